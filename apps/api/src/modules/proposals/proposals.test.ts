import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@trato/domain/proposals/content';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { SERVICE_MESSAGES } from '@trato/domain/services/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, getWorkspace } from '../../../test/factories.ts';
import { expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { activities, projects, projectServices, workspaces } from '../../db/schema/index.ts';
import { addCompany, addLine, api, newProposal, readyProposal, SERVICES, SERVICES_TOTAL, type Json } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

const CONTENT = {
  time: 1763780000000,
  version: '2.31.0',
  blocks: [
    { id: 'h1', type: 'header', data: { text: 'Propuesta de identidad', level: 4 } },
    { id: 'p1', type: 'paragraph', data: { text: 'Un <mark class="cdx-marker">logo</mark> que se lea bien.' } },
    { id: 't1', type: 'table', data: { withHeadings: true, content: [['Ítem', 'Plazo'], ['Logo', '2 semanas']] } },
  ],
};

async function uploadCover(headers: Record<string, string>): Promise<string> {
  const form = await multipart([['directory', 'project_covers'], ['file', { filename: 'portada.png', bytes: PNG_1X1, type: 'image/png' }]], headers);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('POST /v1/proposals', () => {
  it('creates an init proposal in the line with the workspace currency, an unguessable slug and its public link (201)', async () => {
    const owner = await createOwner(t.db, { workspace: { defaultCurrency: 'USD' } });
    const line = await addLine(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    expect(p).toMatchObject({
      type: 'proposal',
      status: 'init',
      status_label: 'Sin terminar',
      name: '',
      line_id: line.id,
      line: { id: line.id, slug: line.slug, name: 'Diseño' },
      currency_code: 'USD',
      total: '0.00',
      services: [],
      payments: { type: null, plan: null, payments: [] },
      form_step: 1,
      editable: true,
      company: null,
      client: null,
      organization: { name: owner.workspace.name, logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago' },
    });
    expect(p.slug).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(p.links.public).toBe(`http://trato.test/p/${p.slug}`);
    // Another line: in this one the untouched draft would be handed back (proposals.untouched.test.ts).
    const other = await newProposal(t, owner, (await addLine(t, owner.workspace.id, 'Web')).id);
    expect(other.slug).not.toBe(p.slug);
    const acts = await t.db.select().from(activities).where(eq(activities.projectId, p.id));
    expect(acts.map((a) => a.type)).toEqual(['proposal.created']);
  });

  it('needs a line of the workspace (422 in Spanish), a token (401) and a workspace (another one’s line is refused)', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const theirs = await addLine(t, b.workspace.id);
    expectError(await post(a.headers, '/api/v1/proposals', {}), 422, 'VALIDATION_ERROR', { field: 'line_id', message: PROPOSAL_MESSAGES.lineRequired });
    expectError(await post(a.headers, '/api/v1/proposals', { line_id: theirs.id }), 422, 'VALIDATION_ERROR', { field: 'line_id', message: PROPOSAL_MESSAGES.lineInvalid });
    expectError(await post({}, '/api/v1/proposals', { line_id: theirs.id }), 401, 'UNAUTHENTICATED');
    expect(await t.db.select().from(projects).where(eq(projects.workspaceId, a.workspace.id))).toHaveLength(0);
  });

  it('a member may create proposals', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    const line = await addLine(t, owner.workspace.id);
    expect((await post(member.headers, '/api/v1/proposals', { line_id: line.id })).statusCode).toBe(201);
  });
});

describe('GET /v1/proposals/{id} and GET /v1/proposal-form/{id}', () => {
  it('returns the full proposal (data) and the builder’s copy (result)', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, finish: false });
    const one = await get(owner.headers, `/api/v1/proposals/${p.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: p.id,
      name: 'Identidad de marca',
      company_id: company.id,
      company: { id: company.id, name: 'Panadería Ñuñoa', logo: null },
      client: { name: 'Panadería Ñuñoa', is_person: false, contact: { id: company.contact.id, name: 'Marta Núñez', email: company.contact.email } },
    });
    const form = await get(owner.headers, `/api/v1/proposal-form/${p.id}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().result).toEqual(one.json().data);
  });

  it('401 without a token; 404 for an unknown id; 422 for a malformed one', async () => {
    const owner = await createOwner(t.db);
    expectError(await get({}, `/api/v1/proposals/${randomUUID()}`), 401, 'UNAUTHENTICATED');
    expectError(await get({}, `/api/v1/proposal-form/${randomUUID()}`), 401, 'UNAUTHENTICATED');
    expectError(await get(owner.headers, `/api/v1/proposals/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get(owner.headers, '/api/v1/proposals/abc'), 422, 'VALIDATION_ERROR');
  });
});

describe('PUT /v1/proposals/{id}', () => {
  it('saves name, request, content, cover, valid-until, client, line and step', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const other = await addLine(t, owner.workspace.id, 'Web');
    const company = await addCompany(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    const cover = await uploadCover(owner.headers);
    const res = await put(owner.headers, `/api/v1/proposals/${p.id}`, {
      name: '  Rediseño de marca  ',
      request: { blocks: [{ type: 'paragraph', data: { text: 'Necesitamos un logo nuevo.' } }] },
      content: CONTENT,
      cover,
      valid_until_at: '2026-12-31',
      company_id: company.id,
      line_id: other.id,
      form_step: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Rediseño de marca',
      request: { blocks: [{ type: 'paragraph', data: { text: 'Necesitamos un logo nuevo.' } }] },
      content: CONTENT,
      cover: { full_path: cover },
      cover_url: cover,
      valid_until_at: '2026-12-31T00:00:00.000Z',
      company_id: company.id,
      line_id: other.id,
      line: { slug: other.slug },
      form_step: 3,
    });
    // The cover is a real image anyone with the link can load (public pages, emails).
    const img = await t.app.inject({ method: 'GET', url: cover });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // The absolute form of the same upload is accepted and stored as the app path.
    const abs = await put(owner.headers, `/api/v1/proposals/${p.id}`, { cover: `http://trato.test${cover}` });
    expect(abs.json().data.cover_url).toBe(cover);
    // Clearing.
    const cleared = (await put(owner.headers, `/api/v1/proposals/${p.id}`, { cover: null, company_id: null, valid_until_at: null })).json().data;
    expect(cleared).toMatchObject({ cover_url: null, cover: { full_path: null }, company: null, client: null, valid_until_at: null, name: 'Rediseño de marca' });
  });

  it('replaces the services: totals recomputed on the server, random 5-character keys when empty, per-type totals', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    const res = await put(owner.headers, `/api/v1/proposals/${p.id}`, { services: SERVICES });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(SERVICES_TOTAL);
    expect(data.services).toMatchObject([
      { name: 'Logo', type: 'simple', quantity: '1.00', value: '1.00', total: '150000.00', position: 0, service_id: null },
      { name: 'Horas de diseño', type: 'hours', quantity: '2.50', value: '40000.00', total: '100000.00', position: 1 },
      {
        key: 'web01',
        name: 'Sitio web',
        total: '87501.50',
        subservices: [
          { name: 'Maqueta', total: '50000.00', position: 0 },
          { name: 'Páginas', quantity: '3.00', value: '12500.50', total: '37501.50', position: 1 },
        ],
      },
    ]);
    expect(data.services[0].key).toMatch(/^[a-z0-9]{5}$/);
    expect(data.services[2].subservices[0].key).toMatch(/^[a-z0-9]{5}$/);
    expect(new Set(data.services.map((s: Json) => s.key)).size).toBe(3);
    expect(data.totals).toEqual({
      total: SERVICES_TOTAL,
      by_type: [
        { type: 'simple', total: '150000.00' },
        { type: 'hours', total: '100000.00' },
        { type: 'other', total: '87501.50' },
      ],
    });
    // The list row carries the same grand total.
    expect((await get(owner.headers, '/api/v1/proposals')).json().data[0].total).toBe(SERVICES_TOTAL);
    // The whole list is replaced (keys kept when sent).
    const again = (await put(owner.headers, `/api/v1/proposals/${p.id}`, { services: [data.services[2]] })).json().data;
    expect(again.services.map((s: Json) => s.key)).toEqual(['web01']);
    expect(again.total).toBe('87501.50');
    expect(await t.db.select().from(projectServices).where(eq(projectServices.projectId, p.id))).toHaveLength(1);
  });

  it('copies a catalogue service of the workspace; another workspace’s catalogue id is refused', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const p = await newProposal(t, a, line.id);
    const mine = (await post(a.headers, '/api/v1/services', { name: 'Asesoría', type: 'hours', quantity: '1', value: '30000' })).json().data;
    const theirs = (await post(b.headers, '/api/v1/services', { name: 'Secreto', type: 'simple', total: '1' })).json().data;
    const ok = await put(a.headers, `/api/v1/proposals/${p.id}`, { services: [{ service_id: mine.id, name: 'Asesoría (editada)', type: 'hours', quantity: '2', value: '30000' }] });
    expect(ok.json().data.services[0]).toMatchObject({ service_id: mine.id, name: 'Asesoría (editada)', total: '60000.00' });
    // The catalogue itself is untouched.
    expect((await get(a.headers, `/api/v1/services/${mine.id}`)).json().data).toMatchObject({ name: 'Asesoría', total: '30000.00' });
    expectError(await put(a.headers, `/api/v1/proposals/${p.id}`, { services: [{ service_id: theirs.id, name: 'X', type: 'simple', total: '1' }] }), 422, 'VALIDATION_ERROR', {
      field: 'services.0.service_id',
      message: PROPOSAL_MESSAGES.serviceIdInvalid,
    });
  });

  it('422 in Spanish per field, and nothing is saved', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const theirLine = await addLine(t, b.workspace.id);
    const theirCompany = await addCompany(t, b.workspace.id, 'Ajena');
    const theirCover = await uploadCover(b.headers);
    const p = await newProposal(t, a, line.id);
    const url = `/api/v1/proposals/${p.id}`;
    const cases: [object, string, string][] = [
      [{ name: 'x'.repeat(161) }, 'name', PROPOSAL_MESSAGES.nameTooLong],
      [{ content: { blocks: [{ type: 'script', data: {} }] } }, 'content.blocks.0.type', CONTENT_MESSAGES.blockType],
      [{ valid_until_at: 'mañana' }, 'valid_until_at', PROPOSAL_MESSAGES.dateInvalid],
      [{ form_step: 7 }, 'form_step', PROPOSAL_MESSAGES.stepInvalid],
      [{ company_id: theirCompany.id }, 'company_id', PROPOSAL_MESSAGES.companyInvalid],
      [{ line_id: theirLine.id }, 'line_id', PROPOSAL_MESSAGES.lineInvalid],
      [{ cover: theirCover }, 'cover', PROPOSAL_MESSAGES.coverInvalid],
      [{ cover: '/api/files/project_covers/no-existe.png' }, 'cover', PROPOSAL_MESSAGES.coverInvalid],
      [{ cover: 'https://otro.sitio/imagen.png' }, 'cover', PROPOSAL_MESSAGES.coverInvalid],
      [{ services: [{ name: '', type: 'simple', total: '1' }] }, 'services.0.name', SERVICE_MESSAGES.nameRequired],
      [{ services: [{ name: 'Horas', type: 'hours', value: '1' }] }, 'services.0.quantity', SERVICE_MESSAGES.quantityRequired],
      [{ services: [{ name: 'Logo', type: 'simple', total: '-5' }] }, 'services.0.total', SERVICE_MESSAGES.amountInvalid],
      [{ services: [{ key: 'a', name: 'A', type: 'simple', total: '1' }, { key: 'a', name: 'B', type: 'simple', total: '1' }] }, 'services.1.key', PROPOSAL_MESSAGES.keyRepeated],
    ];
    for (const [payload, field, message] of cases) expectError(await put(a.headers, url, payload), 422, 'VALIDATION_ERROR', { field, message });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({ name: '', companyId: null, lineId: line.id, cover: null, formStep: 1 });
  });

  it('records one "updated" activity per 10 minutes however many saves', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    for (const name of ['Uno', 'Dos', 'Tres']) expect((await put(owner.headers, `/api/v1/proposals/${p.id}`, { name })).statusCode).toBe(200);
    const updated = () => t.db.select().from(activities).where(and(eq(activities.projectId, p.id), eq(activities.type, 'proposal.updated')));
    expect(await updated()).toHaveLength(1);
    // Eleven minutes later another save is a new entry.
    await t.db.update(activities).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(activities.projectId, p.id));
    await put(owner.headers, `/api/v1/proposals/${p.id}`, { name: 'Cuatro' });
    expect(await updated()).toHaveLength(2);
  });

  it('401 without a token', async () => {
    expectError(await put({}, `/api/v1/proposals/${randomUUID()}`, { name: 'x' }), 401, 'UNAUTHENTICATED');
  });
});

