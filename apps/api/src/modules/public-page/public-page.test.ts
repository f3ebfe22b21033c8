import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@trato/domain/money-format';
import type { TestApp } from '../../../test/app.ts';
import { buildTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { CONTENT_SECURITY_POLICY } from '../../lib/security-headers.ts';
import { SERVICES, SERVICES_TOTAL } from '../proposals/proposals.fixtures.ts';
import { published } from '../public-proposals/public.fixtures.ts';
import { ssrEntryOf } from './public-page-renderer.ts';

// /p/{slug} answered with the proposal already in the HTML (docs/decisions/0032). The app loads the
// web build's server entry from beside the web build; here that entry is the source itself
// (apps/web/src/public/server.tsx), so the test needs no build.
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../../web/src/public/server.tsx');
const TEMPLATE = `<!doctype html>
<html lang="es" class="theme-auto">
  <head><title>Cotización</title><script type="module" src="/assets/public-abc.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const t = {} as TestApp;
let dir: string;
let withoutSsr: TestApp['app'];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-ssr-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>staff</title>');
  fs.writeFileSync(path.join(web, 'public.html'), TEMPLATE);
  fs.mkdirSync(path.dirname(ssrEntryOf(web)));
  fs.writeFileSync(ssrEntryOf(web), `export * from ${JSON.stringify(SERVER_ENTRY)};\n`);
  const database = await createTestDatabase(inject('dbTemplate'));
  Object.assign(t, { database, db: database.db, dataDir: dir });
  t.app = await buildTestApp(database, dir, { WEB_DIST_DIR: web }, { serveWeb: true });
  // The same build without its server entry: the page as it was before SSR.
  const plain = path.join(dir, 'plain', 'web');
  fs.mkdirSync(plain, { recursive: true });
  fs.copyFileSync(path.join(web, 'index.html'), path.join(plain, 'index.html'));
  fs.copyFileSync(path.join(web, 'public.html'), path.join(plain, 'public.html'));
  withoutSsr = await buildTestApp(database, dir, { WEB_DIST_DIR: plain }, { serveWeb: true });
});

afterAll(async () => {
  await t.app?.close();
  await withoutSsr?.close();
  await t.database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The JSON the page carries for hydration. */
function embeddedState(html: string) {
  const match = /<script type="application\/json" id="public-state">([^<]*)<\/script>/.exec(html);
  expect(match, 'the embedded state').not.toBeNull();
  return JSON.parse(match![1]!) as { url: string; proposal: { slug: string; proposal: { name: string } | null } };
}

describe('GET /p/{slug}, rendered on the server', () => {
  it("answers with the proposal's name, client and total in the HTML, its data as non-executable JSON, under the strict CSP", async () => {
    const p = await published(t, { extra: { services: SERVICES } });
    const res = await page(`/p/${p.proposal.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const html = res.body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain('Rediseño de marca Ñuñoa');
    expect(root).toContain('Sitio web');
    expect(root).toContain('Panadería Ñuñoa');
    expect(root).toContain(formatMoney(SERVICES_TOTAL, p.proposal.currency_code as string));
    expect(html).toContain(`<title>Rediseño de marca Ñuñoa · ${p.owner.workspace.name}</title>`);
    // The workspace colour is on <html> before any script runs.
    expect(html).toMatch(/<html lang="es" style="--primary:#[0-9a-f]{6};--primary-hover:#[0-9a-f]{6};--primary-foreground:#[0-9a-f]{6};--primary-text-light:#[0-9a-f]{6};--primary-text-dark:#[0-9a-f]{6}" class="theme-auto">/);
    // The only scripts: the built module and the JSON state (no inline script for the CSP to refuse).
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/assets/public-abc.js">', '<script type="application/json" id="public-state">']);
    const state = embeddedState(html);
    expect(state).toMatchObject({ url: `/p/${p.proposal.slug}`, proposal: { slug: p.proposal.slug, proposal: { name: 'Rediseño de marca Ñuñoa' } } });
  });

  it('renders /@public/{slug} the same way, and keeps the query in the URL it hydrates with', async () => {
    const p = await published(t);
    const res = await page(`/@public/${p.proposal.slug}?utm=x`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Panadería Ñuñoa');
    expect(embeddedState(res.body).url).toBe(`/@public/${p.proposal.slug}?utm=x`);
  });

  it('an unknown link gets the not-found page, rendered on the server, with a 404', async () => {
    const res = await page('/p/no-existe-esta-cotizacion');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('No encontramos esta cotización');
    expect(res.body).toContain('<title>Cotización no encontrada</title>');
    expect(embeddedState(res.body).proposal).toEqual({ slug: 'no-existe-esta-cotizacion', proposal: null });
  });

  it("renders the proposal's rich text through the same allow-list as the browser (bold kept, a script dropped)", async () => {
    const content = { blocks: [{ type: 'paragraph', data: { text: 'Plazo de <b>seis semanas</b><img src=x onerror="alert(1)">' } }] };
    const p = await published(t, { extra: { content } });
    const res = await page(`/p/${p.proposal.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Plazo de <b class="font-semibold">seis semanas</b>');
    expect(res.body).not.toContain('onerror');
  });

  it('a name that tries to close the script element stays text', async () => {
    const p = await published(t, { name: '</script><script>alert(1)</script>' });
    const res = await page(`/p/${p.proposal.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(embeddedState(res.body).proposal?.proposal?.name).toBe('</script><script>alert(1)</script>');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const p = await published(t);
    const res = await page(`/p/${p.proposal.slug}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Panadería Ñuñoa');
    const br = await page(`/p/${p.proposal.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it("the proposal's sub-pages and /terminos stay client-rendered (public.html as built, empty #root)", async () => {
    const p = await published(t);
    for (const url of [`/p/${p.proposal.slug}/accepted`, `/p/${p.proposal.slug}/login`, '/terminos']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('without the server entry in the build, /p/{slug} is the client-only page as before', async () => {
    const p = await published(t);
    const res = await withoutSsr.inject({ method: 'GET', url: `/p/${p.proposal.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});
