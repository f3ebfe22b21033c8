import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './db/client.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { localStorage } from './modules/uploads/storage.ts';

// The server's page fallback: the public proposal pages get their own light entry (public.html),
// every other page the staff SPA (index.html); both never cached, so a deploy shows at once.

let app: FastifyInstance;
let database: Database;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-pages-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>staff</title>');
  fs.writeFileSync(path.join(web, 'public.html'), '<!doctype html><title>public</title>');
  database = await createTestDatabase(inject('dbTemplate'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, APP_URL: 'http://trato.test', LOG_LEVEL: 'silent', WEB_DIST_DIR: web });
  app = await buildApp(
    { config: { ...config, appSecret: 'test-secret-'.padEnd(48, 'x') }, database, storage: localStorage(path.join(dir, 'uploads')), nudgeOutbox: () => {} },
    { serveWeb: true },
  );
  await app.ready();
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

  it.each(['/', '/proposals/abc123', '/dashboard', '/c/dashboard', '/terminos-y-condiciones', '/pages/x', '/register'])('%s serves the staff SPA', async (url) => {
    expect(await page(url)).toEqual({ status: 200, title: 'staff', cache: 'no-cache' });
  });

  it('an unknown API path stays a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
