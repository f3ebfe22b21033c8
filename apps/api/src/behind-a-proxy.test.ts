import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../test/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { expectError } from '../test/http.ts';
import { auditEvents, signatures, visitLogs } from './db/schema/index.ts';
import { HSTS } from './lib/security-headers.ts';
import { pdfPages } from './modules/proposals/proposal-pdf.test-helpers.ts';
import { api } from './modules/proposals/proposals.fixtures.ts';
import { BROWSER_UA, published } from './modules/public-proposals/public.fixtures.ts';
import { sign, signableProposal } from './modules/signatures/signatures.fixtures.ts';

// Issue 29 §2: behind a reverse proxy the client's address is the one the trusted proxy appended to
// X-Forwarded-For, never what the client wrote to its left. A client rotating a forged left-most
// address gets nowhere: the limits count its real address, and the evidence records it (decision 0058).

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const WRONG_PASSWORD = 'Correo o contraseña incorrectos.';
const PER_ACCOUNT = 8; // AUTH_RATE_LIMIT_PER_ACCOUNT's default
const SIGNS_PER_IP = 20; // SIGN_RATE_LIMIT_PER_IP's default

/** A new forged address for every request, from a range no test uses as a real client. */
let n = 0;
const forged = () => `192.0.2.${(++n % 250) + 1}`;

/**
 * What a proxy forwards: the client's own X-Forwarded-For (here a forged address), then the address
 * the proxy saw the client connect from, appended; `closer` are the addresses later proxies appended.
 */
const forwarded = (client: string, left = forged(), ...closer: string[]) => ({ 'x-forwarded-for': [left, client, ...closer].join(', ') });

/** The addresses one request can leave in the database: visit rows, and every audit event of the proposal. */
async function visitFrom(t: TestApp, socket: string, headers: Record<string, string>) {
  const p = await published(t);
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${p.proposal.slug}/visit`, headers: { 'user-agent': BROWSER_UA, ...headers }, remoteAddress: socket });
  expect(res.statusCode, res.body).toBe(204);
  const visits = await t.db.select().from(visitLogs).where(eq(visitLogs.projectId, p.proposal.id));
  const viewed = await t.db.select().from(auditEvents).where(and(eq(auditEvents.projectId, p.proposal.id), eq(auditEvents.type, 'viewed')));
  // What staff see on the proposal.
  const shown = (await api(t).get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data.visitLogs.map((v: { ip: string }) => v.ip);
  return { visits: visits.map((v) => v.ip), viewed: viewed.map((e) => e.ip), shown };
}

const login = (t: TestApp, email: string, password: string, socket: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers, remoteAddress: socket });

describe.each([
  ['1', 'one proxy'],
  ['true', 'true means one proxy too, never every hop'],
])('TRUST_PROXY=%s (%s), the proxy at 127.0.0.1', (value) => {
  const t = useTestApp({ TRUST_PROXY: value });
  const PROXY = '127.0.0.1';

  it('12 wrong passwords for one account from one client, each with a new forged left-most address: from the 9th on, 429', async () => {
    const user = await createUser(t.db);
    const attacker = '203.0.113.61';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await login(t, user.email, 'no-es-la-clave-1', PROXY, forwarded(attacker))).statusCode);
    expect(answers).toEqual([...Array<number>(PER_ACCOUNT).fill(422), 429, 429, 429, 429]);
    expectError(await login(t, user.email, DEFAULT_PASSWORD, PROXY, forwarded(attacker)), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    // The owner, from their own address through the same proxy, still signs in; a wrong password
    // from there is an ordinary 422 (the attacker's count is theirs alone).
    expectError(await login(t, user.email, 'otra-clave-mala-2', PROXY, forwarded('198.51.100.62')), 422, 'VALIDATION_ERROR', { message: WRONG_PASSWORD });
    expect((await login(t, user.email, DEFAULT_PASSWORD, PROXY, forwarded('198.51.100.62'))).statusCode).toBe(200);
  });

  it('the signing limit counts the client, not the forged left-most address: the 21st attempt is refused', async () => {
    const client = '203.0.113.63';
    const attempt = (from: string) => sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip: PROXY, headers: forwarded(from) });
    for (let i = 0; i < SIGNS_PER_IP; i++) expect((await attempt(client)).statusCode).toBe(404);
    expectError(await attempt(client), 429, 'TOO_MANY_REQUESTS');
    // Another client behind the same proxy is not affected.
    expect((await attempt('198.51.100.64')).statusCode).toBe(404);
  });

  it('the signing limit counts an IPv6 client by its /64, as the sign-in limits do: rotating the host part does not reset it', async () => {
    const attempt = (i: number) => sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip: PROXY, headers: forwarded(`2001:db8:7:9::${(i + 1).toString(16)}`) });
    for (let i = 0; i < SIGNS_PER_IP; i++) expect((await attempt(i)).statusCode).toBe(404);
    expectError(await attempt(SIGNS_PER_IP), 429, 'TOO_MANY_REQUESTS');
    // Another /64 is another client.
    expect((await sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip: PROXY, headers: forwarded('2001:db8:7:a::1') })).statusCode).toBe(404);
  });

  it('a visit records the address the proxy appended, never the forged one; without X-Forwarded-For, the socket', async () => {
    const client = '203.0.113.65';
    expect(await visitFrom(t, PROXY, forwarded(client, '192.0.2.200'))).toEqual({ visits: [client], viewed: [client], shown: [client] });
    // Straight to the server (nothing forwarded): the socket's own address.
    expect(await visitFrom(t, '198.51.100.66', {})).toEqual({ visits: ['198.51.100.66'], viewed: ['198.51.100.66'], shown: ['198.51.100.66'] });
  });

  it('the signature, its audit events and the certificate of the signed PDF carry the client address, never the forged one', async () => {
    const client = '203.0.113.67';
    const fake = '192.0.2.201';
    const { proposal } = await signableProposal(t);
    const res = await sign(t, { signableId: proposal.slug }, { ip: PROXY, headers: forwarded(client, fake) });
    expect(res.statusCode, res.body).toBe(201);

    const [signature] = await t.db.select().from(signatures).where(eq(signatures.projectId, proposal.id));
    expect(signature!.ip).toBe(client);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.projectId, proposal.id));
    expect(events.find((e) => e.type === 'signed')!.ip).toBe(client);
    expect(events.map((e) => e.ip)).not.toContain(fake);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${proposal.slug}/pdf`, remoteAddress: PROXY, headers: forwarded('198.51.100.68') });
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfPages(pdf.rawPayload);
    const certificate = pages.slice(pages.findIndex((p) => p.includes('Certificado de firma electrónica'))).join('\n');
    expect(certificate).toContain(client);
    expect(certificate).not.toContain(fake);
  });

  it('X-Forwarded-Proto from the proxy is believed: HSTS over the HTTPS the proxy terminated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https', ...forwarded('203.0.113.69') } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('TRUST_PROXY=2: two proxies in a row (say a CDN, then a load balancer at 127.0.0.1)', () => {
  const t = useTestApp({ TRUST_PROXY: '2' });

  it('the client is the address the farther proxy appended; what the client wrote is ignored', async () => {
    const client = '203.0.113.71';
    expect((await visitFrom(t, '127.0.0.1', forwarded(client, '192.0.2.202', '10.0.0.2'))).visits).toEqual([client]);
  });
});

