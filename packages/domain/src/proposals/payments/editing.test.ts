import { describe, expect, it } from 'vitest';
import { checkPlan } from './check.ts';
import { addPayment, maxAmount, neighbourIndex, NEW_PAYMENT_NAME, parseRounded, removePayment, setAmount, setPercent, setStatus, splitPayment } from './editing.ts';
import { buildPlan } from './plans.ts';
import { recomputePercents } from './recompute.ts';
import { normalizePayments, normalizeStatus } from './status.ts';
import { amounts, percents, plan } from './testing.ts';

const today = new Date(2026, 10, 22, 10);
const installments = () => buildPlan('installments', '1000000', today); // 400 000 / 300 000 / 300 000
const hundreds = () => recomputePercents(plan(['100.00', '0'], ['100.00', '0'], ['100.00', '0']));
const withPaidFirst = () => plan(['400.00', '40.00', 'paid'], ['300.00', '30.00'], ['300.00', '30.00']);

describe('neighbour and max (SPEC §4)', () => {
  it('a payment trades with the preceding one; the first with the next', () => {
    const p = installments();
    expect([0, 1, 2].map((i) => neighbourIndex(p, i))).toEqual([1, 0, 1]);
  });
  it('paid payments are skipped as neighbours and have none themselves', () => {
    const p = withPaidFirst();
    expect([0, 1, 2].map((i) => neighbourIndex(p, i))).toEqual([-1, 2, 1]);
    expect(neighbourIndex(plan(['1.00', '100.00']), 0)).toBe(-1);
  });
  it('max is its amount plus the neighbour’s minus 1, never below its amount', () => {
    const p = plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '30.00']);
    expect([0, 1, 2].map((i) => maxAmount(p, i))).toEqual(['699.00', '699.00', '599.00']);
    expect(maxAmount(withPaidFirst(), 0)).toBe('400.00');
    expect(maxAmount(plan(['0.50', '50.00'], ['0.40', '50.00']), 1)).toBe('0.40');
  });
});

describe('setPercent / setAmount', () => {
  it('40/30/30 of 1 000 000: moving 10 % from the second to the first gives 50/20/30', () => {
    const next = setPercent(installments(), 1, '20');
    expect(amounts(next)).toEqual(['500000.00', '200000.00', '300000.00']);
    expect(percents(next)).toEqual(['50.00', '20.00', '30.00']);
  });
  it('the first payment trades with the next one', () => {
    const next = setAmount(installments(), 0, '500000');
    expect(percents(next)).toEqual(['50.00', '20.00', '30.00']);
  });
  it('the last payment trades with the one before it', () => {
    expect(amounts(setAmount(installments(), 2, '100000,5'))).toEqual(['400000.00', '499999.50', '100000.50']);
  });
  it('rounds typed amounts and percents to 2 decimals, half up', () => {
    expect(parseRounded('33.333')).toBe(3333n);
    expect(parseRounded('33,335')).toBe(3334n);
    expect(parseRounded(' 7 ')).toBe(700n);
    expect(parseRounded('-1')).toBeNull();
    const next = setPercent(hundreds(), 1, '33.333'); // 300 × 33.33 % = 99.99
    expect(amounts(next)).toEqual(['100.01', '99.99', '100.00']);
    expect(amounts(setAmount(hundreds(), 2, '99.994'))).toEqual(['100.00', '100.01', '99.99']);
    expect(setAmount(hundreds(), 2, '99.995')).toEqual(hundreds()); // rounds to 100.00: no change
  });
  it('3 payments of 100.00 show 33.34 / 33.33 / 33.33 (largest remainder, the first on a tie)', () => {
    expect(percents(hundreds())).toEqual(['33.34', '33.33', '33.33']);
  });
  it('a percent is of the whole total, the one the client reads; paid payments never move (decision 0063)', () => {
    const next = setPercent(withPaidFirst(), 1, '25');
    expect(amounts(next)).toEqual(['400.00', '250.00', '350.00']);
    expect(percents(next)).toEqual(['40.00', '25.00', '35.00']);
    // The pending payments share total − paid: 60 % is all of it, so the neighbour would reach 0.
    expect(setPercent(withPaidFirst(), 1, '60')).toEqual(withPaidFirst());
    expect(amounts(setPercent(withPaidFirst(), 1, '59.99'))).toEqual(['400.00', '599.90', '0.10']);
    expect(amounts(setAmount(withPaidFirst(), 2, '200'))).toEqual(['400.00', '400.00', '200.00']);
  });
  it('is ignored when the neighbour would reach 0 or less, or the payment itself', () => {
    const p = plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '30.00']);
    expect(setAmount(p, 1, '700')).toBe(p);
    expect(setAmount(p, 1, '750')).toBe(p);
    expect(setPercent(p, 1, '70')).toBe(p);
    expect(setAmount(p, 1, '0')).toBe(p);
    expect(setPercent(p, 1, '0')).toBe(p);
    expect(amounts(setAmount(p, 1, '699.99'))).toEqual(['0.01', '699.99', '300.00']);
  });
  it('is ignored for a paid payment, the only pending one, an unreadable number, a percent over 100 or no change', () => {
    expect(setAmount(withPaidFirst(), 0, '100')).toEqual(withPaidFirst());
    const single = plan(['1000.00', '100.00']);
    expect(setAmount(single, 0, '10')).toBe(single);
    const p = installments();
    for (const bad of ['abc', '', '1e3', '-5']) expect(setAmount(p, 0, bad)).toBe(p);
    expect(setPercent(p, 0, '100.01')).toBe(p);
    expect(setAmount(p, 0, '400000.00')).toBe(p);
    expect(setAmount(p, 7, '1')).toBe(p);
  });
});

