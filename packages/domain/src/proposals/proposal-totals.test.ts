import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToString, sumCents, toCents } from '../services/money.ts';
import { SERVICE_TYPES } from '../services/types.ts';
import { proposalTotals } from './proposal-totals.ts';

describe('proposalTotals (SPEC §5 per-type totals)', () => {
  it('sums per type in order of first appearance, with the grand total', () => {
    const totals = proposalTotals([
      { type: 'hours', quantity: '2.5', value: '40000' },
      { type: 'simple', total: '150000' },
      { type: 'hours', quantity: '1', value: '0.01' },
      {
        type: 'other',
        quantity: '99',
        value: '99',
        subservices: [
          { type: 'simple', total: '50000' },
          { type: 'hours', quantity: '3', value: '12500.50' },
        ],
      },
    ]);
    expect(totals).toEqual({
      total: '337501.51',
      by_type: [
        { type: 'hours', total: '100000.01' },
        { type: 'simple', total: '150000.00' },
        { type: 'other', total: '87501.50' },
      ],
    });
  });
  it('recomputes every total: a client total of a non-simple item is ignored, simple is its price', () => {
    expect(proposalTotals([{ type: 'meet', quantity: '2', value: '10', total: '999' }]).total).toBe('20.00');
    expect(proposalTotals([{ type: 'simple', quantity: '5', value: '5', total: '12,5' }]).total).toBe('12.50');
  });
  it('is zero with no services', () => {
    expect(proposalTotals([])).toEqual({ total: '0.00', by_type: [] });
  });
  it('per-type totals always add up to the grand total, each type once', () => {
    const item = fc.record({
      type: fc.constantFrom(...SERVICE_TYPES),
      quantity: fc.bigInt({ min: 0n, max: 10_000_00n }).map(centsToString),
      value: fc.bigInt({ min: 0n, max: 10_000_000_00n }).map(centsToString),
      total: fc.bigInt({ min: 0n, max: 10_000_000_00n }).map(centsToString),
    });
    fc.assert(
      fc.property(fc.array(
          fc.tuple(item, fc.array(item, { maxLength: 3 })).map(([s, subservices]) => ({ ...s, subservices })),
          { maxLength: 12 },
        ), (services) => {
        const totals = proposalTotals(services);
        expect(centsToString(sumCents(totals.by_type.map((t) => toCents(t.total) ?? 0n)))).toBe(totals.total);
        expect(new Set(totals.by_type.map((t) => t.type)).size).toBe(totals.by_type.length);
        expect(totals.by_type.map((t) => t.type)).toEqual([...new Set(services.map((s) => s.type))]);
      }),
    );
  });
});
