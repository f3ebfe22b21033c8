import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { multipart, PNG_1X1, type Part } from '../../../test/http.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';

/** Test helpers shared by the signing tests (not a test file itself). */

export const SIGNER = { name: 'Marta Núñez', email: 'marta.firma@panaderia.cl' };

/** A finished (DRAFT) proposal with services and a 40/30/30 plan, for a company whose contact is Marta Núñez. */
export async function signableProposal(t: TestApp, opts: { name?: string; isDemo?: boolean } = {}) {
  const owner = await createOwner(t.db, { workspace: { isDemo: opts.isDemo } });
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const proposal = await readyProposal(t, owner, {
    lineId: line.id,
    companyId: company.id,
    name: opts.name ?? 'Rediseño de marca Ñuñoa',
    extra: { services: SERVICES, payments: INSTALLMENTS, content: { time: 1, version: '2.31.0', blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Alcance acordado' } }] } },
  });
  return { owner, line, company, proposal: proposal as Json };
}

export type SignFields = { signableId: string; signableType?: string; signer_name?: string; signer_email?: string; mode?: string; terms_accepted?: string; signature?: Part | null };

/** A random documentation-range IP per caller, so the per-IP signing limit never trips across tests. */
export const someIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** POST /api/v1/signatures as the public page sends it; fields can be overridden or left out (undefined → default, null → omitted); `headers` adds request headers (a proxy's X-Forwarded-For). */
export async function sign(t: TestApp, fields: SignFields, opts: { idempotencyKey?: string; ip?: string; userAgent?: string; headers?: Record<string, string> } = {}) {
  const all: Record<string, string | Part | null | undefined> = {
    signableId: fields.signableId,
    signableType: fields.signableType ?? 'proposal',
    signer_name: fields.signer_name ?? SIGNER.name,
    signer_email: fields.signer_email ?? SIGNER.email,
    mode: fields.mode ?? 'draw',
    terms_accepted: fields.terms_accepted ?? 'true',
    signature: fields.signature === undefined ? { filename: 'firma.png', bytes: PNG_1X1, type: 'image/png' } : fields.signature,
  };
  const parts = Object.entries(all).filter((e): e is [string, string | Part] => e[1] !== null && e[1] !== undefined && e[1] !== '');
  const headers: Record<string, string> = { 'user-agent': opts.userAgent ?? 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', ...opts.headers };
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const body = await multipart(parts, headers);
  return t.app.inject({ method: 'POST', url: '/api/v1/signatures', remoteAddress: opts.ip ?? someIp(), ...body });
}

/** Signs and asserts the 201; returns the SignatureResultDto. `signer` overrides who signs (default SIGNER). */
export async function signOk(t: TestApp, slug: string, opts: Parameters<typeof sign>[2] & { signer?: { name: string; email: string } } = {}): Promise<Json> {
  const { signer, ...rest } = opts;
  const res = await sign(t, { signableId: slug, signer_name: signer?.name, signer_email: signer?.email }, rest);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

export const customerApi = (t: TestApp) => ({
  loginLink: (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/customer/login-link', headers: bearerOf(token), remoteAddress: someIp() }),
  current: (token: string) => api(t).post(bearerOf(token), '/api/auth/customer/current'),
  logout: (token: string) => api(t).post(bearerOf(token), '/api/auth/logout'),
  sendLink: (email: string, slug?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/customer/login-link/send', payload: { email, ...(slug && { slug }) }, remoteAddress: someIp() }),
});

/** Spends a magic token and asserts the 200; returns the customer's session token and the answer. */
export async function spend(t: TestApp, magicToken: string): Promise<{ access: string; body: Json }> {
  const res = await customerApi(t).loginLink(magicToken);
  expect(res.statusCode, res.body).toBe(200);
  return { access: res.json().token.access_token, body: res.json() };
}

/** The magic token inside an accepted-page link. */
export const magicTokenOf = (url: string): string => new URL(url).searchParams.get('magic_link')!;
