import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPERADMIN_LISTS, SUPERADMIN_MESSAGES as M } from '@trato/domain/superadmin/superadmin';
import { useTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, DEFAULT_PASSWORD, type Owner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { LATEST_MIGRATION } from '../../../test/migrations.ts';
import { countStatements } from '../../../test/statements.ts';
import { comments, customers, emailOutbox, jobs, payments, services, superadminAudit, users } from '../../db/schema/index.ts';
import { addCompany, addLine, readyProposal } from '../proposals/proposals.fixtures.ts';
import { published, signedInCustomer } from '../public-proposals/public.fixtures.ts';
import { SUPERADMIN_ENDPOINTS } from './superadmin.fixtures.ts';

type Headers = Record<string, string>;

async function superadmin(t: TestApp, name = 'Olga Operadora'): Promise<Owner> {
  const owner = await createOwner(t.db, { user: { name } });
  await t.db.update(users).set({ isGod: true }).where(eq(users.id, owner.user.id));
  return owner;
}

const auditCount = async (t: TestApp) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(superadminAudit))[0]!.n;

describe('superadmin area (self-hosted)', () => {
  const t = useTestApp();
  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const list = (headers: Headers, query: string) => call(headers, 'GET', `/api/v1/superadmin?${query}`);
  const act = (headers: Headers, payload: object) => call(headers, 'POST', '/api/v1/superadmin', payload);

  it('every endpoint answers 401 without a token and 403 to the owner of a normal workspace, writing no audit row', async () => {
    const owner = await createOwner(t.db);
    const before = await auditCount(t);
    for (const e of SUPERADMIN_ENDPOINTS) {
      expectError(await call({}, e.method, e.url, e.payload), 401, 'UNAUTHENTICATED');
      expectError(await call(owner.headers, e.method, e.url, e.payload), 403, 'FORBIDDEN', { message: M.forbidden });
      // Bad input from a non-superadmin is still refused as 403: the check runs before validation.
      expectError(await call(owner.headers, e.method, `${e.url}${e.url.includes('?') ? '&' : '?'}page=x`, { action: 'nada' }), 403, 'FORBIDDEN');
    }
    expect(await auditCount(t)).toBe(before);
  });

  it('a superadmin gets 200s, and every call (reads and refused input included) writes one audit row before answering', async () => {
    const god = await superadmin(t);
    for (const e of SUPERADMIN_ENDPOINTS.filter((x) => x.method === 'GET')) {
      const before = await auditCount(t);
      const res = await call(god.headers, e.method, e.url);
      expect(res.statusCode, res.body).toBe(200);
      expect(await auditCount(t)).toBe(before + 1);
    }
    for (const e of SUPERADMIN_ENDPOINTS.filter((x) => x.method === 'POST')) {
      const before = await auditCount(t);
      const res = await call(god.headers, e.method, e.url, e.payload);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await auditCount(t)).toBe(before + 1);
    }
    const before = await auditCount(t);
    expectError(await list(god.headers, 'list=secrets'), 422, 'VALIDATION_ERROR', { field: 'list', message: M.unknownList });
    expect(await auditCount(t)).toBe(before + 1);
    const [last] = await t.db.select().from(superadminAudit).orderBy(sql`created_at desc`).limit(1);
    expect(last).toMatchObject({ userId: god.user.id, email: god.user.email, action: 'list:secrets' });
  });

  it('lists every kind with data and total; 422 in Spanish for a bad page or search', async () => {
    const god = await superadmin(t);
    const p = await published(t, { name: 'Cotización Ñandú' });
    await t.db.insert(payments).values({ workspaceId: p.owner.workspace.id, projectId: p.proposal.id, key: 'k1', name: 'Anticipo Ñandú', amountType: 'CLP', amount: '1000' });
    await t.db.insert(comments).values({ workspaceId: p.owner.workspace.id, projectId: p.proposal.id, origin: 'public', authorName: 'Marta', body: 'Me gusta la propuesta' });
    await t.db.insert(services).values({ workspaceId: p.owner.workspace.id, name: 'Diseño de logotipo', type: 'single' });
    for (const name of SUPERADMIN_LISTS) {
      const res = await list(god.headers, `list=${name}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ page: 1, per_page: 20, total: expect.any(Number), last_page: expect.any(Number) });
      if (name !== 'projects') expect(body.data.length, name).toBeGreaterThan(0);
      expect(body.meta.total).toBeGreaterThanOrEqual(body.data.length);
    }
    expectError(await list(god.headers, 'list=users&page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
    expectError(await list(god.headers, `list=users&search=${'a'.repeat(101)}`), 422, 'VALIDATION_ERROR', { field: 'search', message: M.searchTooLong });
    expectError(await list(god.headers, ''), 422, 'VALIDATION_ERROR', { field: 'list', message: M.unknownList });
    // Text PostgreSQL cannot store is refused before the audit row is written: 422, never a 500.
    expectError(await list(god.headers, 'list=users&search=a%00b'), 422, 'VALIDATION_ERROR');
    // Undecodable bytes become U+FFFD in the query parser: an ordinary search.
    expect((await list(god.headers, 'list=users&search=%ED%A0%80')).statusCode).toBe(200);
    expectError(await act(god.headers, { action: 'disable_workspace\u0000', workspace_id: '\ud800' }), 422, 'VALIDATION_ERROR');
  });

  it('search is accent- and case-insensitive; a page past the end is empty but keeps the total', async () => {
    const god = await superadmin(t);
    const jose = await createOwner(t.db, { user: { name: 'José Núñez', email: 'jose.nunez@ejemplo.test' }, workspace: { name: 'Estudio Peñalolén' } });
    const customer = await addCompany(t, jose.workspace.id, 'Cafetería Ñuble');
    void customer;
    const users1 = (await list(god.headers, 'list=users&search=NUNEZ')).json();
    expect(users1.data.map((u: { email: string }) => u.email)).toEqual(['jose.nunez@ejemplo.test']);
    expect(users1.meta.total).toBe(1);
    expect(users1.data[0]).toMatchObject({ name: 'José Núñez', is_god: false, email_verified: true, workspaces: 1 });
    const wss = (await list(god.headers, 'list=workspaces&search=penalolen')).json();
    expect(wss.data).toHaveLength(1);
    expect(wss.data[0]).toMatchObject({
      id: jose.workspace.id,
      name: 'Estudio Peñalolén',
      // The sign-up plan depends on the instance's mode and DEFAULT_PLAN (issue 11 §1), not on this area.
      plan: { id: expect.any(String), name: expect.any(String) },
      subscription: { status: 'active' },
      disabled_at: null,
      yours: false,
      members: 1,
      usage: { active_proposals: 0, active_portals: 0 },
    });
    const custs = (await list(god.headers, 'list=customers&search=nuble')).json();
    expect(custs.data[0]).toMatchObject({ company: 'Cafetería Ñuble', workspace: { id: jose.workspace.id } });
    // % is a literal, not a wildcard.
    expect((await list(god.headers, 'list=users&search=%25')).json().meta.total).toBe(0);
    const past = (await list(god.headers, 'list=users&search=nunez&page=9')).json();
    expect(past).toEqual({ data: [], meta: { total: 1, page: 9, per_page: 20, last_page: 1 } });
  });

  it('each list costs at most 3 SQL statements (the audit row included), past the last page too', async () => {
    const god = await superadmin(t);
    for (const name of SUPERADMIN_LISTS) {
      for (const query of [`list=${name}`, `list=${name}&search=a&page=50`]) {
        const { result, statements } = await countStatements(t.db, () => list(god.headers, query));
        expect(result.statusCode, result.body).toBe(200);
        expect(statements.length, `${query}: ${statements.join('\n')}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('assign_plan lifts a limit: on free the 4th active proposal is refused, on pro it passes', async () => {
    const god = await superadmin(t);
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const assigned = await act(god.headers, { action: 'assign_plan', workspace_id: owner.workspace.id, plan_id: 'free' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ plan: { id: 'free' }, subscription: { status: 'active', source: 'operator' } });
    for (let i = 0; i < 3; i++) await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
    const fourth = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, finish: false });
    const finish = () => t.app.inject({ method: 'POST', url: `/api/v1/proposal-form/${fourth.id}/finish`, headers: owner.headers });
    expectError(await finish(), 403, 'LIMIT_REACHED');
    const pro = await act(god.headers, { action: 'assign_plan', workspace_id: owner.workspace.id, plan_id: 'pro' });
    expect(pro.json()).toMatchObject({ data: { plan: { id: 'pro' }, usage: { active_proposals: 3 } }, message: expect.stringContaining('asignado') });
    expect((await finish()).statusCode).toBe(200);
  });

  it('unknown workspace or plan answer 404; a bad body answers 422 in Spanish', async () => {
    const god = await superadmin(t);
    const other = await createOwner(t.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await act(god.headers, { action: 'assign_plan', workspace_id: missing, plan_id: 'pro' }), 404, 'NOT_FOUND', { message: M.workspaceNotFound });
    expectError(await act(god.headers, { action: 'disable_workspace', workspace_id: missing }), 404, 'NOT_FOUND');
    expectError(await act(god.headers, { action: 'assign_plan', workspace_id: other.workspace.id, plan_id: 'oro' }), 404, 'NOT_FOUND', { message: M.planNotFound });
    expectError(await act(god.headers, { action: 'impersonate', workspace_id: other.workspace.id }), 422, 'VALIDATION_ERROR', { message: M.unknownAction });
    expectError(await act(god.headers, { action: 'disable_workspace', workspace_id: 'abc' }), 422, 'VALIDATION_ERROR', { field: 'workspace_id', message: M.workspaceId });
    expectError(await act(god.headers, { action: 'assign_plan', workspace_id: other.workspace.id }), 422, 'VALIDATION_ERROR', { field: 'plan_id' });
  });

  it('disable: members get 403 WORKSPACE_DISABLED and the public link 404; enable brings both back', async () => {
    const god = await superadmin(t);
    const p = await published(t);
    const member = await createMember(t.db, p.owner.workspace.id, 'member');
    const client = await signedInCustomer(t, p);
    const portal = () => t.app.inject({ method: 'GET', url: '/api/v1/customer/projects', headers: client.headers });
    expect((await portal()).statusCode).toBe(200);
    const publicLink = () => t.app.inject({ method: 'GET', url: `/api/v1/proposal/${p.proposal.slug}` });
    const proposals = (h: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/proposals', headers: h });
    expect((await publicLink()).statusCode).toBe(200);

    const off = await act(god.headers, { action: 'disable_workspace', workspace_id: p.owner.workspace.id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.disabled_at).toEqual(expect.any(String));
    for (const h of [p.owner.headers, member.headers]) expectError(await proposals(h), 403, 'WORKSPACE_DISABLED', { message: M.workspaceDisabled });
    expectError(await publicLink(), 404, 'NOT_FOUND');
    expectError(await portal(), 401, 'UNAUTHENTICATED');

    const on = await act(god.headers, { action: 'enable_workspace', workspace_id: p.owner.workspace.id });
    expect(on.json().data.disabled_at).toBeNull();
    expect((await proposals(p.owner.headers)).statusCode).toBe(200);
    expect((await proposals(member.headers)).statusCode).toBe(200);
    expect((await publicLink()).statusCode).toBe(200);
    expect((await portal()).statusCode).toBe(200);
  });

  it('a superadmin cannot disable a workspace they belong to (409)', async () => {
    const god = await superadmin(t);
    expectError(await act(god.headers, { action: 'disable_workspace', workspace_id: god.workspace.id }), 409, 'CONFLICT', { message: M.ownWorkspace });
    // The list says so beforehand, so the page offers no 'Desactivar' there.
    const own = (await list(god.headers, `list=workspaces&search=${encodeURIComponent(god.workspace.name)}`)).json();
    expect(own.data).toEqual([expect.objectContaining({ id: god.workspace.id, yours: true })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/proposals', headers: god.headers })).statusCode).toBe(200);
  });

  it('plans lists every plan, the non-public instance plan included, and the mode', async () => {
    const god = await superadmin(t);
    const body = (await call(god.headers, 'GET', '/api/v1/superadmin/plans')).json();
    expect(body.data.mode).toBe('self_hosted');
    expect(body.data.plans.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['free', 'pro', 'unlimited', 'early']));
  });

  it('PUT /v1/account cannot make anyone superadmin', async () => {
    const owner = await createOwner(t.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/account', headers: owner.headers, payload: { name: 'Ana Pérez', is_god: true, isGod: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.is_god).toBe(false);
    expectError(await list(owner.headers, 'list=users'), 403, 'FORBIDDEN');
  });

  it('diagnostics: version, database and migration level, storage driver, outbox backlog and job runs', async () => {
    const god = await superadmin(t);
    await t.db.insert(jobs).values({ name: 'outbox', lastStartedAt: new Date('2026-01-02T03:04:05Z'), lastFinishedAt: new Date('2026-01-02T03:04:06Z'), lastError: null }).onConflictDoNothing();
    await t.db.insert(emailOutbox).values({ kind: 'x', to: 'a@b.test', subject: 's', text: 't', html: 'h', status: 'failed' });
    const { result, statements } = await countStatements(t.db, () => call(god.headers, 'GET', '/api/v1/superadmin/diagnostics'));
    expect(statements.length).toBeLessThanOrEqual(3);
    const d = result.json().data;
    expect(d).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { kind: t.database.kind, migration: LATEST_MIGRATION.tag, applied: LATEST_MIGRATION.count, known: LATEST_MIGRATION.count },
      storage: { driver: 'local' },
      mail: { smtp: false },
    });
    expect(d.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(d.jobs).toContainEqual(expect.objectContaining({ name: 'outbox', last_started_at: '2026-01-02T03:04:05.000Z', last_finished_at: '2026-01-02T03:04:06.000Z', last_error: null }));
  });

  it('storage check writes, reads back and deletes a file, timing each step', async () => {
    const god = await superadmin(t);
    const res = await call(god.headers, 'POST', '/api/v1/superadmin/diagnostics/storage');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ok: true,
      driver: 'local',
      steps: ['write', 'read', 'delete'].map((step) => ({ step, ok: true, ms: expect.any(Number), error: null })),
    });
  });

  it('the test email goes to the superadmin through the outbox', async () => {
    const god = await superadmin(t);
    const res = await call(god.headers, 'POST', '/api/v1/superadmin/diagnostics/email');
    expect(res.statusCode, res.body).toBe(202);
    const { outbox_id, to, message } = res.json().data;
    expect(to).toBe(god.user.email);
    expect(message).toContain(god.user.email);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outbox_id));
    expect(row).toMatchObject({ to: god.user.email, subject: 'Correo de prueba de Trato', status: 'pending' });
    expect(row!.text).toContain('Olga Operadora');
  });

  it('the lists show other workspaces’ data only to the superadmin (customers with emails)', async () => {
    const god = await superadmin(t);
    const owner = await createOwner(t.db);
    const company = await addCompany(t, owner.workspace.id, 'Ferretería Ávila');
    await t.db.insert(customers).values({ workspaceId: owner.workspace.id, companyId: company.id, name: 'Íñigo Ávila', email: 'inigo@avila.test' });
    const res = (await list(god.headers, 'list=customers&search=inigo')).json();
    expect(res.data).toEqual([expect.objectContaining({ name: 'Íñigo Ávila', email: 'inigo@avila.test', company: 'Ferretería Ávila', workspace: { id: owner.workspace.id, name: owner.workspace.name } })]);
  });
});

