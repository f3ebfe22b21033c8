import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES as PM } from '@trato/domain/portal/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError, multipart, PDF_BYTES, PNG_1X1, pngOfSize, type Part } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { activities, notifications, uploads } from '../../db/schema/index.ts';
import { addCompany } from '../proposals/proposals.fixtures.ts';
import { scopedSession, secondPortal, signedPortal, strangerCustomer } from './portal.fixtures.ts';

// About 10 KB per file, so the 413 needs no large buffer.
const t = useTestApp({ UPLOAD_MAX_MB: '0.01' });
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

async function upload(headers: Record<string, string>, projectId: string, parts: [string, Part][]) {
  const body = await multipart(parts, headers);
  return t.app.inject({ method: 'POST', url: `/api/v1/customer/projects/${projectId}/files`, ...body });
}

describe('POST /v1/customer/projects/{id}/files', () => {
  it('the client uploads several files at once: origin portal, the project’s and the customer’s, staff notified, activity recorded, shown in Archivos', async () => {
    const p = await signedPortal(t);
    const res = await upload(p.headers, p.project, [
      ['origin', 'portal'],
      ['file1', { filename: 'planos.pdf', bytes: PDF_BYTES, type: 'application/pdf' }],
      ['file2', { filename: 'foto.png', bytes: PNG_1X1, type: 'image/png' }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const files = res.json().data;
    expect(files.map((f: { name: string; extension: string; origin: string; uploaded_by: unknown }) => [f.name, f.extension, f.origin, f.uploaded_by])).toEqual([
      ['planos.pdf', 'pdf', 'portal', { kind: 'customer', name: p.customer.name }],
      ['foto.png', 'png', 'portal', { kind: 'customer', name: p.customer.name }],
    ]);
    const rows = await t.db.select().from(uploads).where(eq(uploads.projectId, p.project));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.customerId === p.customer.id && r.origin === 'portal' && r.userId === null && r.workspaceId === p.owner.workspace.id)).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: files[0].download_link });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, p.owner.user.id), eq(notifications.type, 'file.created')));
    expect(bell).toEqual([expect.objectContaining({ title: `${p.customer.name} subió 2 archivos al portal ${p.proposal.name}`, url: `/projects/${p.project}` })]);
    const feed = await t.db.select().from(activities).where(and(eq(activities.projectId, p.project), eq(activities.type, 'file.uploaded')));
    expect(feed.map((a) => a.data).sort((x, y) => String(x.name).localeCompare(String(y.name)))).toEqual([
      expect.objectContaining({ name: 'foto.png', origin: 'portal', customer_name: p.customer.name }),
      expect.objectContaining({ name: 'planos.pdf', origin: 'portal', customer_name: p.customer.name }),
    ]);
    // Staff see the client's files on the project too.
    const staffFiles = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${p.project}/files`, headers: p.owner.headers });
    expect(staffFiles.statusCode, staffFiles.body).toBe(200);
    expect(JSON.stringify(staffFiles.json())).toContain('planos.pdf');
    const portal = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/projects/${p.project}`, headers: p.headers })).json().data;
    expect(portal.files.count).toBe(2);
  });

  it('422 without a file, 413 past the size limit, 415 for a disguised type; nothing stored or announced', async () => {
    const p = await signedPortal(t);
    expectError(await upload(p.headers, p.project, [['origin', 'portal']]), 422, 'VALIDATION_ERROR', { field: 'file', message: PM.filesMissing });
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/customer/projects/${p.project}/files`, headers: p.headers, payload: {} }), 422, 'VALIDATION_ERROR', {
      field: 'file',
    });
    expectError(await upload(p.headers, p.project, [['file', { filename: 'grande.png', bytes: pngOfSize(40_000), type: 'image/png' }]]), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await upload(p.headers, p.project, [['file', { filename: 'pagina.html', bytes: HTML, type: 'text/html' }]]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // A batch refused at its second file keeps nothing of the first either.
    const batch = await upload(p.headers, p.project, [
      ['file1', { filename: 'bueno.pdf', bytes: PDF_BYTES, type: 'application/pdf' }],
      ['file2', { filename: 'malo.html', bytes: HTML, type: 'text/html' }],
    ]);
    expectError(batch, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await t.db.select().from(uploads).where(eq(uploads.originalName, 'bueno.pdf'))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.projectId, p.project))).toEqual([]);
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, p.owner.user.id), eq(notifications.type, 'file.created')));
    expect(bell).toEqual([]);
  });

  it('401 without a session or with a staff token; 404 with nothing leaked for another workspace’s client, a same-workspace customer without access, and a scoped session on another portal', async () => {
    const p = await signedPortal(t);
    const file: [string, Part][] = [['file', { filename: 'a.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]];
    expectError(await upload({}, p.project, file), 401, 'UNAUTHENTICATED');
    expectError(await upload(p.owner.headers, p.project, file), 401, 'UNAUTHENTICATED');
    const other = await signedPortal(t);
    const r = await upload(other.headers, p.project, file);
    expectError(r, 404, 'NOT_FOUND', { message: PM.notFound });
    expect(leaksNothing(r.body, [p.proposal.name, p.customer.email])).toBe(true);
    const stranger = await strangerCustomer(t, p.owner.workspace.id, (await addCompany(t, p.owner.workspace.id, 'Otra')).id);
    expectError(await upload(stranger.headers, p.project, file), 404, 'NOT_FOUND');
    const second = await secondPortal(t, p);
    const scoped = await scopedSession(t, p.customer.id, p.project);
    expectError(await upload(scoped.headers, second.project, file), 404, 'NOT_FOUND');
    expect(await t.db.select().from(uploads).where(eq(uploads.projectId, p.project))).toEqual([]);
  });
});
