import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createOwner, createUser, tokenFor, type Owner } from '../../../test/factories.ts';
import { bearer, expectError, multipart, type Part, PDF_BYTES, PNG_1X1, pngOfSize } from '../../../test/http.ts';
import { uploads } from '../../db/schema/index.ts';

const RANDOM_KEY = /^\/api\/files\/([a-z0-9_]+)\/([A-Za-z0-9_-]{43})\.([a-z0-9]+)$/;
const HTML_PAYLOAD = Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/user")</script></body></html>');
const SVG_PAYLOAD = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const shared = useTestApp();

describe('POST /api/v1/upload/image and /upload/file, GET /api/files/…', () => {
  const t = shared;
  let owner: Owner;

  const send = async (kind: 'image' | 'file', parts: [string, Part][], headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/upload/${kind}`, ...(await multipart(parts, headers ?? owner.headers)) });
  const png = (filename = 'foto.png', bytes = PNG_1X1): [string, Part] => ['file', { filename, bytes, type: 'image/png' }];
  const uploadCount = async () => (await t.db.select({ id: uploads.id }).from(uploads)).length;

  it('stores a real PNG under a random server-side name and serves the same bytes safely', async () => {
    owner = await createOwner(t.db, { user: { password: null } });
    const res = await send('image', [png('mi-logo-secreto.png')]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data as string;
    expect(url).toMatch(RANDOM_KEY);
    expect(url).not.toContain('mi-logo-secreto');
    expect(url.startsWith('/api/files/images/')).toBe(true);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''mi-logo-secreto.png");
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, url.replace('/api/files/', '')));
    expect(row).toMatchObject({ workspaceId: owner.workspace.id, userId: owner.user.id, mimeType: 'image/png', size: PNG_1X1.length, originalName: 'mi-logo-secreto.png' });
  });

  it('serves documents as attachments, typed by their bytes', async () => {
    const pdf = await send('file', [['file', { filename: 'cotizacion.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: pdf.json().data });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''cotizacion.pdf");
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);

    const txt = await send('file', [['file', { filename: 'notas.txt', bytes: Buffer.from('Reunión el lunes\n'), type: 'text/plain' }]]);
    expect(txt.statusCode, txt.body).toBe(200);
    const text = await t.app.inject({ method: 'GET', url: txt.json().data });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.headers['content-disposition']).toMatch(/^attachment;/);
    expect(text.body).toBe('Reunión el lunes\n');
  });

  it('keeps a Spanish file name readable in the download', async () => {
    const res = await send('file', [['file', { filename: 'cotización ñandú.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]]);
    const served = await t.app.inject({ method: 'GET', url: res.json().data });
    expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('cotización ñandú.pdf')}`);
  });

  it('refuses a script or HTML page disguised as a .png (415) and stores nothing', async () => {
    const before = await uploadCount();
    expectError(await send('image', [png('foto.png', HTML_PAYLOAD)]), 415, 'UNSUPPORTED_MEDIA_TYPE', {
      field: 'file',
      message: 'El archivo debe ser una imagen PNG, JPG, WEBP o GIF.',
    });
    expectError(await send('image', [['file', { filename: 'dibujo.svg', bytes: SVG_PAYLOAD, type: 'image/svg+xml' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await send('file', [['file', { filename: 'pagina.html', bytes: HTML_PAYLOAD, type: 'text/html' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE', {
      message: 'Este tipo de archivo no está permitido.',
    });
    expectError(await send('file', [['file', { filename: 'foto.png', bytes: HTML_PAYLOAD, type: 'image/png' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // A PDF is a file, not an image.
    expectError(await send('image', [['file', { filename: 'doc.png', bytes: PDF_BYTES, type: 'image/png' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await uploadCount()).toBe(before);
  });

  it('type=multiple with file1 and file2 answers a list of URLs, each serving its own bytes', async () => {
    const second = pngOfSize(300);
    const res = await send('image', [
      ['type', 'multiple'],
      ['file1', { filename: 'a.png', bytes: PNG_1X1, type: 'image/png' }],
      ['file2', { filename: 'b.png', bytes: second, type: 'image/png' }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json().data as string[];
    expect(urls).toHaveLength(2);
    expect(new Set(urls).size).toBe(2);
    for (const url of urls) expect(url).toMatch(RANDOM_KEY);
    expect((await t.app.inject({ method: 'GET', url: urls[0]! })).rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: urls[1]! })).rawPayload.equals(second)).toBe(true);

    const single = await send('image', [['type', 'multiple'], png()]);
    expect(single.json().data).toEqual([expect.stringMatching(RANDOM_KEY)]);
  });

  it('honours a safe directory and full_url, records origin and fileableId', async () => {
    const res = await send('image', [['directory', 'avatars'], ['full_url', '1'], ['origin', 'profile'], ['fileableId', 'abc-123'], png()]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data as string;
    expect(url).toMatch(/^http:\/\/trato\.test\/api\/files\/avatars\/[A-Za-z0-9_-]{43}\.png$/);
    const key = url.replace('http://trato.test/api/files/', '');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ directory: 'avatars', origin: 'profile', fileableId: 'abc-123' });
  });

  it("refuses a directory like '../etc' (422) and writes nothing outside the uploads folder", async () => {
    const before = await uploadCount();
    for (const directory of ['../etc', '..', 'a/b', 'ETC', '']) {
      expectError(await send('image', [['directory', directory], png()]), 422, 'VALIDATION_ERROR', {
        field: 'directory',
        message: 'La carpeta indicada no es válida.',
      });
    }
    expect(await uploadCount()).toBe(before);
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads')).sort()).not.toContain('etc');
  });

  it('asks for a file when none is sent', async () => {
    expectError(await send('image', [['type', 'multiple']]), 422, 'VALIDATION_ERROR', { field: 'file', message: 'Adjunta un archivo.' });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: owner.headers, payload: { file: 'x' } });
    expectError(json, 422, 'VALIDATION_ERROR', { field: 'file' });
  });

  it('answers 401 without a token and 403 without a workspace', async () => {
    const before = await uploadCount();
    expectError(await send('image', [png()], {}), 401, 'UNAUTHENTICATED');
    expectError(await send('file', [png()], bearer('x'.repeat(43))), 401, 'UNAUTHENTICATED');
    const user = await createUser(t.db, { password: null });
    expectError(await send('image', [png()], bearer(await tokenFor(t.db, user.id))), 403, 'FORBIDDEN');
    expect(await uploadCount()).toBe(before);
  });

  it('a row that cannot be written takes its stored file with it (no file without its row)', async () => {
    const stored = () => filesUnder(path.join(t.dataDir, 'uploads')).length;
    const [files, rows] = [stored(), await uploadCount()];
    // A real failure of the insert, after the bytes were written.
    await t.database.asOwner(`create function i9_fail_upload() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`);
    await t.database.asOwner('create trigger i9_fail_upload before insert on uploads for each row execute function i9_fail_upload()');
    try {
      expectError(await send('image', [png()]), 500, 'INTERNAL_ERROR');
      expectError(await send('file', [['file', { filename: 'cotizacion.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]]), 500, 'INTERNAL_ERROR');
    } finally {
      await t.database.asOwner('drop trigger i9_fail_upload on uploads');
      await t.database.asOwner('drop function i9_fail_upload()');
    }
    expect(await uploadCount()).toBe(rows);
    expect(stored()).toBe(files);
    // And the same upload then goes through, file and row.
    expect((await send('image', [png()])).statusCode).toBe(200);
    expect(stored()).toBe(files + 1);
  });

  it('answers 404 JSON for unknown files and path tricks', async () => {
    for (const url of ['/api/files/images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png', '/api/files/../../etc/passwd', '/api/files/%2e%2e/%2e%2e/etc/passwd', '/api/files/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

/** Files found under a folder, recursively (what the storage actually wrote). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

describe('upload size limit (UPLOAD_MAX_MB=0.01, about 10 KB; a second app on the same database)', () => {
  const t = { app: null as unknown as FastifyInstance, db: null as unknown as typeof shared.db, dataDir: '' };
  beforeAll(async () => {
    t.db = shared.db;
    // Its own data folder, so "nothing was written" is exact.
    t.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-upload-limit-'));
    t.app = await buildTestApp(shared.database, t.dataDir, { UPLOAD_MAX_MB: '0.01' });
  });
  afterAll(async () => {
    await t.app?.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const { headers, workspace } = await createOwner(t.db, { user: { password: null } });
    for (const kind of ['image', 'file']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/upload/${kind}`,
        ...(await multipart([['file', { filename: 'grande.png', bytes: pngOfSize(20 * 1024), type: 'image/png' }]], headers)),
      });
      expectError(res, 413, 'PAYLOAD_TOO_LARGE', { message: 'El archivo o los datos enviados son demasiado grandes.' });
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.workspaceId, workspace.id))).toHaveLength(0);
    expect(filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a workspace logo over the limit too', async () => {
    const { headers, workspace } = await createOwner(t.db, { user: { password: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${workspace.id}/upload`,
      ...(await multipart([['file', { filename: 'logo.png', bytes: pngOfSize(20 * 1024), type: 'image/png' }]], headers)),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('still accepts a small file', async () => {
    const { headers } = await createOwner(t.db, { user: { password: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      ...(await multipart([['file', { filename: 'chica.png', bytes: PNG_1X1, type: 'image/png' }]], headers)),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
