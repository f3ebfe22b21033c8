import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToString, sumCents, toCents } from '../../services/money.ts';
import { PAYMENT_PLANS } from '../dto.ts';
import { planShares } from '../../portal/payment-share.ts';
import { checkPlan } from './check.ts';
import { addPayment, removePayment, setAmount, setPercent, setStatus, splitPayment } from './editing.ts';
import { buildPlan } from './plans.ts';
import { recomputePercents, sharesOfTotal } from './recompute.ts';
import { rescalePlan } from './rescale.ts';
import type { PlanPayment } from './types.ts';

/**
 * After ANY sequence of edits on any plan: amounts sum to the total to the cent, every percent is a
 * share of the whole total (paid or not) within 0.01 of exact and they sum to exactly 100.00, the
 * staff figure (stored percent) is the client's (planShares, sharesOfTotal), no payment is ≤ 0, paid
 * payments never change (except by un-marking them), and the server's checkPlan accepts the result
 * against the plan before the edit (decisions 0007, 0063).
 */

const today = new Date(2026, 10, 22);
const cents = (p: PlanPayment) => toCents(p.amount) ?? 0n;

/** A random valid plan: 1–8 payments of 0.01 to 100 000 000.00, some paid. */
const planArb = fc
  .array(fc.record({ amount: fc.bigInt({ min: 1n, max: 10_000_000_000n }), paid: fc.boolean() }), { minLength: 1, maxLength: 8 })
  .map((rows) =>
    recomputePercents(
      rows.map((r, i) => ({ key: `p${i}`, name: `Pago ${i + 1}`, amount: centsToString(r.amount), percent: '0.00', status: r.paid ? 'paid' : 'pending', due_at: null, position: i })),
    ),
  );

