import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { addCompany, addLine, api, INSTALLMENTS, SERVICES, SERVICES_TOTAL, type Json } from '../proposals/proposals.fixtures.ts';
import { published, signedInCustomer } from '../public-proposals/public.fixtures.ts';
import { customerSession, newProject, ownerOn, portal } from './projects.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

const ids = (res: { json: () => Json }) => res.json().data.map((x: { id: string }) => x.id);

describe('GET /v1/projects', () => {
  it("lists the workspace's projects (signed proposals), not its proposals; the proposal links to its project", async () => {
    const p = await published(t, { name: 'Portal Panadería' });
    const { projectId } = await signedInCustomer(t, p);
    const res = await get(p.owner.headers, '/api/v1/projects');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((x: { id: string }) => x.id)).toEqual([projectId]);
    expect(body.data[0]).toMatchObject({ type: 'project', name: 'Portal Panadería', client: { name: 'Panadería Ñuñoa' } });
    expect(body.meta).toMatchObject({ total: 1, per_page: 10, current_page: 1, path: '/api/v1/projects' });

    const proposal = (await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data;
    expect(proposal.project).toEqual({ id: projectId, name: 'Portal Panadería' });
  });

  it('401 without a token; another workspace sees none of them', async () => {
    const p = await published(t, { name: 'Portal reservado' });
    await signedInCustomer(t, p);
    const other = await published(t);
    expectError(await get({}, '/api/v1/projects'), 401, 'UNAUTHENTICATED');
    const res = await get(other.owner.headers, '/api/v1/projects');
    expect(res.json().data).toEqual([]);
    expect(leaksNothing(res.body, ['Portal reservado'])).toBe(true);
    expect((await get(other.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).statusCode).toBe(404);
  });

  it('filters by status (Activos, Finalizados), line, text and trash, page size 10', async () => {
    const a = await portal(t, { name: 'Sitio Café Ñandú' });
    const owner = a.owner;
    const b = await portal(t, { owner, name: 'Tienda online' });
    await post(owner.headers, `/api/v1/projects/${b.project.id}/finish`);
    const c = await portal(t, { owner, name: 'Portal a la papelera' });
    await del(owner.headers, `/api/v1/projects/${c.project.id}`);

    expect(ids(await get(owner.headers, '/api/v1/projects?type=project&status=active'))).toEqual([a.project.id]);
    expect(ids(await get(owner.headers, '/api/v1/projects?status=finished'))).toEqual([b.project.id]);
    expect(ids(await get(owner.headers, '/api/v1/projects?trash=1'))).toEqual([c.project.id]);
    expect(ids(await get(owner.headers, `/api/v1/projects?line_id=${b.line.id}`))).toEqual([b.project.id]);
    expect(ids(await get(owner.headers, '/api/v1/projects?text=cafe nandu'))).toEqual([a.project.id]);
    const item = (await get(owner.headers, '/api/v1/projects?status=finished')).json().data[0];
    expect(item).toMatchObject({ links: { public: `http://trato.test/p/${b.project.slug}`, client: `http://trato.test/c/project/${b.project.id}` }, status: 'finished', status_label: 'Finalizado', proposal_statuses: ['Finalizado'], actions: ['reactivate'], total: SERVICES_TOTAL, paid_total: '0.00' });
    const trashed = (await get(owner.headers, '/api/v1/projects?trash=1')).json().data[0];
    expect(trashed.proposal_statuses).toEqual(['Activo', 'Papelera']);

    for (let i = 0; i < 10; i++) await newProject(t, owner, { name: `Borrador ${i}` });
    const page2 = (await get(owner.headers, '/api/v1/projects?page=2')).json();
    expect(page2.meta).toMatchObject({ total: 12, last_page: 2, current_page: 2 });
    expect(page2.data).toHaveLength(2);
    // Portals still in the wizard ('Portales sin terminar'): only the ten new ones.
    const unfinished = (await get(owner.headers, '/api/v1/projects?status=init')).json();
    expect(unfinished.meta.total).toBe(10);
    expect(unfinished.data.every((p: { status: string }) => p.status === 'init')).toBe(true);
  });

  it('422 in Spanish for an unknown status or a bad page', async () => {
    const owner = await ownerOn(t);
    expectError(await get(owner.headers, '/api/v1/projects?status=DRAFT'), 422, 'VALIDATION_ERROR', { field: 'status', message: PROJECT_MESSAGES.statusFilterInvalid });
    expectError(await get(owner.headers, '/api/v1/projects?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
  });

  it('reads a page in at most 3 statements, whatever its size', async () => {
    const { owner } = await portal(t);
    const one = await countStatements(t.db, () => get(owner.headers, '/api/v1/projects'));
    for (let i = 0; i < 9; i++) await portal(t, { owner });
    const ten = await countStatements(t.db, () => get(owner.headers, '/api/v1/projects'));
    expect(ten.result.json().data).toHaveLength(10);
    expect(ten.statements.length).toBeLessThanOrEqual(3);
    expect(ten.statements.length).toBe(one.statements.length);
  });
});

describe('GET /v1/projects/{id}', () => {
  it('has everything the page shows: client, services, payments, stages, files, customers, counts', async () => {
    const { owner, project, company } = await portal(t);
    const res = await get(owner.headers, `/api/v1/projects/${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: project.id,
      type: 'project',
      status: 'active',
      status_label: 'Activo',
      client: { name: 'Panadería Ñuñoa', contact: { name: 'Marta Núñez', email: company.contact.email } },
      totals: { total: SERVICES_TOTAL },
      payments: { type: 'installments', plan: 'installments' },
      stages: [],
      files: [],
      customers: [],
      comments_count: 0,
      visitLogs: [],
      proposal: null,
      organization: { primary_color: '#1d4ed8' },
      links: { client: `http://trato.test/c/project/${project.id}` },
    });
    expect(d.services.map((s: Json) => s.name)).toEqual(['Logo', 'Horas de diseño', 'Sitio web']);
    expect(d.payments.payments.map((p: Json) => [p.name, p.amount, p.status, p.paid_at])).toEqual([
      ['Anticipo', '135000.60', 'pending', null],
      ['Segundo pago', '101250.45', 'pending', null],
      ['Entrega', '101250.45', 'pending', null],
    ]);
  });

  it('reads in at most 3 statements', async () => {
    const { owner, project } = await portal(t);
    await post(owner.headers, `/api/v1/projects/${project.id}/stages`, { name: 'Diseño' });
    const { statements, result } = await countStatements(t.db, () => get(owner.headers, `/api/v1/projects/${project.id}`));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('401 without a token or with a customer token; 404 for another workspace, a proposal or an unknown id, leaking nothing', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal secreto' });
    const other = await ownerOn(t);
    expectError(await get({}, `/api/v1/projects/${project.id}`), 401, 'UNAUTHENTICATED');
    // A customer with access to this very portal still is not staff.
    const customer = await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    expectError(await get(customer, `/api/v1/projects/${project.id}`), 401, 'UNAUTHENTICATED');
    const res = await get(other.headers, `/api/v1/projects/${project.id}`);
    expectError(res, 404, 'NOT_FOUND', { message: PROJECT_MESSAGES.notFound });
    expect(leaksNothing(res.body, ['Portal secreto', company.contact.email, project.slug])).toBe(true);
    expectError(await get(owner.headers, `/api/v1/projects/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get(owner.headers, '/api/v1/projects/no-es-un-id'), 404, 'NOT_FOUND');
    const p = await published(t);
    expectError(await get(p.owner.headers, `/api/v1/projects/${p.proposal.id}`), 404, 'NOT_FOUND');
  });
});

describe('POST /v1/projects and PUT /v1/projects/{id}', () => {
  it('creates a portal in set-up with no proposal, in the workspace currency', async () => {
    const owner = await ownerOn(t);
    const project = await newProject(t, owner);
    expect(project).toMatchObject({ type: 'project', status: 'init', status_label: 'Sin terminar', proposal_id: null, name: '', form_step: 1, actions: ['publish', 'finish'] });
    expect((await get(owner.headers, '/api/v1/proposals?type=proposal')).json().data).toEqual([]);
  });

  it('updates name, line, client, sanitized content and the plan with the builder rules', async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const project = await newProject(t, owner);
    const content = { blocks: [{ type: 'paragraph', data: { text: 'Hola <script>alert(1)</script><b>equipo</b>' } }] };
    const res = await put(owner.headers, `/api/v1/projects/${project.id}`, { name: 'Portal Ñuñoa', line_id: line.id, company_id: company.id, content, services: SERVICES, payments: INSTALLMENTS, form_step: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ name: 'Portal Ñuñoa', line_id: line.id, company_id: company.id, form_step: 2, total: SERVICES_TOTAL });
    expect(d.content.blocks[0].data.text).toBe('Hola <b>equipo</b>');
    expect(d.payments.payments).toHaveLength(3);
  });

  it('422 in Spanish: a line or client of another workspace, a plan that does not add up; nothing saved', async () => {
    const { owner, project } = await portal(t);
    const other = await ownerOn(t);
    const foreignLine = await addLine(t, other.workspace.id);
    expectError(await post(owner.headers, '/api/v1/projects', { line_id: foreignLine.id }), 422, 'VALIDATION_ERROR', { field: 'line_id', message: 'Elige una línea de negocio de la lista.' });
    expectError(await put(owner.headers, `/api/v1/projects/${project.id}`, { line_id: foreignLine.id }), 422, 'VALIDATION_ERROR', { field: 'line_id' });
    const bad = { ...INSTALLMENTS, payments: INSTALLMENTS.payments.map((p, i) => (i === 0 ? { ...p, amount: '1.00' } : p)) };
    const res = expectError(await put(owner.headers, `/api/v1/projects/${project.id}`, { name: 'Otro nombre', payments: bad }), 422, 'VALIDATION_ERROR');
    expect(JSON.stringify(res.errors)).toMatch(/deben sumar/);
    expect((await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data.name).toBe('Portal Panadería');
  });

  it('401 without a token; another workspace cannot create into or update a portal (404, nothing leaked)', async () => {
    const { project } = await portal(t, { name: 'Portal ajeno' });
    const other = await ownerOn(t);
    expectError(await post({}, '/api/v1/projects', {}), 401, 'UNAUTHENTICATED');
    expectError(await put({}, `/api/v1/projects/${project.id}`, { name: 'x' }), 401, 'UNAUTHENTICATED');
    const res = await put(other.headers, `/api/v1/projects/${project.id}`, { name: 'Robado' });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Portal ajeno'])).toBe(true);
  });
});