describe('another workspace', () => {
  it('gets 404 on every proposal endpoint, learns nothing and changes nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id, 'Cliente Secreto');
    const p = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Cotización secreta' });
    const trashed = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Cotización secreta 2' });
    expect((await del(a.headers, `/api/v1/proposals/${trashed.id}`)).statusCode).toBe(204);
    const calls = [
      ['GET', `/api/v1/proposals/${p.id}`],
      ['GET', `/api/v1/proposal-form/${p.id}`],
      ['PUT', `/api/v1/proposals/${p.id}`, { name: 'Robada' }],
      ['DELETE', `/api/v1/proposals/${p.id}`],
      ['PUT', `/api/v1/proposal/${trashed.id}/recover`],
      ['DELETE', `/api/v1/proposals/${trashed.id}/force`],
      ['POST', `/api/v1/proposal/${p.id}/duplicate`],
      ['POST', `/api/v1/proposals/${p.id}/status`, { status: 'SENT' }],
      ['POST', `/api/v1/proposal-form/${p.id}/finish`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers: b.headers, ...(payload && { payload }) });
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, ['Cotización secreta', 'Cliente Secreto', p.slug])).toBe(true);
    }
    const list = await get(b.headers, '/api/v1/proposals?text=secreta');
    expect(list.json().data).toEqual([]);
    expect((await get(b.headers, '/api/v1/proposals?trashed=1')).json().data).toEqual([]);
    expect(leaksNothing(list.body, [p.id, 'Cliente Secreto'])).toBe(true);
    const rows = await t.db.select().from(projects).where(eq(projects.workspaceId, a.workspace.id));
    expect(rows.map((r) => [r.name, r.status, !!r.deletedAt]).sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual([
      ['Cotización secreta', 'DRAFT', false],
      ['Cotización secreta 2', 'DRAFT', true],
    ]);
    expect(await t.db.select().from(projects).where(eq(projects.workspaceId, b.workspace.id))).toHaveLength(0);
  });
});

