import { describe, expect, it } from 'vitest';
import { checkPlan } from '@trato/domain/proposals/payments/check';
import { proposalPaymentsSchema } from '@trato/domain/proposals/schemas';
import { paymentFixture } from '../testing/proposal-fixture.ts';
import { PRICING_MESSAGES as M } from '../messages.ts';
import { applyEdit, choosePlan, planFromProposal, toPaymentsInput, type PlanState } from './payment-plan.ts';

const [ID1, ID2, ID3] = ['1b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f11', '2b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f12', '3b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f13'];
const today = new Date(2026, 10, 22, 21, 30);
const total = '1000000.00';

/** 40/30/30 of 1 000 000 as stored, listed out of order and with an uppercase status. */
const stored = planFromProposal({
  type: 'installments',
  plan: 'installments',
  payments: [
    paymentFixture({ key: 'p3', id: ID3, name: 'Entrega', amount: '300000.00', percent: '30.00', position: 2 }),
    paymentFixture({ key: 'p1', id: ID1, name: 'Anticipo', amount: '400000.00', percent: '40.00', position: 0, status: 'PENDING' as 'pending' }),
    paymentFixture({ key: 'p2', id: ID2, name: 'Segundo pago', amount: '300000.00', percent: '30.00', position: 1 }),
  ],
});
const amounts = (s: PlanState | PlanState['payments']) => ('payments' in s ? s.payments : s).map((p) => p.amount);

describe('reading and writing the plan', () => {
  it('orders payments by position and normalises statuses', () => {
    expect(stored.payments.map((p) => p.key)).toEqual(['p1', 'p2', 'p3']);
    expect(stored.payments[0]!.status).toBe('pending');
  });
  it('sends the whole plan with ids, which the server schema and plan check accept', () => {
    const body = toPaymentsInput(stored);
    expect(body).toMatchObject({ type: 'installments', plan: 'installments' });
    expect(body.payments[0]).toEqual({ key: 'p1', id: ID1, name: 'Anticipo', amount: '400000.00', percent: '40.00', status: 'pending', due_at: '2026-11-22T00:00:00.000Z' });
    expect(proposalPaymentsSchema.safeParse(body).success).toBe(true);
    expect(checkPlan(total, stored.payments)).toEqual([]);
  });
});

describe('choosing a plan', () => {
  const empty: PlanState = { plan: null, type: null, payments: [] };
  it('with no payments applies at once: 40/30/30 of the total, type installments', () => {
    const choice = choosePlan(empty, 'installments', total, today);
    expect(choice.kind).toBe('apply');
    if (choice.kind !== 'apply') return;
    expect(choice.next).toMatchObject({ plan: 'installments', type: 'installments' });
    expect(choice.next.payments.map((p) => [p.name, p.percent, p.amount])).toEqual([
      ['Anticipo', '40.00', '400000.00'],
      ['Segundo pago', '30.00', '300000.00'],
      ['Entrega', '30.00', '300000.00'],
    ]);
  });
  it('a one-payment plan has type null', () => {
    const choice = choosePlan(empty, 'recurrentPayment', total, today);
    expect(choice.kind === 'apply' && choice.next).toMatchObject({ plan: 'recurrentPayment', type: null, payments: [{ name: 'Pago recurrente', percent: '100.00' }] });
  });
  it('replacing existing payments asks first; the same plan again does nothing', () => {
    expect(choosePlan(stored, 'installments', total, today).kind).toBe('same');
    const choice = choosePlan(stored, 'fiftyFifty', total, today);
    expect(choice.kind).toBe('confirm');
    expect(choice.kind === 'confirm' && amounts(choice.next)).toEqual(['500000.00', '500000.00']);
    const single = choosePlan(stored, 'singlePayment', total, today);
    expect(single.kind === 'confirm' && single.next).toMatchObject({ plan: 'singlePayment', type: null });
  });
  it('is refused while a payment is paid (it could not be dropped)', () => {
    const paid = { ...stored, payments: stored.payments.map((p, i) => (i === 0 ? { ...p, status: 'paid' as const } : p)) };
    expect(choosePlan(paid, 'singlePayment', total, today)).toEqual({ kind: 'refused', reason: M.planLocked });
  });
});

describe('edits and why an ignored one was ignored', () => {
  it('moving 10 % from the second payment to the first gives 50/20/30, no notice', () => {
    const { next, notice } = applyEdit(stored.payments, 1, 'percent', '20');
    expect(notice).toBeNull();
    expect(next.map((p) => p.percent)).toEqual(['50.00', '20.00', '30.00']);
    expect(amounts(next)).toEqual(['500000.00', '200000.00', '300000.00']);
  });
  it('a change that would bring the previous payment to zero is ignored, with its reason', () => {
    const { next, notice } = applyEdit(stored.payments, 2, 'percent', '70');
    expect(next).toBe(stored.payments);
    expect(notice).toBe('El pago anterior no puede quedar en cero.');
  });
  it('the first payment trades with the next one, and says so', () => {
    expect(applyEdit(stored.payments, 0, 'amount', '700000').notice).toBe('El pago siguiente no puede quedar en cero.');
    expect(amounts(applyEdit(stored.payments, 0, 'amount', '450000,5').next)).toEqual(['450000.50', '249999.50', '300000.00']);
  });
  it('explains unreadable numbers, zero, percents over 100, paid payments and the last pending one; no notice for no change', () => {
    expect(applyEdit(stored.payments, 1, 'amount', 'abc').notice).toBe(M.rejected.invalidNumber);
    expect(applyEdit(stored.payments, 1, 'amount', '0').notice).toBe(M.rejected.notPositive);
    expect(applyEdit(stored.payments, 1, 'percent', '120').notice).toBe(M.rejected.percentOver);
    expect(applyEdit(stored.payments, 1, 'percent', '30.00').notice).toBeNull();
    const paidFirst = stored.payments.map((p, i) => (i === 0 ? { ...p, status: 'paid' as const } : p));
    expect(applyEdit(paidFirst, 0, 'amount', '1').notice).toBe(M.rejected.paid);
    const single = choosePlan({ plan: null, type: null, payments: [] }, 'singlePayment', total, today);
    if (single.kind !== 'apply') throw new Error('expected apply');
    expect(applyEdit(single.next.payments, 0, 'remove').notice).toBe(M.rejected.lastPayment);
  });
  it('removing a payment gives its amount to its neighbour', () => {
    const { next, notice } = applyEdit(stored.payments, 2, 'remove');
    expect(notice).toBeNull();
    expect(amounts(next)).toEqual(['400000.00', '600000.00']);
  });
});