describe('TRUST_PROXY=10.0.0.0/8, 192.168.1.1 (the proxies by address)', () => {
  const t = useTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });

  it('from a listed proxy, the address it appended; through two listed proxies, the one the farther appended', async () => {
    expect((await visitFrom(t, '10.1.2.3', forwarded('203.0.113.81', '192.0.2.203'))).visits).toEqual(['203.0.113.81']);
    expect((await visitFrom(t, '192.168.1.1', forwarded('203.0.113.82', '192.0.2.204', '10.9.8.7'))).visits).toEqual(['203.0.113.82']);
  });

  it('from any other address (here loopback, not listed), X-Forwarded-For and X-Forwarded-Proto are ignored', async () => {
    expect((await visitFrom(t, '203.0.113.83', forwarded('198.51.100.84'))).visits).toEqual(['203.0.113.83']);
    expect((await visitFrom(t, '127.0.0.1', forwarded('198.51.100.85'))).visits).toEqual(['127.0.0.1']);
    const claimed = { 'x-forwarded-proto': 'https', ...forwarded('198.51.100.86') };
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.83', headers: claimed })).headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.1.2.3', headers: claimed })).headers['strict-transport-security']).toBe(HSTS);
  });

  it('a client that is not a proxy cannot spread its wrong passwords over forged addresses', async () => {
    const user = await createUser(t.db);
    const attacker = '203.0.113.87';
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(t, user.email, 'no-es-la-clave-1', attacker, forwarded(forged()))).statusCode).toBe(422);
    expectError(await login(t, user.email, 'no-es-la-clave-1', attacker, forwarded(forged())), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
  });
});

describe('TRUST_PROXY unset', () => {
  const t = useTestApp();

  it('X-Forwarded-For is ignored: the socket address is the client', async () => {
    expect((await visitFrom(t, '127.0.0.1', forwarded('203.0.113.91'))).visits).toEqual(['127.0.0.1']);
  });
});
