import { describe, expect, it } from 'vitest';
import type { ChargeStatus } from '../../db/schema/index.ts';
import { decideCharge, type ChargeOutcome, type ChargeState } from './charge-state.ts';

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
