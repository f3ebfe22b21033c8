import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { signableProposal } from '../signatures/signatures.fixtures.ts';
import { signedPortal } from '../portal/portal.fixtures.ts';

/**
 * Issue 30 §2: a payment's percentage is its share of the proposal's whole total, and the provider
 * and the client read the same figure. One plan with a paid advance and a moved amount is read
 * through every API that returns it — staff (project or proposal, payments list, one payment),
 * customer portal (project, payments) and the public proposal — and all must agree with each other
 * and with the shares of the total (40 % paid, 25 %, 35 %), never with shares of what remains.
 */
const t = useTestApp();
const { get, put } = api(t);

type Seen = [name: string, amount: string, percent: string];
const seen = (list: Json[]): Seen[] => list.map((p) => [p.name, p.amount, p.percent]);
const EXPECTED: Seen[] = [
  ['Anticipo', '135000.60', '40.00'],
  ['Segundo pago', '84375.38', '25.00'],
  ['Entrega', '118125.52', '35.00'],
];

/** Marks the advance paid and moves the second payment to 25 % of the total, through the staff API. */
async function payAdvanceAndMove(headers: Record<string, string>, plan: Json[]) {
  expect((await put(headers, `/api/v1/payments/${plan[0]!.id}`, { status: 'paid' })).statusCode).toBe(200);
  const moved = await put(headers, `/api/v1/payments/${plan[1]!.id}`, { percent: '25' });
  expect(moved.statusCode, moved.body).toBe(200);
}

/** The workspace payments list and the one-payment read, in the plan's order. */
async function staffPaymentReads(headers: Record<string, string>, projectId: string, ids: string[]) {
  const list = (await get(headers, `/api/v1/payments?project_id=${projectId}`)).json().data as Json[];
  const byId = new Map(list.map((p) => [p.id, p]));
  const one = await Promise.all(ids.map(async (id) => (await get(headers, `/api/v1/payments/${id}`)).json().data as Json));
  return { list: seen(ids.map((id) => byId.get(id)!)), one: seen(one) };
}

describe('a payment plan reads the same percentage and amount for the provider and the client', () => {
  it('a portal: staff project, payments list and payment; the customer portal project and payments', async () => {
    const p = await signedPortal(t);
    const h = p.owner.headers;
    const plan = (await get(h, `/api/v1/projects/${p.project}`)).json().data.payments.payments as Json[];
    await payAdvanceAndMove(h, plan);

    const staffProject = (await get(h, `/api/v1/projects/${p.project}`)).json().data.payments.payments as Json[];
    expect(seen(staffProject)).toEqual(EXPECTED);
    expect(staffProject.map((x) => x.status)).toEqual(['paid', 'pending', 'pending']);
    const ids = staffProject.map((x) => x.id as string);
    const staff = await staffPaymentReads(h, p.project, ids);
    expect(staff.list).toEqual(EXPECTED);
    expect(staff.one).toEqual(EXPECTED);

    const portal = (await get(p.headers, `/api/v1/customer/projects/${p.project}?include=payments&type=project`)).json().data.payments.payments as Json[];
    expect(seen(portal)).toEqual(EXPECTED);
    const customerList = (await get(p.headers, `/api/v1/customer/payments?project_id=${p.project}`)).json().data as Json[];
    expect(seen(customerList)).toEqual(EXPECTED);
  });

  it('a proposal: staff proposal, payments list and payment; the public proposal page', async () => {
    const s = await signableProposal(t);
    const h = s.owner.headers;
    const id = s.proposal.id as string;
    await payAdvanceAndMove(h, s.proposal.payments.payments as Json[]);

    const staffProposal = (await get(h, `/api/v1/proposals/${id}`)).json().data.payments.payments as Json[];
    expect(seen(staffProposal)).toEqual(EXPECTED);
    const staff = await staffPaymentReads(h, id, staffProposal.map((x) => x.id as string));
    expect(staff.list).toEqual(EXPECTED);
    expect(staff.one).toEqual(EXPECTED);

    const publicPage = (await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.proposal.slug}` })).json().data.payments.payments as Json[];
    expect(seen(publicPage)).toEqual(EXPECTED);
  });
});