describe('splitPayment', () => {
  it('splitting the last of 50/20/30 gives two halves of 15 %, the new one named Nombre, due today, pending', () => {
    const next = splitPayment(setPercent(installments(), 1, '20'), 2, today);
    expect(amounts(next)).toEqual(['500000.00', '200000.00', '150000.00', '150000.00']);
    expect(percents(next)).toEqual(['50.00', '20.00', '15.00', '15.00']);
    expect(next[3]).toMatchObject({ name: NEW_PAYMENT_NAME, status: 'pending', due_at: '2026-11-22T00:00:00.000Z', position: 3 });
    expect(next[2]?.name).toBe('Entrega');
    expect(new Set(next.map((p) => p.key)).size).toBe(4);
  });
  it('inserts right after the split payment and renumbers positions', () => {
    const next = splitPayment(installments(), 0, today);
    expect(next.map((p) => p.name)).toEqual(['Anticipo', 'Nombre', 'Segundo pago', 'Entrega']);
    expect(next.map((p) => p.position)).toEqual([0, 1, 2, 3]);
  });
  it('keeps the odd cent on the original', () => {
    expect(amounts(splitPayment(plan(['0.03', '100.00']), 0, today))).toEqual(['0.02', '0.01']);
  });
  it('is ignored for a paid payment, an amount under 0.02 and a full plan of 50', () => {
    expect(splitPayment(withPaidFirst(), 0, today)).toEqual(withPaidFirst());
    const cent = plan(['0.01', '100.00']);
    expect(splitPayment(cent, 0, today)).toBe(cent);
    const fifty = recomputePercents(Array.from({ length: 50 }, (_, i) => ({ ...plan(['2.00', '0'])[0]!, key: `k${i}` })));
    expect(splitPayment(fifty, 0, today)).toBe(fifty);
  });
});

describe('removePayment', () => {
  it('gives its amount to the preceding payment', () => {
    const next = removePayment(installments(), 1);
    expect(amounts(next)).toEqual(['700000.00', '300000.00']);
    expect(next.map((p) => [p.name, p.percent, p.position])).toEqual([['Anticipo', '70.00', 0], ['Entrega', '30.00', 1]]);
  });
  it('the first gives it to the next one', () => {
    expect(removePayment(installments(), 0).map((p) => [p.name, p.amount])).toEqual([['Segundo pago', '700000.00'], ['Entrega', '300000.00']]);
  });
  it('skips paid payments to find the receiver', () => {
    expect(amounts(removePayment(withPaidFirst(), 1))).toEqual(['400.00', '600.00']);
  });
  it('fails (ignored) for a paid payment or the only pending one', () => {
    const p = withPaidFirst();
    expect(removePayment(p, 0)).toBe(p);
    const single = removePayment(p, 1);
    expect(removePayment(single, 1)).toBe(single);
  });
});

describe('addPayment', () => {
  it('splits the last pending payment and puts the new one at the end', () => {
    const next = addPayment(plan(['400.00', '40.00'], ['600.00', '60.00', 'paid']), '1000', today);
    expect(next.map((p) => [p.amount, p.status, p.name])).toEqual([['200.00', 'pending', 'Pago 1'], ['600.00', 'paid', 'Pago 2'], ['200.00', 'pending', 'Nombre']]);
    expect(checkPlan('1000', next)).toEqual([]);
  });
  it('starts a plan with one payment of the whole total; ignored with a zero total or nothing to split', () => {
    expect(addPayment([], '150', today).map((p) => [p.amount, p.percent])).toEqual([['150.00', '100.00']]);
    expect(addPayment([], '0', today)).toEqual([]);
    const allPaid = plan(['1.00', '100.00', 'paid']);
    expect(addPayment(allPaid, '1', today)).toBe(allPaid);
  });
});

describe('payment status (SPEC §4)', () => {
  it('is pending by default; uppercase PENDING/PAID are read', () => {
    expect([undefined, null, '', 'PENDING', 'pending', 'PAID', 'Paid', ' paid ', 'other'].map(normalizeStatus)).toEqual([
      'pending', 'pending', 'pending', 'pending', 'pending', 'paid', 'paid', 'paid', 'pending',
    ]);
  });
  it('normalises stored payments and orders them by position', () => {
    const rows = [{ status: 'PAID', position: 2 }, { status: null as unknown as string, position: 0 }, { status: 'PENDING', position: 1 }];
    expect(normalizePayments(rows as never[]).map((p: { status: string; position: number }) => [p.position, p.status])).toEqual([[0, 'pending'], [1, 'pending'], [2, 'paid']]);
  });
  it('marking paid moves neither amounts nor percents: the advance still reads 40 %, the rest 30 % and 30 %', () => {
    const paid = setStatus(installments(), 0, 'paid');
    expect(amounts(paid)).toEqual(amounts(installments()));
    expect(percents(paid)).toEqual(['40.00', '30.00', '30.00']);
    expect(percents(setStatus(paid, 0, 'PENDING'))).toEqual(['40.00', '30.00', '30.00']);
  });
  it('all payments may be paid; setting the same status is ignored', () => {
    const all = setStatus(setStatus(setStatus(installments(), 0, 'paid'), 1, 'PAID'), 2, 'paid');
    expect(all.map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    expect(checkPlan('1000000', all)).toEqual([]);
    expect(setStatus(all, 1, 'paid')).toBe(all);
  });
});
