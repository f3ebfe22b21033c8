import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError, multipart, type Part, PDF_BYTES, PNG_1X1 } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { customerNotifications, uploads } from '../../db/schema/index.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { customerSession, ownerOn, portal } from '../projects/projects.fixtures.ts';

const t = useTestApp({ UPLOAD_MAX_MB: '1' });
const { get, del } = api(t);

const pdf = (name = 'contrato.pdf'): [string, Part] => ['file', { filename: name, bytes: PDF_BYTES, type: 'application/pdf' }];
const png = (name = 'boceto.png'): [string, Part] => ['file1', { filename: name, bytes: PNG_1X1, type: 'image/png' }];

async function upload(headers: Record<string, string>, projectId: string, files: [string, Part][], extra: [string, string][] = [['directory', 'project_files']]) {
  const parts: [string, Part][] = [['origin', 'admin'], ['fileableId', projectId], ...extra, ...files];
  return t.app.inject({ method: 'POST', url: '/api/v1/upload/file', ...(await multipart(parts, headers)) });
}

describe('a portal\'s files', () => {
  it('staff upload several at once to a project: listed with kind, link and uploader; customers notified', async () => {
    const { owner, project, company } = await portal(t);
    await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    const res = await upload(owner.headers, project.id, [pdf(), png()], [['directory', 'project_files'], ['type', 'multiple']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(2);
    const files = (await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data as Json[];
    expect(files.map((f) => [f.name, f.kind, f.mime_type, f.origin, f.uploaded_by?.type]).sort()).toEqual([
      ['boceto.png', 'png', 'image/png', 'admin', 'user'],
      ['contrato.pdf', 'pdf', 'application/pdf', 'admin', 'user'],
    ]);
    const served = await t.app.inject({ method: 'GET', url: files.find((f) => f.kind === 'pdf')!.path });
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(files[0]!.download_link).toBe(`http://trato.test${files[0]!.path}`);
    const detail = (await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data;
    expect(detail.files).toHaveLength(2);
    expect(detail.files_count).toBe(2);
    const bell = await t.db.select().from(customerNotifications).where(eq(customerNotifications.projectId, project.id));
    expect(bell.map((n) => [n.type, n.url])).toEqual([['file.created', '/c/files']]);
  });

  it('fileableType=project works in any directory; a cover (project_covers) is not a portal file', async () => {
    const { owner, project } = await portal(t);
    expect((await upload(owner.headers, project.id, [pdf('acta.pdf')], [['fileableType', 'project'], ['directory', 'actas']])).statusCode).toBe(200);
    const cover = await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...(await multipart([['origin', 'admin'], ['fileableId', project.id], ['directory', 'project_covers'], ['file', { filename: 'c.png', bytes: PNG_1X1, type: 'image/png' }]], owner.headers)) });
    expect(cover.statusCode).toBe(200);
    expect((await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data.map((f: Json) => f.name)).toEqual(['acta.pdf']);
  });

  it('types and size limits of the uploads module: 415 and 413, nothing attached', async () => {
    const { owner, project } = await portal(t);
    expectError(await upload(owner.headers, project.id, [['file', { filename: 'x.html', bytes: Buffer.from('<html><script>1</script></html>'), type: 'text/html' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(owner.headers, project.id, [['file', { filename: 'big.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(1_100_000, 32)]), type: 'application/pdf' }]]), 413, 'PAYLOAD_TOO_LARGE');
    expect((await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data).toEqual([]);
  });

  it('a batch refused part-way (415 at its second file, 413 at its third) keeps none of its files: no row, no stored bytes, no notice', async () => {
    const { owner, project, company } = await portal(t);
    await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    const dir = path.join(t.dataDir, 'uploads', 'project_files');
    const stored = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = stored();
    const html: [string, Part] = ['file2', { filename: 'pagina.html', bytes: Buffer.from('<html><script>1</script></html>'), type: 'text/html' }];
    expectError(await upload(owner.headers, project.id, [pdf('bueno.pdf'), html], [['directory', 'project_files'], ['type', 'multiple']]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const big: [string, Part] = ['file3', { filename: 'grande.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(1_100_000, 32)]), type: 'application/pdf' }];
    expectError(await upload(owner.headers, project.id, [pdf('uno.pdf'), png('dos.png'), big], [['directory', 'project_files'], ['type', 'multiple']]), 413, 'PAYLOAD_TOO_LARGE');
    expect(await t.db.select().from(uploads).where(eq(uploads.projectId, project.id))).toEqual([]);
    expect((await t.db.select().from(uploads).where(eq(uploads.workspaceId, owner.workspace.id))).map((u) => u.originalName)).toEqual([]);
    expect(stored()).toBe(before);
    expect((await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data).toEqual([]);
    expect(await t.db.select().from(customerNotifications).where(eq(customerNotifications.projectId, project.id))).toEqual([]);
  });

  it('DELETE /v1/files/{id} removes the row and the stored bytes', async () => {
    const { owner, project } = await portal(t);
    await upload(owner.headers, project.id, [pdf()]);
    const [file] = (await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data as Json[];
    expect((await del(owner.headers, `/api/v1/files/${file!.id}`)).statusCode).toBe(204);
    expect((await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: file!.path }), 404, 'NOT_FOUND');
    expectError(await del(owner.headers, `/api/v1/files/${file!.id}`), 404, 'NOT_FOUND', { message: PROJECT_MESSAGES.fileNotFound });
  });

  it('401 without a token or with a customer token; another workspace can neither attach, list nor delete (404, nothing leaked)', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal con archivos' });
    await upload(owner.headers, project.id, [pdf('secreto.pdf')]);
    const [file] = (await get(owner.headers, `/api/v1/projects/${project.id}/files`)).json().data as Json[];
    const other = await ownerOn(t);
    const customer = await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    for (const h of [{}, customer]) {
      expectError(await get(h, `/api/v1/projects/${project.id}/files`), 401, 'UNAUTHENTICATED');
      expectError(await del(h, `/api/v1/files/${file!.id}`), 401, 'UNAUTHENTICATED');
    }
    const list = await get(other.headers, `/api/v1/projects/${project.id}/files`);
    expectError(list, 404, 'NOT_FOUND');
    expect(leaksNothing(list.body, ['secreto.pdf', 'Portal con archivos'])).toBe(true);
    expectError(await del(other.headers, `/api/v1/files/${file!.id}`), 404, 'NOT_FOUND');
    expectError(await del(other.headers, `/api/v1/files/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await upload(other.headers, project.id, [pdf('intruso.pdf')]), 404, 'NOT_FOUND');
    expect((await t.db.select().from(uploads).where(eq(uploads.projectId, project.id))).map((u) => u.originalName)).toEqual(['secreto.pdf']);
  });
});
