import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { createMember, createUser, tokenFor, type Owner } from './factories.ts';
import { multipart, PDF_BYTES } from './http.ts';
import { customerAccessTokens, onlineCharges, projectCustomers, teamInvitations, users } from '../src/db/schema/index.ts';
import { newToken, sha256 } from '../src/lib/crypto.ts';
import { notifyWorkspaceStaff } from '../src/modules/notifications/notify.ts';
import { ownerOn } from '../src/modules/projects/projects.fixtures.ts';
import { addCompany, addLine, INSTALLMENTS, readyProposal, SERVICES, type Json } from '../src/modules/proposals/proposals.fixtures.ts';
import { signOk } from '../src/modules/signatures/signatures.fixtures.ts';
import { createSseParser } from '@trato/domain/realtime/sse';
import { countStatements } from './statements.ts';

/**
 * One workspace seeded for counting the SQL statements of every read endpoint (bench/queries.mjs and
 * the statements test share it): portals of ONE company (so the company's lists grow too) with a
 * plan (one payment paid), three stages, two files and two comments each; proposals with services
 * and a plan; a signed proposal; catalogue services; staff and customer notifications; a member,
 * an invitation, a superadmin and a calendar feed. `grow` adds rows, so a run can compare the
 * counts at two sizes: a per-row query shows up as counts that grow with the rows.
 */
export type ReadsSeed = {
  owner: Owner;
  customerHeaders: Record<string, string>;
  godHeaders: Record<string, string>;
  line: Json;
  company: Json;
  customerId: string;
  portals: Json[];
  proposals: Json[];
  services: Json[];
  signed: Json;
  invitationToken: string;
  feedUrl: string;
  /** A «Pagar» link of the first portal's first pending payment (decision 0074). */
  payLinkPath: string;
  /** How many portals, proposals, services and notifications each there are. */
  rows: number;
};

type Headers = Record<string, string>;

async function call(t: TestApp, method: string, headers: Headers, url: string, payload?: unknown): Promise<Json> {
  const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined && { payload: payload as object }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.body ? res.json() : {};
}

/** A customer session that reaches every portal the customer is given (null project scope). */
async function customerHeadersFor(t: TestApp, customerId: string): Promise<Headers> {
  const token = newToken();
  await t.db.insert(customerAccessTokens).values({ customerId, tokenHash: sha256(token), strategy: 'magic-link', expiresAt: new Date(Date.now() + 86_400_000) });
  return { authorization: `Bearer ${token}` };
}

const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The 40/30/30 plan falling due n days later: lists ordered by due date then have no ties (a stable snapshot). */
const planDue = (n: number) => ({ ...INSTALLMENTS, payments: INSTALLMENTS.payments.map((p) => ({ ...p, due_at: shiftDay(p.due_at!, n) })) });

async function addPortal(t: TestApp, s: ReadsSeed, n: number): Promise<Json> {
  const h = s.owner.headers;
  const created = (await call(t, 'POST', h, '/api/v1/projects?status=init&type=project', { line_id: s.line.id, company_id: s.company.id, name: `Portal ${n}` })).data;
  await call(t, 'PUT', h, `/api/v1/projects/${created.id}`, { services: SERVICES, payments: planDue(n) });
  const project = (await call(t, 'POST', h, `/api/v1/projects/${created.id}/publish`)).data;
  await t.db.insert(projectCustomers).values({ workspaceId: s.owner.workspace.id, projectId: project.id, customerId: s.customerId }).onConflictDoNothing();
  await call(t, 'PUT', h, `/api/v1/projects/${project.id}/payments/${project.payments.payments[0].id}/status`, { status: 'paid' });
  // The paid payment's receipt (decision 0072): its reads are counted too.
  project.receipt_id = (await call(t, 'GET', h, `/api/v1/projects/${project.id}/receipts`)).data[0].id;
  for (const [name, start, end] of [['Diseño', '2026-01-05', '2026-01-20'], ['Desarrollo', '2026-02-01', '2026-02-20'], ['Entrega', '2026-03-01', '2026-03-20']]) {
    await call(t, 'POST', h, `/api/v1/projects/${project.id}/stages`, { name, start_date: start, end_date: end });
  }
  const pdf = (filename: string) => ({ filename, bytes: PDF_BYTES, type: 'application/pdf' });
  // One upload each: two files of one request share their activity's timestamp (an unstable order).
  for (const name of ['contrato.pdf', 'anexo.pdf']) {
    const upload = await multipart([['origin', 'admin'], ['fileableId', project.id], ['directory', 'project_files'], ['file', pdf(name)]], h);
    await call(t, 'POST', upload.headers, '/api/v1/upload/file', upload.payload);
  }
  for (const body of ['¿Cuándo empezamos?', 'El lunes.']) await call(t, 'POST', h, '/api/v1/comments', { type: 'project', proposalId: project.id, origin: 'admin', body });
  return project;
}