describe('superadmin area (hosted: STRIPE_SECRET_KEY set)', () => {
  const t = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_superadmin', STRIPE_WEBHOOK_SECRET: 'whsec_superadmin' });

  it('assign_plan answers 409: plans are bought, not assigned; disable still works', async () => {
    const god = await superadmin(t);
    const other = await createOwner(t.db);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/superadmin', headers: god.headers, payload });
    expectError(await post({ action: 'assign_plan', workspace_id: other.workspace.id, plan_id: 'pro' }), 409, 'CONFLICT', { message: M.hostedPlans });
    expect((await post({ action: 'disable_workspace', workspace_id: other.workspace.id })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/plans', headers: god.headers })).json().data.mode).toBe('hosted');
  });
});

describe('SUPERADMIN_EMAILS', () => {
  const t = useTestApp({ SUPERADMIN_EMAILS: ' Jefa@Instancia.test , otra@instancia.test' });

  // The pre-registration path, proofs and re-checks: superadmin-proof.test.ts.
  it('makes the listed account superadmin when it signs in (the login answer already says so), nobody else', async () => {
    const boss = await createUser(t.db, { email: 'jefa@instancia.test' });
    const plain = await createUser(t.db);
    const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });
    const res = await login(boss.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.is_god).toBe(true);
    expect((await login(plain.email)).json().user.is_god).toBe(false);
    const token = res.json().token.access_token;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/superadmin?list=users', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
