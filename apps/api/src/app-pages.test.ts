import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './db/client.ts';

// The server's page fallback: the public proposal pages get their own light entry (public.html),
// every other page the staff SPA (index.html); both never cached, so a deploy shows at once.

let app: FastifyInstance;
let database: Database;
let dir: string;
const ASSET = `export const x = ${JSON.stringify('a'.repeat(4000))};`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-pages-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>staff</title>');
  fs.writeFileSync(path.join(web, 'public.html'), '<!doctype html><title>public</title>');
  fs.writeFileSync(path.join(web, 'portal.html'), '<!doctype html><title>portal</title>');
  // What the build's precompress step leaves beside a file (apps/web/vite.config.ts).
  fs.writeFileSync(path.join(web, 'public.html.gz'), gzipSync('<!doctype html><title>public</title>'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'public-abc.js'), ASSET);
  fs.writeFileSync(path.join(web, 'assets', 'public-abc.js.gz'), gzipSync(ASSET));
  fs.writeFileSync(path.join(web, 'assets', 'public-abc.js.br'), brotliCompressSync(ASSET));
  database = await createTestDatabase(inject('dbTemplate'));
  app = await buildTestApp(database, dir, { WEB_DIST_DIR: web }, { serveWeb: true });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, title: /<title>(\w+)<\/title>/.exec(res.body)?.[1], cache: res.headers['cache-control'] };
};

describe('page fallback', () => {
  it.each(['/p/abc123', '/@public/abc123', '/p/abc123/accepted?magic_link=xyz', '/p/abc123/login', '/p/abc123/pdf', '/terminos', '/terminos?x=1'])(
    '%s serves the public entry, not cached',
    async (url) => {
      expect(await page(url)).toEqual({ status: 200, title: 'public', cache: 'no-cache' });
    },
  );

  it.each(['/c/dashboard', '/c/login?magic_link=abc', '/c/project/abc123', '/c/project/abc123/files', '/c/unauthorized', '/@customer-portal', '/@customer-portal/files'])(
    '%s serves the client portal entry, not cached',
    async (url) => {
      expect(await page(url)).toEqual({ status: 200, title: 'portal', cache: 'no-cache' });
    },
  );

  it.each(['/', '/proposals/abc123', '/dashboard', '/projects/abc123/client', '/c', '/terminos-y-condiciones', '/pages/x', '/register'])('%s serves the staff SPA', async (url) => {
    expect(await page(url)).toEqual({ status: 200, title: 'staff', cache: 'no-cache' });
  });

  it('an unknown API path stays a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the build\'s brotli or gzip copy to a client that accepts it, the plain file otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/public-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ method: 'GET', url: '/assets/public-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ method: 'GET', url: '/assets/public-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);

    const page = await app.inject({ method: 'GET', url: '/p/abc123', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>public</title>');
  });
});

describe('build assets cache', () => {
  it('a found asset is cached for a year as immutable, and so is its 304 revalidation', async () => {
    const found = await app.inject({ method: 'GET', url: '/assets/public-abc.js' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({ method: 'GET', url: '/assets/public-abc.js', headers: { 'if-none-match': String(found.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a 404 that no cache may keep as immutable (a later deploy must be able to serve it)', async () => {
    for (const url of ['/assets/public-zzz.js', '/assets/nada.css']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/immutable|max-age=31536000/);
    }
    // The folder itself is refused, and not cached either.
    const folder = await app.inject({ method: 'GET', url: '/assets/' });
    expect(folder.statusCode).toBeGreaterThanOrEqual(400);
    expect(folder.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});