describe('GET /v1/proposals', () => {
  it('pages by 10, newest first, with the SPEC meta; init proposals are listed', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const p = await newProposal(t, owner, line.id);
      await put(owner.headers, `/api/v1/proposals/${p.id}`, { name: `Cotización ${String(i + 1).padStart(2, '0')}` });
      ids.push(p.id);
    }
    const first = (await get(owner.headers, '/api/v1/proposals')).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ name: 'Cotización 12', status: 'init', status_label: 'Sin terminar', proposal_statuses: ['Sin terminar'] });
    expect(first.data[0]).not.toHaveProperty('content');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10, from: 1, to: 10, links: { next: '/api/v1/proposals?page=2' } });
    const second = (await get(owner.headers, '/api/v1/proposals?page=2')).json();
    expect(second.data.map((p: Json) => p.name)).toEqual(['Cotización 02', 'Cotización 01']);
    expectError(await get(owner.headers, '/api/v1/proposals?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
  });

  it('filters by line (id or slug), status and text (name or client, ignoring accents and case), and keeps filters in the links', async () => {
    const owner = await createOwner(t.db);
    const design = await addLine(t, owner.workspace.id, 'Diseño');
    const web = await addLine(t, owner.workspace.id, 'Web');
    const pan = await addCompany(t, owner.workspace.id, 'Panadería Ñuñoa');
    const ferre = await addCompany(t, owner.workspace.id, 'Ferretería Sur');
    const logo = await readyProposal(t, owner, { lineId: design.id, companyId: pan.id, name: 'Logotipo clásico' });
    const site = await readyProposal(t, owner, { lineId: web.id, companyId: ferre.id, name: 'Página de catálogo' });
    const draft = await readyProposal(t, owner, { lineId: web.id, companyId: pan.id, name: 'Tienda en línea', finish: false });
    await post(owner.headers, `/api/v1/proposals/${site.id}/status`, { status: 'SENT' });
    const names = async (qs: string) => (await get(owner.headers, `/api/v1/proposals?${qs}`)).json().data.map((p: Json) => p.name);
    expect(await names(`line=${web.id}`)).toEqual(['Tienda en línea', 'Página de catálogo']);
    expect(await names(`line=${web.slug}`)).toEqual(['Tienda en línea', 'Página de catálogo']);
    expect(await names(`line=${design.slug.toUpperCase()}`)).toEqual(['Logotipo clásico']);
    expect(await names('line=no-existe')).toEqual([]);
    expect(await names('status=SENT')).toEqual(['Página de catálogo']);
    expect(await names('status=init')).toEqual(['Tienda en línea']);
    expect(await names('text=CLASICO')).toEqual(['Logotipo clásico']);
    expect(await names('text=pagina')).toEqual(['Página de catálogo']);
    expect(await names(`text=${encodeURIComponent('panaderia nunoa')}`)).toEqual(['Tienda en línea', 'Logotipo clásico']);
    expect(await names('text=ferreteria&status=DRAFT')).toEqual([]);
    expect(await names('text=100%25')).toEqual([]);
    const res = (await get(owner.headers, `/api/v1/proposals?line=${web.slug}&text=tienda`)).json();
    expect(res.data[0]).toMatchObject({ id: draft.id, company: { name: 'Panadería Ñuñoa' }, line: { name: 'Web' } });
    expect(res.meta.links.first).toBe(`/api/v1/proposals?line=${web.slug}&text=tienda&page=1`);
    expectError(await get(owner.headers, '/api/v1/proposals?status=PERDIDO'), 422, 'VALIDATION_ERROR', { field: 'status', message: PROPOSAL_MESSAGES.statusInvalid });
    expect(logo.status).toBe('DRAFT');
  });

  it('answers 401 without a token', async () => {
    expectError(await get({}, '/api/v1/proposals'), 401, 'UNAUTHENTICATED');
  });

  it('uses the workspace currency chosen later (currency_code) for new proposals', async () => {
    const owner = await createOwner(t.db);
    await t.db.update(workspaces).set({ currencyCode: 'EUR' }).where(eq(workspaces.id, owner.workspace.id));
    const line = await addLine(t, owner.workspace.id);
    expect((await newProposal(t, owner, line.id)).currency_code).toBe('EUR');
    expect((await getWorkspace(t.db, owner.workspace.id)).defaultCurrency).toBe('CLP');
  });
});