/** Adds portals, proposals, catalogue services and staff notifications until there are `rows` of each. */
export async function growReads(t: TestApp, s: ReadsSeed, rows: number): Promise<void> {
  const h = s.owner.headers;
  for (let n = s.rows + 1; n <= rows; n++) {
    s.portals.push(await addPortal(t, s, n));
    s.proposals.push(await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: `Propuesta ${n}`, extra: { services: SERVICES, payments: planDue(100 + n) } }));
    s.services.push((await call(t, 'POST', h, '/api/v1/services', { name: `Servicio ${n}`, type: 'simple', total: '150000', subservices: [{ name: 'Logo', type: 'simple', total: '1000', position: 0 }] })).data);
    await notifyWorkspaceStaff(t.db, s.owner.workspace.id, { type: 'proposal.viewed', title: `Vista ${n}`, data: {} });
  }
  s.rows = Math.max(s.rows, rows);
}

export async function seedReads(t: TestApp, rows: number): Promise<ReadsSeed> {
  const owner = await ownerOn(t);
  const line = await addLine(t, owner.workspace.id, 'Branding');
  const company = await addCompany(t, owner.workspace.id, 'Panadería Ñuñoa');
  await createMember(t.db, owner.workspace.id, 'member', { name: 'Mario Miembro' });
  const invitationToken = newToken();
  await t.db.insert(teamInvitations).values({
    workspaceId: owner.workspace.id,
    email: `invitada.${randomUUID().slice(0, 8)}@ejemplo.test`,
    role: 'admin',
    tokenHash: sha256(invitationToken),
    invitedBy: owner.user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const god = await createUser(t.db, { name: 'Operadora' });
  await t.db.update(users).set({ isGod: true }).where(eq(users.id, god.id));
  const feed = (await call(t, 'POST', owner.headers, '/api/v1/calendar/feed')).data;

  const signedProposal = await readyProposal(t, owner, {
    lineId: line.id,
    companyId: company.id,
    name: 'Propuesta firmada',
    extra: { services: SERVICES, payments: planDue(-50) },
  });
  await call(t, 'POST', owner.headers, `/api/v1/proposals/${signedProposal.id}/send`, {});
  await signOk(t, signedProposal.slug);

  const s: ReadsSeed = {
    owner,
    customerHeaders: await customerHeadersFor(t, company.contact.id),
    godHeaders: { authorization: `Bearer ${await tokenFor(t.db, god.id)}` },
    line,
    company,
    customerId: company.contact.id,
    portals: [],
    proposals: [],
    services: [],
    signed: signedProposal,
    invitationToken,
    feedUrl: feed.url,
    payLinkPath: '',
    rows: 0,
  };
  await growReads(t, s, rows);
  const firstPortal = s.portals[0]!;
  // The first payment of each portal is marked paid by growReads: the link is for the second.
  const unpaid = (firstPortal.payments.payments as Json[])[1]!;
  s.payLinkPath = new URL((await call(t, 'POST', owner.headers, `/api/v1/projects/${firstPortal.id}/payments/${unpaid.id}/links`)).data.url).pathname;
  // The paid first payment was also paid online (a duplicate the team must refund): the /payments
  // list and the project's charges carry it (decision 0078).
  const paid = (firstPortal.payments.payments as Json[])[0]!;
  await t.db
    .insert(onlineCharges)
    .values({ workspaceId: owner.workspace.id, paymentId: paid.id as string, provider: 'stripe', providerRef: 'cs_test_reads', status: 'duplicate', amountMinor: null, currency: 'CLP' });
  // The first proposal is sent and has a public thread: what its client sees on /p/{slug}.
  const shown = s.proposals[0]!;
  await call(t, 'POST', owner.headers, `/api/v1/proposals/${shown.id}/status`, { status: 'SENT' });
  for (const body of ['Una duda', 'Respondida']) await call(t, 'POST', owner.headers, '/api/v1/comments', { type: 'proposal', proposalId: shown.slug, origin: 'admin', body });
  return s;
}

/** One GET request to count: the OpenAPI operation it exercises, who asks and the URL. */
export type ReadCall = { op: string; label: string; headers: Headers; url: string };

/**
 * GET operations in /api/docs/json that are not counted, and why. Everything else must have a call
 * below: the statements test fails when a new GET operation is neither counted nor listed here.
 */
export const NOT_COUNTED: Record<string, string> = {
  '/api/auth/authorize/google/callback': 'a Google sign-in callback: it verifies an ID token and writes a session, it reads no screen',
  '/api/auth/customer/authorize/google/callback': 'a Google sign-in callback: it verifies an ID token and writes a session, it reads no screen',
  '/api/v1/checkout/sessions': 'opens a checkout session at the payment provider (a write there); hosted billing only',
  '/api/v1/notifications/stream': 'an SSE stream: its Last-Event-ID replay is counted separately (over a real port)',
  '/api/v1/customer/notifications/stream': 'an SSE stream: its Last-Event-ID replay is counted separately (over a real port)',
};

/** The calls of every counted GET operation, with the seed's ids. */
export function readCalls(s: ReadsSeed): ReadCall[] {
  const h = s.owner.headers;
  const ch = s.customerHeaders;
  const g = s.godHeaders;
  const project = s.portals[0]!.id;
  const proposal = s.proposals[0]!;
  const company = s.company.id;
  const get = (op: string, headers: Headers, url = op, label = `GET ${op.slice('/api'.length)}`): ReadCall => ({ op, label, headers, url });
  const calls: ReadCall[] = [
    get('/api/health', {}),
    get('/api/health/live', {}),
    get('/api/auth/providers', {}),
    get('/api/auth/customer/brand/{workspace}', {}, `/api/auth/customer/brand/${s.owner.workspace.id}`),
    get('/api/auth/invitations/{token}', {}, `/api/auth/invitations/${s.invitationToken}`),
    get('/api/v1/account', h),
    get('/api/v1/currencies', h),
    get('/api/v1/collections', h),
    get('/api/v1/plans', h),
    get('/api/v1/billing', h),
    get('/api/v1/transactions', h),
    get('/api/v1/teams', h),
    get('/api/v1/lines', h),
    get('/api/v1/lines/{id}', h, `/api/v1/lines/${s.line.id}`),
    get('/api/v1/services', h),
    get('/api/v1/services/search', h, '/api/v1/services/search?query=Servicio'),
    get('/api/v1/services/{id}', h, `/api/v1/services/${s.services[0]!.id}`),
    get('/api/v1/companies', h),
    get('/api/v1/companies/{id}', h, `/api/v1/companies/${company}`),
    get('/api/v1/companies/{id}/projects', h, `/api/v1/companies/${company}/projects`),
    get('/api/v1/companies/{id}/proposals', h, `/api/v1/companies/${company}/proposals`),
    get('/api/v1/companies/{id}/payments', h, `/api/v1/companies/${company}/payments`),
    get('/api/v1/companies/{id}/files', h, `/api/v1/companies/${company}/files`),
    get('/api/v1/proposals', h),
    get('/api/v1/proposals/{id}', h, `/api/v1/proposals/${proposal.id}`),
    get('/api/v1/proposal-form/{id}', h, `/api/v1/proposal-form/${proposal.id}`),
    get('/api/v1/proposals/{id}/pdf', h, `/api/v1/proposals/${proposal.id}/pdf`),
    get('/api/v1/proposals/{id}/evidence', h, `/api/v1/proposals/${s.signed.id}/evidence`, 'GET /v1/proposals/{id}/evidence (signed)'),
    get('/api/v1/proposal/{slugOrId}', {}, `/api/v1/proposal/${proposal.slug}`, 'GET /v1/proposal/{slug} (public)'),
    get('/api/v1/proposal/{slugOrId}/pdf', {}, `/api/v1/proposal/${proposal.slug}/pdf`, 'GET /v1/proposal/{slug}/pdf (public)'),
    get('/api/v1/comments', {}, `/api/v1/comments?type=proposal&proposalId=${proposal.slug}`, 'GET /v1/comments (public proposal thread)'),
    get('/api/v1/comments', h, `/api/v1/comments?type=project&proposalId=${project}`, 'GET /v1/comments (portal thread, staff)'),
    get('/api/v1/comments', ch, `/api/v1/comments?type=project&proposalId=${project}`, 'GET /v1/comments (portal thread, customer)'),
    get('/api/v1/projects', h, '/api/v1/projects?page=1'),
    get('/api/v1/projects/{id}', h, `/api/v1/projects/${project}`),
    get('/api/v1/projects/{id}/magic-link', h, `/api/v1/projects/${project}/magic-link`),
    get('/api/v1/projects/{id}/stages', h, `/api/v1/projects/${project}/stages`),
    get('/api/v1/projects/{id}/charges', h, `/api/v1/projects/${project}/charges`),
    get('/api/v1/projects/{id}/files', h, `/api/v1/projects/${project}/files`),
    get('/api/v1/projects/{id}/client', h, `/api/v1/projects/${project}/client`),
    get('/api/v1/activities', h, `/api/v1/activities?projectId=${project}`, 'GET /v1/activities?projectId'),
    get('/api/v1/activities', h),
    get('/api/v1/notifications', h),
    get('/api/v1/search', h, '/api/v1/search?query=an&limit=20'),
    get('/api/v1/payments', h, '/api/v1/payments?page=1'),
    get('/api/v1/payments/metrics', h),
    get('/api/v1/payments/{id}', h, `/api/v1/payments/${s.portals[0]!.payments.payments[0].id}`),
    get('/api/v1/customer/projects', ch, '/api/v1/customer/projects?page=1&perPage=50'),
    get('/api/v1/customer/projects/{id}', ch, `/api/v1/customer/projects/${project}`),
    get('/api/v1/customer/payments', ch),
    get('/api/v1/customer/payments/{id}/checkout', ch, `/api/v1/customer/payments/${s.portals[0]!.payments.payments[0].id}/checkout`),
    get('/api/v1/proposal/{slugOrId}/payment', {}, `/api/v1/proposal/${s.signed.slug}/payment`, 'GET /v1/proposal/{slug}/payment (public, accepted)'),
    get('/api/v1/customer/services', ch),
    get('/api/v1/customer/notifications', ch),
    get('/api/v1/customer/receipts', ch),
    get('/api/v1/customer/receipts/{id}', ch, `/api/v1/customer/receipts/${s.portals[0]!.receipt_id}`),
    get('/api/v1/customer/receipts/{id}/pdf', ch, `/api/v1/customer/receipts/${s.portals[0]!.receipt_id}/pdf`),
    get('/api/v1/projects/{id}/receipts', h, `/api/v1/projects/${project}/receipts`),
    get('/api/v1/receipts/{id}/pdf', h, `/api/v1/receipts/${s.portals[0]!.receipt_id}/pdf`),
    get('/api/v1/dashboard/metrics', h),
    get('/api/v1/dashboard/calendar', h, '/api/v1/dashboard/calendar?start_date=2026-01-01&end_date=2026-12-31'),
    get('/api/v1/calendar/feed', h),
    get('/api/calendar/{file}', {}, new URL(s.feedUrl).pathname, 'GET /calendar/{token}.ics (public)'),
    get('/api/v1/pay/{token}', {}, `/api/v1${s.payLinkPath}`, 'GET /v1/pay/{token} (public «Pagar» link)'),
    get('/api/v1/superadmin/plans', g),
    get('/api/v1/superadmin/diagnostics', g),
  ];
  for (const list of ['users', 'customers', 'workspaces', 'payments', 'projects', 'proposals', 'comments', 'services']) {
    calls.push(get('/api/v1/superadmin', g, `/api/v1/superadmin?list=${list}`, `GET /v1/superadmin?list=${list}`));
  }
  return calls;
}

/** The public proposal answers in at most 2 statements; every other read in at most 3 (issue 13, target 1). */
export const limitOf = (op: string): number => (op === '/api/v1/proposal/{slugOrId}' ? 2 : 3);

/** How many rows a read returned: the longest array in its body (top level, under `data` or `result`), else 1. */
export function rowsOf(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 1;
  const arrays: number[] = [];
  for (const level of [body, (body as Json).data, (body as Json).result]) {
    if (Array.isArray(level)) arrays.push(level.length);
    else if (level && typeof level === 'object') for (const v of Object.values(level)) if (Array.isArray(v)) arrays.push(v.length);
  }
  return arrays.length ? Math.max(...arrays) : 1;
}

/** A counted request: its status, how many rows it answered and every SQL statement it sent. */
export type Counted = ReadCall & { status: number; rows: number; statements: string[] };

/** Sends one call and counts every statement of it, the session lookup included. */
export async function countCall(t: Pick<TestApp, 'app' | 'db'>, c: ReadCall): Promise<Counted> {
  const { result, statements } = await countStatements(t.db, () => t.app.inject({ method: 'GET', url: c.url, headers: c.headers }), { session: true });
  const json = String(result.headers['content-type']).startsWith('application/json');
  return { ...c, status: result.statusCode, rows: json && result.statusCode < 300 ? rowsOf(result.json()) : 1, statements };
}

/** Opens a stream with Last-Event-ID and counts the replayed events (it stops after 300 ms of quiet). */
async function replayed(url: string, headers: Headers): Promise<number> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let events = 0;
  const parser = createSseParser(() => events++);
  for (;;) {
    const quiet = new Promise<null>((r) => setTimeout(() => r(null), 300));
    const next = await Promise.race([reader.read(), quiet]);
    if (!next || next.done) break;
    parser.push(next.value);
  }
  abort.abort();
  return events;
}

/**
 * The two realtime streams' Last-Event-ID replay, counted over a real port (inject cannot hold a
 * stream open): the replay is the stream's read. Listens on a free port if the app does not yet.
 */
export async function countReplays(t: Pick<TestApp, 'app' | 'db'>, s: ReadsSeed): Promise<Counted[]> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const oldest = async (headers: Headers, url: string) => (await t.app.inject({ method: 'GET', url, headers })).json().data.at(-1).id as string;
  const streams: [string, Headers, string][] = [
    ['/api/v1/notifications/stream', s.owner.headers, await oldest(s.owner.headers, '/api/v1/notifications')],
    ['/api/v1/customer/notifications/stream', s.customerHeaders, await oldest(s.customerHeaders, '/api/v1/customer/notifications')],
  ];
  const out: Counted[] = [];
  for (const [op, headers, lastId] of streams) {
    const { result, statements } = await countStatements(t.db, () => replayed(`${base}${op}`, { ...headers, 'last-event-id': lastId }), { session: true });
    out.push({ op, label: `GET ${op.slice(4)} (replay)`, headers, url: op, status: 200, rows: result, statements });
  }
  return out;
}
