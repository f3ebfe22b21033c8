import { describe, expect, it } from 'vitest';
import { allocateBatchRefund, shareRefund, type BatchShare } from './batch-refund.ts';

// The split of a batch checkout's refunded total among its payments (decision 0078); the state
// machine over every order is in apps/api's charge-state.test.ts.
const paying = (...minor: bigint[]): BatchShare[] => minor.map((m) => ({ minor: m, settled: true }));

describe('allocateBatchRefund', () => {
  it('from the last payment backwards, each up to its amount; never more than the shares', () => {
    expect(allocateBatchRefund(1n, paying(100n, 200n))).toEqual([0n, 1n]);
    expect(allocateBatchRefund(200n, paying(100n, 200n))).toEqual([0n, 200n]);
    expect(allocateBatchRefund(201n, paying(100n, 200n))).toEqual([1n, 200n]);
    expect(allocateBatchRefund(10_000n, paying(100n, 200n))).toEqual([100n, 200n]);
    expect(allocateBatchRefund(-5n, paying(100n, 200n))).toEqual([0n, 0n]);
  });

  it('shares that paid nothing (a duplicate, a mismatch, already refunded) first, themselves last-first', () => {
    const shares: BatchShare[] = [{ minor: 100n, settled: false }, { minor: 200n, settled: true }, { minor: 300n, settled: false }];
    expect(allocateBatchRefund(350n, shares)).toEqual([50n, 0n, 300n]);
    expect(allocateBatchRefund(450n, shares)).toEqual([100n, 50n, 300n]);
  });

  it('CLP in whole pesos: the units are the currency’s own', () => {
    expect(allocateBatchRefund(150_000n, paying(135_001n, 101_250n, 101_250n))).toEqual([0n, 48_750n, 101_250n]);
  });
});

describe('shareRefund', () => {
  it('none, partial or full against the share', () => {
    expect([shareRefund(0n, 10n), shareRefund(9n, 10n), shareRefund(10n, 10n)]).toEqual(['none', 'partial', 'full']);
  });
});
