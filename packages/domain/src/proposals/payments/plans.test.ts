import { describe, expect, it } from 'vitest';
import { PAYMENT_PLANS } from '../dto.ts';
import { checkPlan } from './check.ts';
import { buildPlan, canChangePaymentsType, paymentsTypeFor } from './plans.ts';

const today = new Date(2026, 10, 22, 21, 30); // local evening: the calendar day still counts
const summary = (plan: ReturnType<typeof buildPlan>) => plan.map((p) => [p.name, p.amount, p.percent, p.status, p.due_at]);

describe('buildPlan (SPEC §3, §9)', () => {
  it('installments: Anticipo 40 / Segundo pago 30 / Entrega 30, due today, +14 and +28 days', () => {
    expect(summary(buildPlan('installments', '1000000.00', today))).toEqual([
      ['Anticipo', '400000.00', '40.00', 'pending', '2026-11-22T00:00:00.000Z'],
      ['Segundo pago', '300000.00', '30.00', 'pending', '2026-12-06T00:00:00.000Z'],
      ['Entrega', '300000.00', '30.00', 'pending', '2026-12-20T00:00:00.000Z'],
    ]);
  });
  it('fiftyFifty: Anticipo 50 / Entrega 50', () => {
    expect(summary(buildPlan('fiftyFifty', '99.99', today))).toEqual([
      ['Anticipo', '50.00', '50.01', 'pending', '2026-11-22T00:00:00.000Z'],
      ['Entrega', '49.99', '49.99', 'pending', '2026-12-06T00:00:00.000Z'],
    ]);
  });
  it('singlePayment and recurrentPayment: one payment of 100 %', () => {
    expect(summary(buildPlan('singlePayment', '1234.56', today))).toEqual([['Pago único', '1234.56', '100.00', 'pending', '2026-11-22T00:00:00.000Z']]);
    expect(summary(buildPlan('recurrentPayment', '10', today))).toEqual([['Pago recurrente', '10.00', '100.00', 'pending', '2026-11-22T00:00:00.000Z']]);
  });
  it('puts the rounding remainder on the last payment so amounts sum to the total to the cent', () => {
    expect(buildPlan('installments', '100.01', today).map((p) => p.amount)).toEqual(['40.00', '30.00', '30.01']);
    expect(buildPlan('installments', '0.10', today).map((p) => p.amount)).toEqual(['0.04', '0.03', '0.03']);
    expect(buildPlan('installments', '0.05', today).map((p) => p.amount)).toEqual(['0.02', '0.02', '0.01']);
  });
  it('gives random unique keys and positions in order', () => {
    const plan = buildPlan('installments', '300', today);
    expect(new Set(plan.map((p) => p.key)).size).toBe(3);
    expect(plan.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(buildPlan('installments', '300', today)[0]?.key).not.toBe(plan[0]?.key);
  });
  it('passes checkPlan for every plan and a range of totals', () => {
    for (const plan of PAYMENT_PLANS) for (const total of ['0.03', '1.00', '99.99', '1000000.00', '333.33', '999999999999.99']) {
      expect(checkPlan(total, buildPlan(plan, total, today)), `${plan} ${total}`).toEqual([]);
    }
  });
  it('a total too small for the plan fails checkPlan (a payment of 0)', () => {
    expect(checkPlan('0.02', buildPlan('installments', '0.02', today)).map((i) => i.path)).toContainEqual([2, 'amount']);
  });
});

describe('payments type (SPEC §3, §4)', () => {
  it('plans of several payments are installments, single ones null', () => {
    expect(PAYMENT_PLANS.map(paymentsTypeFor)).toEqual([null, null, 'installments', 'installments']);
  });
  it('changes only when different and (no payments or the new type is installments)', () => {
    expect(canChangePaymentsType(null, 'installments', [{}])).toBe(true);
    expect(canChangePaymentsType(null, 'installments', [])).toBe(true);
    expect(canChangePaymentsType('installments', null, [])).toBe(true);
    expect(canChangePaymentsType('installments', null, [{}])).toBe(false);
    expect(canChangePaymentsType('installments', 'installments', [])).toBe(false);
    expect(canChangePaymentsType(null, null, [])).toBe(false);
  });
});
