import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES as PM } from '@trato/domain/portal/messages';
import { portalNavigation } from '@trato/domain/portal/navigation';
import { countStatements } from '../../../test/statements.ts';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { payments, projects, services } from '../../db/schema/index.ts';
import { addCompany } from '../proposals/proposals.fixtures.ts';
import { addFile, addStage, scopedSession, secondPortal, signedPortal, strangerCustomer } from './portal.fixtures.ts';
import { listCustomerProjects } from './portal-projects.ts';
import { readPortalProject } from './portal-reader.ts';

const t = useTestApp();
const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
const NOT_FOUND = { message: PM.notFound };


/** A signed portal with two stages, a staff file and a client file, the advance paid and an optional catalogue service. */
async function furnishedPortal() {
  const p = await signedPortal(t);
  const ws = p.owner.workspace.id;
  await addStage(t, ws, p.project, { name: 'Diseño', start: '2020-01-01', end: '2020-01-10', position: 0 });
  await addStage(t, ws, p.project, { name: 'Desarrollo', start: '2999-01-01', end: '2999-02-01', position: 1 });
  await addFile(t, ws, p.project, { name: 'Brief.PDF', mime: 'application/pdf', userId: p.owner.user.id });
  await addFile(t, ws, p.project, { name: 'logo.png', mime: 'image/png', customerId: p.customer.id, origin: 'portal' });
  const [advance] = await t.db.select().from(payments).where(eq(payments.projectId, p.project)).orderBy(payments.position).limit(1);
  await t.db.update(payments).set({ status: 'paid', paidAt: new Date() }).where(eq(payments.id, advance!.id));
  const [optional] = await t.db
    .insert(services)
    .values({ workspaceId: ws, name: 'Mantención mensual', type: 'simple', quantity: '1', value: '1', total: '90000', isPublic: true })
    .returning();
  await t.db.insert(services).values({ workspaceId: ws, name: 'Interno', type: 'simple', total: '1', isPublic: false });
  return { ...p, optional: optional! };
}

