import { describe, expect, it } from 'vitest';
import { receiptCode, receiptMethodOf } from './receipts.ts';

describe('receiptCode', () => {
  it('«REC-2026-0001»: the year, then the number with at least four digits', () => {
    expect(receiptCode(1, '2026-11-29T15:00:00Z', 'America/Santiago')).toBe('REC-2026-0001');
    expect(receiptCode(42, '2026-11-29T15:00:00Z', 'America/Santiago')).toBe('REC-2026-0042');
    expect(receiptCode(12345, '2026-11-29T15:00:00Z', 'America/Santiago')).toBe('REC-2026-12345');
  });

  it("takes the year where the workspace is, not UTC's", () => {
    // 23:30 on 31 December in Santiago is already 1 January in UTC.
    expect(receiptCode(7, '2027-01-01T02:30:00Z', 'America/Santiago')).toBe('REC-2026-0007');
    expect(receiptCode(7, '2027-01-01T02:30:00Z', 'UTC')).toBe('REC-2027-0007');
  });
});

describe('receiptMethodOf', () => {
  it('keeps the known methods and reads anything else as registered by hand', () => {
    for (const m of ['mercadopago', 'stripe', 'transfer', 'manual'] as const) expect(receiptMethodOf(m)).toBe(m);
    for (const other of [undefined, null, '', 'paypal']) expect(receiptMethodOf(other)).toBe('manual');
  });
});