/** A typed number: cents as text, sometimes with a comma or a third decimal, sometimes garbage. */
const typedArb = fc.oneof(
  fc.bigInt({ min: 0n, max: 12_000_000_000n }).map(centsToString),
  fc.bigInt({ min: 0n, max: 10_000n }).map((v) => centsToString(v).replace('.', ',')),
  fc.tuple(fc.nat(100), fc.nat(999)).map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`),
  fc.constantFrom('', 'abc', '-1', '1e3', '100', '0'),
);

/** A typed percent: mostly 0–100 with up to 3 decimals, sometimes out of range or garbage. */
const typedPercentArb = fc.oneof(
  fc.bigInt({ min: 0n, max: 10_000n }).map(centsToString),
  fc.tuple(fc.nat(100), fc.nat(999)).map(([w, f]) => `${w},${String(f).padStart(3, '0')}`),
  fc.constantFrom('100.01', '250', 'x', ''),
);

type Op =
  | { kind: 'amount' | 'percent'; index: number; value: string }
  | { kind: 'split' | 'remove' | 'add'; index: number }
  | { kind: 'status'; index: number; status: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), index: fc.nat(20), value: typedArb }),
  fc.record({ kind: fc.constant('percent' as const), index: fc.nat(20), value: typedPercentArb }),
  fc.record({ kind: fc.constantFrom('split' as const, 'remove' as const, 'add' as const), index: fc.nat(20) }),
  fc.record({ kind: fc.constant('status' as const), index: fc.nat(20), status: fc.constantFrom('paid', 'pending', 'PAID', 'PENDING') }),
);

function apply(payments: PlanPayment[], op: Op, total: string): PlanPayment[] {
  const index = op.index % Math.max(payments.length, 1);
  switch (op.kind) {
    case 'amount':
      return setAmount(payments, index, op.value);
    case 'percent':
      return setPercent(payments, index, op.value);
    case 'split':
      return splitPayment(payments, index, today);
    case 'remove':
      return removePayment(payments, index);
    case 'add':
      return addPayment(payments, total, today);
    case 'status':
      return setStatus(payments, index, op.status);
  }
}

const paidView = (p: PlanPayment) => ({ key: p.key, name: p.name, amount: p.amount, due_at: p.due_at, status: p.status });

/** Percents are shares of the whole total: sum 100.00, each within 0.01 of exact, same for staff and client. */
function expectPercentsOfTotal(payments: PlanPayment[]) {
  const total = sumCents(payments.map(cents));
  const bps = payments.map((p) => toCents(p.percent) ?? -1n);
  expect(sumCents(bps)).toBe(10_000n);
  payments.forEach((p, i) => {
    // |percent − amount / total × 100| < 0.01, in integers: |bp × total − cents × 10 000| < total.
    const off = bps[i]! * total - cents(p) * 10_000n;
    expect(off < total && -off < total, `${p.percent} % of ${centsToString(total)} for ${p.amount}`).toBe(true);
  });
  const staff = payments.map((p) => p.percent);
  expect(sharesOfTotal(payments)).toEqual(staff); // public page, PDF
  expect(planShares(payments).percents).toEqual(staff); // portal
}

function expectInvariants(total: bigint, before: PlanPayment[], after: PlanPayment[], op: Op) {
  expect(sumCents(after.map(cents))).toBe(total);
  for (const p of after) expect(cents(p)).toBeGreaterThan(0n);
  expectPercentsOfTotal(after);
  const unpaidKey = op.kind === 'status' ? before[op.index % before.length]?.key : undefined;
  for (const p of before.filter((b) => b.status === 'paid' && b.key !== unpaidKey)) {
    expect(after.map(paidView)).toContainEqual(paidView(p));
  }
  expect(checkPlan(centsToString(total), after, before)).toEqual([]);
  expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
}

// These are CPU-bound (thousands of random edits, ~1–2 s alone). The 5 s default timeout failed them
// whenever the machine was busy (CI's parallel workers, helpers), with no wrong answer: give them room.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('payment editing properties', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('every edit of a random plan keeps the invariants', () => {
    let effective = 0;
    let tried = 0;
    fc.assert(
      fc.property(planArb, fc.array(opArb, { minLength: 5, maxLength: 30 }), (start, ops) => {
        const total = sumCents(start.map(cents));
        let payments = start;
        for (const op of ops) {
          const next = apply(payments, op, centsToString(total));
          expectInvariants(total, payments, next, op);
          tried += 1;
          if (next !== payments) effective += 1;
          payments = next;
        }
      }),
      { numRuns: 400 },
    );
    // Guard against a vacuous run where every generated edit is ignored.
    expect(effective / tried, `${effective} of ${tried}`).toBeGreaterThan(0.3); // about 40 % of random edits apply
  });

  it('every default plan for any total ≥ 0.03 passes checkPlan, and keeps doing so under edits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_PLANS), fc.bigInt({ min: 3n, max: 99_999_999_999_999n }), fc.array(opArb, { maxLength: 15 }), (id, total, ops) => {
        const totalText = centsToString(total);
        let payments = buildPlan(id, totalText, today);
        expect(checkPlan(totalText, payments)).toEqual([]);
        for (const op of ops) {
          const next = apply(payments, op, totalText);
          expectInvariants(total, payments, next, op);
          payments = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a typed percent is of the whole total: the payment gets that share of the total to the cent, or the edit is ignored', () => {
    fc.assert(
      fc.property(planArb, fc.nat(20), fc.bigInt({ min: 1n, max: 10_000n }), (start, at, bp) => {
        const index = at % start.length;
        const total = sumCents(start.map(cents));
        const next = setPercent(start, index, centsToString(bp));
        if (next === start) return;
        // total × bp / 10 000, half up: what the client will read back as that percent of the total.
        expect(cents(next[index]!)).toBe((2n * total * bp + 10_000n) / 20_000n);
        expect(sumCents(next.map(cents))).toBe(total);
      }),
      { numRuns: 500 },
    );
  });

  it('marking payments paid or pending never changes a percentage or an amount', () => {
    fc.assert(
      fc.property(planArb, fc.array(fc.tuple(fc.nat(20), fc.constantFrom('paid', 'pending')), { minLength: 1, maxLength: 10 }), (start, flips) => {
        let payments = start;
        for (const [at, status] of flips) payments = setStatus(payments, at % payments.length, status);
        expect(payments.map((p) => [p.amount, p.percent])).toEqual(start.map((p) => [p.amount, p.percent]));
      }),
      { numRuns: 300 },
    );
  });

  it('a rescaled plan sums to the new total, keeps paid payments and passes checkPlan — or is null', () => {
    fc.assert(
      fc.property(planArb, fc.bigInt({ min: 1n, max: 20_000_000_000n }), (start, newTotal) => {
        const totalText = centsToString(newTotal);
        const next = rescalePlan(start, totalText);
        const paid = sumCents(start.filter((p) => p.status === 'paid').map(cents));
        const hasPending = start.some((p) => p.status === 'pending');
        expect(rescalePlan(start, centsToString(sumCents(start.map(cents))))?.map((p) => p.amount)).toEqual(start.map((p) => p.amount));
        const oldBase = sumCents(start.filter((p) => p.status === 'pending').map(cents));
        if (next === null) {
          // Only when it cannot fit: nothing pending to absorb a change, or the pending base shrank.
          expect(hasPending ? newTotal - paid < oldBase : newTotal !== paid).toBe(true);
          return;
        }
        expect(sumCents(next.map(cents))).toBe(newTotal);
        expect(checkPlan(totalText, next, start)).toEqual([]);
        for (const p of start.filter((s) => s.status === 'paid')) expect(next.map(paidView)).toContainEqual(paidView(p));
      }),
      { numRuns: 500 },
    );
  });
});
