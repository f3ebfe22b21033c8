import { describe, expect, it } from 'vitest';
import type { ChargeStatus } from '../../db/schema/index.ts';
import { allocateBatchRefund, shareRefund } from '@trato/domain/payments/batch-refund';
import { batchShareOutcome, chargePaysItsPayment, decideCharge, type ChargeOutcome, type ChargeState } from './charge-state.ts';

/**
 * Every order of deliveries for one charge (decisions 0070, 0075): the state machine is folded over
 * a sequence of provider readings, the payment moving as it says, and the end state checked.
 */
type Run = { status: ChargeStatus | null; payment: 'paid' | 'pending'; moves: string[] };

function play(outcomes: ChargeOutcome[], start: { payment?: 'paid' | 'pending'; matches?: boolean } = {}): Run {
  let state: ChargeState | null = null;
  let payment = start.payment ?? 'pending';
  const moves: string[] = [];
  for (const outcome of outcomes) {
    const next = decideCharge(state, outcome, start.matches ?? true, payment === 'paid');
    if (!next) continue;
    if (next.pay) {
      payment = next.pay;
      moves.push(next.pay);
    }
    state = { status: next.status, heldStatus: next.heldStatus };
  }
  return { status: state?.status ?? null, payment, moves };
}

describe('a charge and its disputes, in every order', () => {
  it('paid, then a claim: held, the payment stays paid', () => {
    expect(play(['paid', 'disputed'])).toEqual({ status: 'disputed', payment: 'paid', moves: ['paid'] });
    expect(play(['paid', 'disputed', 'disputed'])).toEqual({ status: 'disputed', payment: 'paid', moves: ['paid'] });
  });

  it('the claim lost: a chargeback, the payment owed again; nothing after it pays again', () => {
    expect(play(['paid', 'disputed', 'reversed'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
    expect(play(['paid', 'disputed', 'reversed', 'paid', 'disputed'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
  });

  it('the claim won: back to paid, the payment untouched; a later claim holds it again', () => {
    expect(play(['paid', 'disputed', 'paid'])).toEqual({ status: 'paid', payment: 'paid', moves: ['paid'] });
    expect(play(['paid', 'disputed', 'paid', 'disputed', 'reversed'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
  });

  it('the claim seen before the approval: received and held at once; won or lost from there', () => {
    expect(play(['disputed'])).toEqual({ status: 'disputed', payment: 'paid', moves: ['paid'] });
    expect(play(['disputed', 'paid'])).toEqual({ status: 'paid', payment: 'paid', moves: ['paid'] });
    expect(play(['disputed', 'reversed'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
    // A late "pending" or "failed" changes nothing while the claim is open.
    expect(play(['disputed', 'pending', 'failed'])).toEqual({ status: 'disputed', payment: 'paid', moves: ['paid'] });
  });

  it('a duplicate disputed and lost: the payment paid by hand stays paid', () => {
    expect(play(['paid', 'disputed', 'reversed'], { payment: 'paid' })).toEqual({ status: 'reversed', payment: 'paid', moves: [] });
    expect(play(['disputed', 'paid'], { payment: 'paid' })).toEqual({ status: 'duplicate', payment: 'paid', moves: [] });
  });

  it('a mismatch disputed and won stays a mismatch, never pays', () => {
    expect(play(['paid', 'disputed', 'paid'], { matches: false })).toEqual({ status: 'mismatch', payment: 'pending', moves: [] });
    expect(play(['paid', 'disputed', 'reversed'], { matches: false })).toEqual({ status: 'reversed', payment: 'pending', moves: [] });
  });
});

describe('refunds, in every order', () => {
  it('a partial refund changes no state: the payment stays paid', () => {
    expect(play(['paid', 'partly_refunded'])).toEqual({ status: 'paid', payment: 'paid', moves: ['paid'] });
    expect(play(['paid', 'partly_refunded', 'reversed'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
    expect(play(['partly_refunded'])).toEqual({ status: null, payment: 'pending', moves: [] });
  });

  it('a full refund before or after the approval: owed, and a late approval does not pay again', () => {
    expect(play(['paid', 'reversed', 'paid'])).toEqual({ status: 'reversed', payment: 'pending', moves: ['paid', 'pending'] });
    expect(play(['reversed', 'paid'])).toEqual({ status: 'reversed', payment: 'pending', moves: [] });
    expect(play(['pending', 'reversed', 'paid'])).toEqual({ status: 'reversed', payment: 'pending', moves: [] });
  });

  it('pending, failed, paid in any order: paid once', () => {
    expect(play(['pending', 'paid', 'pending', 'failed', 'paid'])).toEqual({ status: 'paid', payment: 'paid', moves: ['paid'] });
    expect(play(['failed', 'pending', 'paid'])).toEqual({ status: 'paid', payment: 'paid', moves: ['paid'] });
    expect(play(['paid', 'paid'], { payment: 'paid' })).toEqual({ status: 'duplicate', payment: 'paid', moves: [] });
  });
});

/**
 * A batch checkout's one charge over three payments (amounts 100, 200, 300 in minor units), read
 * back as (outcome, refunded total) after each delivery; each payment's charge folded as
 * apply-charge.ts does: the share's part of the refund (the domain's allocation: shares that paid
 * nothing first, then the last payment backwards), batchShareOutcome, decideCharge; the part
 * recorded when it grows (decision 0078).
 */
const SHARES = [100n, 200n, 300n];
type Reading = [ChargeOutcome, bigint];
type BatchRun = { status: (ChargeStatus | null)[]; payment: ('paid' | 'pending')[]; refunded: (bigint | null)[] };

function playBatch(readings: Reading[], start: ('paid' | 'pending')[] = ['pending', 'pending', 'pending']): BatchRun {
  const states: (ChargeState | null)[] = SHARES.map(() => null);
  const payment = [...start];
  const refunded: (bigint | null)[] = SHARES.map(() => null);
  for (const [outcome, total] of readings) {
    const parts = allocateBatchRefund(
      total,
      SHARES.map((minor, i) => ({ minor, settled: chargePaysItsPayment(states[i]!) })),
    );
    SHARES.forEach((share, i) => {
      const part = parts[i]!;
      const next = decideCharge(states[i]!, batchShareOutcome(outcome, shareRefund(part, share)), true, payment[i] === 'paid');
      // As apply-charge.ts: a charge row records its part when the part grows (a stale reading never lowers it).
      if (part > 0n && (next || states[i]) && (refunded[i] === null || part > refunded[i]!)) refunded[i] = part;
      if (!next) return;
      if (next.pay) payment[i] = next.pay;
      states[i] = { status: next.status, heldStatus: next.heldStatus };
    });
  }
  return { status: states.map((s) => s?.status ?? null), payment, refunded };
}

describe('a batch charge refunded in parts, in every order', () => {
  it('allocates the refunded total to the shares that paid nothing first, then from the last payment backwards, each up to its amount', () => {
    const paying = SHARES.map((minor) => ({ minor, settled: true }));
    expect(allocateBatchRefund(0n, paying)).toEqual([0n, 0n, 0n]);
    expect(allocateBatchRefund(250n, paying)).toEqual([0n, 0n, 250n]);
    expect(allocateBatchRefund(300n, paying)).toEqual([0n, 0n, 300n]);
    expect(allocateBatchRefund(450n, paying)).toEqual([0n, 150n, 300n]);
    expect(allocateBatchRefund(600n, paying)).toEqual([100n, 200n, 300n]);
    expect(allocateBatchRefund(900n, paying)).toEqual([100n, 200n, 300n]);
    const firstDuplicate = [{ minor: 100n, settled: false }, ...paying.slice(1)];
    expect(allocateBatchRefund(100n, firstDuplicate)).toEqual([100n, 0n, 0n]);
    expect(allocateBatchRefund(250n, firstDuplicate)).toEqual([100n, 0n, 150n]);
    expect(shareRefund(0n, 300n)).toBe('none');
    expect(shareRefund(250n, 300n)).toBe('partial');
    expect(shareRefund(300n, 300n)).toBe('full');
    expect(chargePaysItsPayment(null)).toBe(true);
    expect(chargePaysItsPayment({ status: 'paid', heldStatus: null })).toBe(true);
    expect(chargePaysItsPayment({ status: 'duplicate', heldStatus: null })).toBe(false);
    expect(chargePaysItsPayment({ status: 'disputed', heldStatus: 'mismatch' })).toBe(false);
    expect(chargePaysItsPayment({ status: 'reversed', heldStatus: null })).toBe(false);
  });

  it('paid, then growing partial refunds: the last payment partly, then refunded (owed again), then the next one partly', () => {
    expect(playBatch([['paid', 0n], ['partly_refunded', 250n]])).toEqual({ status: ['paid', 'paid', 'paid'], payment: ['paid', 'paid', 'paid'], refunded: [null, null, 250n] });
    expect(playBatch([['paid', 0n], ['partly_refunded', 250n], ['partly_refunded', 450n]])).toEqual({
      status: ['paid', 'paid', 'reversed'],
      payment: ['paid', 'paid', 'pending'],
      refunded: [null, 150n, 300n],
    });
    // Straight to the second refund (the first delivery lost), then the whole: all owed again.
    expect(playBatch([['paid', 0n], ['partly_refunded', 450n], ['reversed', 600n]])).toEqual({
      status: ['reversed', 'reversed', 'reversed'],
      payment: ['pending', 'pending', 'pending'],
      refunded: [100n, 200n, 300n],
    });
  });

  it('a stale reading after a newer one moves nothing back: a refunded share stays refunded', () => {
    expect(playBatch([['paid', 0n], ['partly_refunded', 450n], ['partly_refunded', 250n], ['paid', 0n]])).toEqual({
      status: ['paid', 'paid', 'reversed'],
      payment: ['paid', 'paid', 'pending'],
      refunded: [null, 150n, 300n],
    });
  });

  it('Mercado Pago: a partial refund is read as approved with the refunded amount, the same split', () => {
    expect(playBatch([['paid', 0n], ['paid', 350n]])).toEqual({ status: ['paid', 'paid', 'reversed'], payment: ['paid', 'paid', 'pending'], refunded: [null, 50n, 300n] });
  });

  it('the refund seen before the approval: the refunded share is never paid, the rest are paid with their part', () => {
    expect(playBatch([['paid', 350n], ['paid', 350n]])).toEqual({ status: ['paid', 'paid', 'reversed'], payment: ['paid', 'paid', 'pending'], refunded: [null, 50n, 300n] });
    expect(playBatch([['pending', 0n], ['paid', 300n], ['paid', 0n]])).toEqual({ status: ['paid', 'paid', 'reversed'], payment: ['paid', 'paid', 'pending'], refunded: [null, null, 300n] });
  });

  it('a share that was a duplicate (paid by hand meanwhile) is refunded first: the payment stays paid, the others untouched', () => {
    expect(playBatch([['paid', 0n], ['partly_refunded', 100n]], ['paid', 'pending', 'pending'])).toEqual({
      status: ['reversed', 'paid', 'paid'],
      payment: ['paid', 'paid', 'paid'],
      refunded: [100n, null, null],
    });
    // More refunded afterwards: the duplicate's part stays, the rest goes to the last payment.
    expect(playBatch([['paid', 0n], ['partly_refunded', 100n], ['partly_refunded', 400n]], ['paid', 'pending', 'pending'])).toEqual({
      status: ['reversed', 'paid', 'reversed'],
      payment: ['paid', 'paid', 'pending'],
      refunded: [100n, null, 300n],
    });
    // The duplicate's refund and more in one reading: the same result.
    expect(playBatch([['paid', 0n], ['partly_refunded', 400n]], ['paid', 'pending', 'pending'])).toEqual({
      status: ['reversed', 'paid', 'reversed'],
      payment: ['paid', 'paid', 'pending'],
      refunded: [100n, null, 300n],
    });
  });

  it('a claim on the charge holds every share whatever was refunded; lost, all are owed again', () => {
    expect(playBatch([['paid', 0n], ['partly_refunded', 250n], ['disputed', 250n], ['reversed', 250n]])).toEqual({
      status: ['reversed', 'reversed', 'reversed'],
      payment: ['pending', 'pending', 'pending'],
      refunded: [null, null, 250n],
    });
  });
});