describe('GET /v1/customer/projects/{id}', () => {
  it('the whole portal as the client sees it: files, payments with their share, services (optional marked), content, contract, stages', async () => {
    const p = await furnishedPortal();
    const res = await get(p.headers, `/api/v1/customer/projects/${p.project}?include=files,payments,services,content&type=project`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: p.project, type: 'project', name: p.proposal.name, links: { portal: `/c/project/${p.project}` }, comments_count: 0 });
    expect(d.organization).toEqual({ id: p.owner.workspace.id, name: p.owner.workspace.name, logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago' });
    expect(d.files.count).toBe(2);
    // The upload limit, said under Archivos before choosing (UPLOAD_MAX_MB, 10 by default).
    expect(d.files.max_bytes).toBe(10 * 1024 * 1024);
    expect(d.files.data.map((f: { name: string; extension: string; origin: string; uploaded_by: unknown }) => [f.name, f.extension, f.origin, f.uploaded_by])).toEqual(
      expect.arrayContaining([
        ['Brief.PDF', 'pdf', 'admin', { kind: 'staff', name: p.owner.user.name }],
        ['logo.png', 'png', 'portal', { kind: 'customer', name: p.customer.name }],
      ]),
    );
    expect(d.files.data[0].download_link).toMatch(/^\/api\/files\/files\//);
    expect(d.payments).toMatchObject({ type: 'installments', total: '337501.50', paid_total: '135000.60', pending_total: '202500.90' });
    expect(d.payments.payments.map((x: { name: string; status: string; percent: string }) => [x.name, x.status, x.percent])).toEqual([
      ['Anticipo', 'paid', '40.00'],
      ['Segundo pago', 'pending', '30.00'],
      ['Entrega', 'pending', '30.00'],
    ]);
    const contracted = d.services.filter((s: { optional: boolean }) => !s.optional).map((s: { name: string }) => s.name);
    expect(contracted).toEqual(['Logo', 'Horas de diseño', 'Sitio web']);
    expect(d.services.filter((s: { optional: boolean }) => s.optional)).toEqual([expect.objectContaining({ id: p.optional.id, name: 'Mantención mensual', requested: false })]);
    expect(d.content.blocks[0].data.text).toBe('Alcance acordado');
    expect(d.contract).toMatchObject({
      proposal: { slug: p.proposal.slug },
      certificate: { signer_name: p.customer.name, signer_email: p.customer.email, mode: 'draw' },
      pdf_url: `/api/v1/proposal/${p.proposal.slug}/pdf`,
    });
    expect(d.contract.content.blocks).toHaveLength(1);
    expect(d.stages.map((s: { name: string; progress: number }) => [s.name, s.progress])).toEqual([
      ['Diseño', 100],
      ['Desarrollo', 0],
    ]);
    // The SPEC §2.2 navigation this portal gets.
    expect(portalNavigation(d).map((i) => `${i.label}${i.badge === null ? '' : ` ${i.badge}`}`)).toEqual([
      'Inicio',
      'Archivos 2',
      'Pagos 3',
      'Servicios',
      'Contrato',
      'Calendario',
      'Ayuda',
    ]);
    // The signed PDF link works.
    const pdf = await t.app.inject({ method: 'GET', url: d.contract.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('one SQL statement for the read, whatever the number of files, payments and stages', async () => {
    const p = await furnishedPortal();
    for (let i = 0; i < 12; i++) await addFile(t, p.owner.workspace.id, p.project, { name: `f${i}.docx`, mime: 'application/octet-stream' });
    const reader = { kind: 'customer' as const, workspaceId: p.owner.workspace.id, customerId: p.customer.id, onlyProjectId: null };
    const { result: dto, statements } = await countStatements(t.db, () => readPortalProject(t.db, reader, p.project, 10 * 1024 * 1024));
    expect(dto?.files.count).toBe(14);
    expect(statements).toHaveLength(1);
  });

  it('401 without a session or with a staff token', async () => {
    const p = await signedPortal(t);
    expectError(await get({}, `/api/v1/customer/projects/${p.project}`), 401, 'UNAUTHENTICATED');
    expectError(await get(p.owner.headers, `/api/v1/customer/projects/${p.project}`), 401, 'UNAUTHENTICATED');
  });

  it('404 with nothing leaked: another workspace’s customer, a customer of the same workspace without access, a trashed project, a proposal id; 422 for a malformed id', async () => {
    const p = await furnishedPortal();
    const other = await signedPortal(t);
    const secrets = [p.proposal.name, p.customer.email, p.optional.name, 'Brief.PDF'];
    const r1 = await get(other.headers, `/api/v1/customer/projects/${p.project}`);
    expectError(r1, 404, 'NOT_FOUND', NOT_FOUND);
    expect(leaksNothing(r1.body, secrets)).toBe(true);
    const stranger = await strangerCustomer(t, p.owner.workspace.id, (await addCompany(t, p.owner.workspace.id, 'Otra')).id);
    const r2 = await get(stranger.headers, `/api/v1/customer/projects/${p.project}`);
    expectError(r2, 404, 'NOT_FOUND', NOT_FOUND);
    expect(leaksNothing(r2.body, secrets)).toBe(true);
    expectError(await get(p.headers, `/api/v1/customer/projects/${p.proposal.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    expectError(await get(p.headers, '/api/v1/customer/projects/no-es-un-id'), 422, 'VALIDATION_ERROR', { field: 'id' });
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.project));
    expectError(await get(p.headers, `/api/v1/customer/projects/${p.project}`), 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('a session scoped to one project (signing link) cannot see the customer’s other portal', async () => {
    const p = await signedPortal(t);
    const second = await secondPortal(t, p);
    expect((await get(p.headers, `/api/v1/customer/projects/${second.project}`)).statusCode).toBe(200);
    const scoped = await scopedSession(t, p.customer.id, p.project);
    expect((await get(scoped.headers, `/api/v1/customer/projects/${p.project}`)).statusCode).toBe(200);
    expectError(await get(scoped.headers, `/api/v1/customer/projects/${second.project}`), 404, 'NOT_FOUND', NOT_FOUND);
  });
});

describe('GET /v1/customer/projects', () => {
  it('the portals the session reaches, oldest first, the current one, the user and the workspace look', async () => {
    const p = await signedPortal(t);
    const second = await secondPortal(t, p);
    await signedPortal(t); // someone else's
    const res = await get(p.headers, '/api/v1/customer/projects?page=1&perPage=10&response=simple');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.projects.map((x: { id: string }) => x.id)).toEqual([p.project, second.project]);
    expect(body.current_project).toMatchObject({ id: p.project, name: p.proposal.name, client: { name: 'Panadería Ñuñoa' } });
    expect(body.user).toEqual({ id: p.customer.id, name: p.customer.name, email: p.customer.email, avatar: null, has_password: false });
    expect(body.organization).toMatchObject({ name: p.owner.workspace.name, primary_color: '#1d4ed8' });
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect((await get(p.headers, `/api/v1/customer/projects?project_id=${second.project}`)).json().current_project.id).toBe(second.project);
    const page2 = (await get(p.headers, '/api/v1/customer/projects?perPage=1&page=2')).json();
    expect(page2).toMatchObject({ projects: [{ id: second.project }], meta: { total: 2, last_page: 2 }, current_project: { id: p.project } });
    const scoped = await scopedSession(t, p.customer.id, p.project);
    expect((await get(scoped.headers, '/api/v1/customer/projects')).json().projects.map((x: { id: string }) => x.id)).toEqual([p.project]);
    expectError(await get(scoped.headers, `/api/v1/customer/projects?project_id=${second.project}`), 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('paginates; project_id the session cannot open → 404; 422 for bad page values; 401 without a session', async () => {
    const p = await signedPortal(t);
    const other = await signedPortal(t);
    expect((await get(p.headers, '/api/v1/customer/projects?page=2')).json()).toMatchObject({ projects: [], meta: { current_page: 2, total: 1, from: null } });
    const r = await get(p.headers, `/api/v1/customer/projects?project_id=${other.project}`);
    expectError(r, 404, 'NOT_FOUND', NOT_FOUND);
    expect(leaksNothing(r.body, [other.proposal.name])).toBe(true);
    expectError(await get(p.headers, '/api/v1/customer/projects?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
    expectError(await get(p.headers, '/api/v1/customer/projects?perPage=500'), 422, 'VALIDATION_ERROR', { field: 'perPage' });
    expectError(await get({}, '/api/v1/customer/projects'), 401, 'UNAUTHENTICATED');
  });

  it('one SQL statement for the list, whatever the page size', async () => {
    const p = await signedPortal(t);
    await secondPortal(t, p);
    await secondPortal(t, p, 'Tercer portal');
    const session = { customer: p.customer, sessionId: 'x', projectId: null };
    const reader = { kind: 'customer' as const, workspaceId: p.owner.workspace.id, customerId: p.customer.id, onlyProjectId: null };
    const { result, statements } = await countStatements(t.db, () => listCustomerProjects(t.db, session, reader, { page: 1, perPage: 50, projectId: p.project }));
    expect(result.dto.projects).toHaveLength(3);
    expect(statements).toHaveLength(1);
  });

  it('a customer without portals gets an empty list and no current project', async () => {
    const owner = await createOwner(t.db);
    const company = await addCompany(t, owner.workspace.id);
    const stranger = await strangerCustomer(t, owner.workspace.id, company.id);
    const body = (await get(stranger.headers, '/api/v1/customer/projects')).json();
    expect(body).toMatchObject({ projects: [], current_project: null, meta: { total: 0 } });
  });
});

describe('GET /v1/customer/payments', () => {
  it('the current project’s plan with shares and totals; project_id of another portal → 404', async () => {
    const p = await furnishedPortal();
    const res = await get(p.headers, '/api/v1/customer/payments');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ type: 'installments', plan: 'installments', currency_code: 'CLP', total: '337501.50', paid_total: '135000.60', pending_total: '202500.90', bank_accounts: [] });
    expect(res.json().data.map((x: { status: string }) => x.status)).toEqual(['paid', 'pending', 'pending']);
    const other = await signedPortal(t);
    expectError(await get(p.headers, `/api/v1/customer/payments?project_id=${other.project}`), 404, 'NOT_FOUND', NOT_FOUND);
    expectError(await get({}, '/api/v1/customer/payments'), 401, 'UNAUTHENTICATED');
    expectError(await get(p.headers, '/api/v1/customer/payments?project_id=x'), 422, 'VALIDATION_ERROR', { field: 'project_id' });
  });
});

describe('GET /v1/projects/{id}/client (staff ‘Ver como cliente’)', () => {
  it('the same DTO the client gets', async () => {
    const p = await furnishedPortal();
    const staff = await get(p.owner.headers, `/api/v1/projects/${p.project}/client`);
    expect(staff.statusCode, staff.body).toBe(200);
    const client = await get(p.headers, `/api/v1/customer/projects/${p.project}`);
    expect(staff.json()).toEqual(client.json());
  });

  it('401 without a token, 401 with a customer token, 404 with nothing leaked for another workspace', async () => {
    const p = await furnishedPortal();
    const other = await createOwner(t.db);
    expectError(await get({}, `/api/v1/projects/${p.project}/client`), 401, 'UNAUTHENTICATED');
    expectError(await get(bearer(p.token), `/api/v1/projects/${p.project}/client`), 401, 'UNAUTHENTICATED');
    const r = await get(other.headers, `/api/v1/projects/${p.project}/client`);
    expectError(r, 404, 'NOT_FOUND');
    expect(leaksNothing(r.body, [p.proposal.name, p.customer.email])).toBe(true);
  });
});
