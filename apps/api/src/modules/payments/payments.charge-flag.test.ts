import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { onlineCharges, type ChargeStatus } from '../../db/schema/index.ts';
import { api, portalWithPlan, testClock, type Json } from './payments.fixtures.ts';

// The /payments list carries each payment's online charge that needs the team (decision 0078): a
// duplicate to refund or a mismatch to check, in the list read itself; never another workspace's.
const clock = testClock('2026-12-10T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get } = api(t);

/** A provider's charge as apply-charge.ts records it (the webhooks are covered in online-payments). */
const charge = (workspaceId: string, paymentId: string, status: ChargeStatus, provider: 'stripe' | 'mercadopago' = 'stripe', ref = `cs_${Math.random().toString(36).slice(2)}`) =>
  t.db.insert(onlineCharges).values({ workspaceId, paymentId, provider, providerRef: ref, status, amountMinor: null, currency: 'CLP' });

const flags = async (headers: Record<string, string>) => {
  const res = await get(headers, '/api/v1/payments');
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data as Json[]).map((p) => [p.id as string, p.charge_flag]));
};

describe('GET /v1/payments: charge_flag', () => {
  it('a duplicate or a mismatch flags its payment; paid, reversed or no charge: null', async () => {
    const p = await portalWithPlan(t);
    const ws = p.owner.workspace.id;
    const [first, second, third] = p.payments.map((x) => x.id as string);
    await charge(ws, first!, 'paid');
    await charge(ws, first!, 'duplicate', 'stripe');
    await charge(ws, second!, 'reversed');
    expect(await flags(p.owner.headers)).toEqual({ [first!]: { status: 'duplicate', provider: 'stripe' }, [second!]: null, [third!]: null });

    await charge(ws, second!, 'mismatch', 'mercadopago');
    expect((await flags(p.owner.headers))[second!]).toEqual({ status: 'mismatch', provider: 'mercadopago' });
    // The one payment's read says the same.
    const one = await get(p.owner.headers, `/api/v1/payments/${second}`);
    expect(one.json().data.charge_flag).toEqual({ status: 'mismatch', provider: 'mercadopago' });
  });

  it('another workspace’s charge never flags this workspace’s payment, even naming its id; 401 signed out', async () => {
    const p = await portalWithPlan(t);
    const other = await portalWithPlan(t);
    const target = p.payments[0]!.id as string;
    // Charges keep no foreign key to payments (decision 0070): a row of another workspace may name any id.
    await charge(other.owner.workspace.id, target, 'duplicate');
    await charge(other.owner.workspace.id, other.payments[0]!.id as string, 'mismatch');
    expect(Object.values(await flags(p.owner.headers))).toEqual([null, null, null]);
    expect((await flags(other.owner.headers))[other.payments[0]!.id as string]).toEqual({ status: 'mismatch', provider: 'stripe' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments' })).statusCode).toBe(401);
  });
});
