import { describe, expect, it } from 'vitest';
import { checkPlan, PAYMENT_MESSAGES } from './check.ts';
import { plan, payment } from './testing.ts';

const messages = (issues: ReturnType<typeof checkPlan>) => issues.map((i) => [i.path.join('.'), i.message]);

describe('checkPlan', () => {
  const good = plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '30.00']);

  it('accepts a plan whose amounts sum to the total and percents to 100, and an empty plan', () => {
    expect(checkPlan('1000', good)).toEqual([]);
    expect(checkPlan('1000.00', [])).toEqual([]);
  });
  it('refuses amounts that do not sum to the total to the cent', () => {
    expect(messages(checkPlan('1000.01', good))).toEqual([['', PAYMENT_MESSAGES.sumMismatch('1000.01')]]);
  });
  it('refuses percents that do not sum to 100 or do not match their amount', () => {
    const off = plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '29.99']);
    expect(messages(checkPlan('1000', off))).toEqual([
      ['', PAYMENT_MESSAGES.percentsSum],
      ['2.percent', PAYMENT_MESSAGES.percentMismatch],
    ]);
    const swapped = plan(['400.00', '30.00'], ['300.00', '40.00'], ['300.00', '30.00']);
    expect(messages(checkPlan('1000', swapped)).map(([path]) => path)).toEqual(['0.percent', '1.percent']);
  });
  it('tolerates exactly the 0.01 of largest-remainder rounding: 3 × 0.01 is 33.34 / 33.33 / 33.33', () => {
    expect(checkPlan('0.03', plan(['0.01', '33.34'], ['0.01', '33.33'], ['0.01', '33.33']))).toEqual([]);
    expect(checkPlan('0.03', plan(['0.01', '33.35'], ['0.01', '33.32'], ['0.01', '33.33'])).map((i) => i.path)).toEqual([[0, 'percent'], [1, 'percent']]);
  });
  it('measures every percent, paid or not, against the whole total (decision 0063)', () => {
    const withPaid = plan(['400.00', '40.00', 'paid'], ['300.00', '30.00'], ['300.00', '30.00']);
    expect(checkPlan('1000', withPaid)).toEqual([]);
    // The old stored form (pending ones as shares of total − paid) is no longer a valid plan.
    const pendingBase = plan(['400.00', '40.00', 'paid'], ['300.00', '50.00'], ['300.00', '50.00']);
    expect(messages(checkPlan('1000', pendingBase))).toEqual([
      ['', PAYMENT_MESSAGES.percentsSum],
      ['1.percent', PAYMENT_MESSAGES.percentMismatch],
      ['2.percent', PAYMENT_MESSAGES.percentMismatch],
    ]);
    expect(checkPlan('1000', plan(['400.00', '40.00', 'paid'], ['600.00', '60.00', 'paid']))).toEqual([]);
  });
  it('refuses amounts of 0 or less, bad numbers, percents above 100, bad status and dates', () => {
    const bad = [
      payment('0.00', '0.00', { key: 'a' }),
      payment('-5', '50.00', { key: 'b' }),
      payment('1.234', '100.01', { key: 'c' }),
      { ...payment('10.00', '50.00', { key: 'd', due_at: '2026-02-30' }), status: 'PAID' as 'paid' },
    ];
    const paths = checkPlan('10', bad).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['0.amount', '1.amount', '2.amount', '2.percent', '3.status', '3.due_at']));
    expect(checkPlan('10', bad).find((i) => i.path.join('.') === '0.amount')?.message).toBe(PAYMENT_MESSAGES.amountNotPositive);
  });
  it('accepts date-only and ISO date-time due dates and null', () => {
    for (const due_at of ['2026-12-01', '2026-12-01T10:00:00Z', '2026-12-01T10:00:00.000-03:00', null]) {
      expect(checkPlan('10', [payment('10.00', '100.00', { due_at })]), String(due_at)).toEqual([]);
    }
    for (const due_at of ['2026-13-01', 'mañana', '01/12/2026']) expect(checkPlan('10', [payment('10.00', '100.00', { due_at })])).toHaveLength(1);
  });
  it('refuses empty, too long names and duplicate keys', () => {
    const named = [payment('5.00', '50.00', { key: 'x', name: '  ' }), payment('5.00', '50.00', { key: 'x', name: 'n'.repeat(81) })];
    expect(messages(checkPlan('10', named))).toEqual([
      ['0.name', PAYMENT_MESSAGES.nameRequired],
      ['1.key', PAYMENT_MESSAGES.keyInvalid],
      ['1.name', PAYMENT_MESSAGES.nameTooLong],
    ]);
    expect(checkPlan('10', [payment('10.00', '100.00', { name: 'n'.repeat(80) })])).toEqual([]);
  });
  it('allows at most 50 payments', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => payment('1.00', '2.00', { key: `k${i}` }));
    expect(checkPlan('50', fifty)).toEqual([]);
    expect(messages(checkPlan('51', [...fifty, payment('1.00', '0.00', { key: 'k50' })]))).toEqual([['', PAYMENT_MESSAGES.tooMany]]);
  });

  describe('paid payments of the stored plan', () => {
    const stored = plan(['400.00', '40.00', 'paid'], ['300.00', '30.00'], ['300.00', '30.00']);
    it('may stay as they are while pending ones change', () => {
      const edited = plan(['400.00', '40.00', 'paid'], ['100.00', '10.00'], ['500.00', '50.00']);
      expect(checkPlan('1000', edited, stored)).toEqual([]);
    });
    it('may be turned back to pending', () => {
      expect(checkPlan('1000', plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '30.00']), stored)).toEqual([]);
    });
    it('may not change amount, name or due date, nor be removed', () => {
      const changed = plan(['500.00', '50.00', 'paid'], ['250.00', '25.00'], ['250.00', '25.00']);
      expect(messages(checkPlan('1000', changed, stored))).toEqual([['0', PAYMENT_MESSAGES.paidChanged]]);
      const renamed = stored.map((p, i) => (i === 0 ? { ...p, name: 'Otro' } : p));
      expect(messages(checkPlan('1000', renamed, stored))).toEqual([['0', PAYMENT_MESSAGES.paidChanged]]);
      const moved = stored.map((p, i) => (i === 0 ? { ...p, due_at: '2027-01-01' } : p));
      expect(messages(checkPlan('1000', moved, stored))).toEqual([['0', PAYMENT_MESSAGES.paidChanged]]);
      const sameInstant = stored.map((p, i) => (i === 0 ? { ...p, due_at: '2026-11-21T21:00:00-03:00' } : p));
      expect(checkPlan('1000', sameInstant, stored)).toEqual([]);
      const removed = plan(['300.00', '50.00'], ['300.00', '50.00']).map((p, i) => ({ ...p, key: `k${i + 1}` }));
      expect(messages(checkPlan('600', removed, stored))).toEqual([['', PAYMENT_MESSAGES.paidRemoved('Pago 1')]]);
    });
    it('are matched by id when both sides have one, else by key', () => {
      const withIds = stored.map((p, i) => ({ ...p, id: `id${i}` }));
      const rekeyed = withIds.map((p) => ({ ...p, key: `${p.key}-new` }));
      expect(checkPlan('1000', rekeyed, withIds)).toEqual([]);
    });
  });
});
