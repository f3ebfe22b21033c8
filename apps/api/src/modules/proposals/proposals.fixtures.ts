import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { Owner } from '../../../test/factories.ts';
import { companies, customers, lines } from '../../db/schema/index.ts';

/** Test helpers shared by the proposals API tests (not a test file itself). */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Headers = Record<string, string>;

export async function addLine(t: TestApp, workspaceId: string, name = 'Diseño') {
  const [line] = await t.db
    .insert(lines)
    .values({ workspaceId, name, slug: `${name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}-${randomUUID().slice(0, 6)}`, color: '#1d4ed8', badgeColor: '#dbeafe' })
    .returning();
  return line!;
}

/** A company with its main contact. */
export async function addCompany(t: TestApp, workspaceId: string, name = 'Panadería Ñuñoa') {
  const [company] = await t.db.insert(companies).values({ workspaceId, name }).returning();
  const [contact] = await t.db
    .insert(customers)
    .values({ workspaceId, companyId: company!.id, name: 'Marta Núñez', email: `marta.${randomUUID().slice(0, 8)}@panaderia.cl`, isContact: true })
    .returning();
  return { ...company!, contact: contact! };
}

export const api = (t: TestApp) => ({
  get: (h: Headers, url: string) => t.app.inject({ method: 'GET', url, headers: h }),
  post: (h: Headers, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: h, ...(payload && { payload }) }),
  put: (h: Headers, url: string, payload: object = {}) => t.app.inject({ method: 'PUT', url, headers: h, payload }),
  del: (h: Headers, url: string) => t.app.inject({ method: 'DELETE', url, headers: h }),
});

/** POST /v1/proposals in a line: the init proposal. */
export async function newProposal(t: TestApp, owner: Owner, lineId: string): Promise<Json> {
  const res = await api(t).post(owner.headers, '/api/v1/proposals?status=init', { line_id: lineId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A proposal with a name and a client, finished (DRAFT) unless `finish` is false. */
export async function readyProposal(t: TestApp, owner: Owner, opts: { lineId: string; companyId: string; name?: string; finish?: boolean; extra?: object }): Promise<Json> {
  const p = await newProposal(t, owner, opts.lineId);
  const put = await api(t).put(owner.headers, `/api/v1/proposals/${p.id}`, { name: opts.name ?? 'Identidad de marca', company_id: opts.companyId, ...opts.extra });
  expect(put.statusCode, put.body).toBe(200);
  if (opts.finish === false) return put.json().data;
  const fin = await api(t).post(owner.headers, `/api/v1/proposal-form/${p.id}/finish`);
  expect(fin.statusCode, fin.body).toBe(200);
  return fin.json().result;
}

/** Three services, one with two subservices: 150000 + 2.5 × 40000 + (50000 + 3 × 12500.5) = 337501.50. */
export const SERVICES = [
  { name: 'Logo', type: 'simple', total: '150000' },
  { name: 'Horas de diseño', type: 'hours', quantity: '2.5', value: '40000', total: '1' },
  {
    key: 'web01',
    name: 'Sitio web',
    type: 'other',
    subservices: [
      { name: 'Maqueta', type: 'simple', total: '50000' },
      { name: 'Páginas', type: 'files', quantity: '3', value: '12500.5' },
    ],
  },
];
export const SERVICES_TOTAL = '337501.50';

/** The 40/30/30 installments plan of SERVICES_TOTAL. */
type PlanPayment = { key: string; name: string; amount: string; percent: string; status: string; due_at: string | null };
export const INSTALLMENTS: { type: string; plan: string; payments: [PlanPayment, PlanPayment, PlanPayment] } = {
  type: 'installments',
  plan: 'installments',
  payments: [
    { key: 'pay-anticipo', name: 'Anticipo', amount: '135000.60', percent: '40.00', status: 'pending', due_at: '2026-12-01' },
    { key: 'pay-segundo', name: 'Segundo pago', amount: '101250.45', percent: '30.00', status: 'pending', due_at: '2026-12-15' },
    { key: 'pay-entrega', name: 'Entrega', amount: '101250.45', percent: '30.00', status: 'pending', due_at: '2026-12-29' },
  ],
};
