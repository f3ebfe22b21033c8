import type { ShareRefund } from '@trato/domain/payments/batch-refund';
import type { ChargeStatus, HeldStatus } from '../../db/schema/index.ts';

/**
 * The state machine of one provider charge against one Trato payment (decisions 0070, 0075): from
 * what the charge already did (its row) and what the provider reports now (read back), the next
 * state and whether the payment moves. Pure, so every order of deliveries is tested
 * (charge-state.test.ts); apply-charge.ts runs it inside the transaction that locks the payment.
 *
 * - paid: pays the payment — or `duplicate` when it is already paid (by hand), `mismatch` when the
 *   amount or currency differs; a repeated paid does nothing.
 * - pending / failed: only a charge not decided yet follows them.
 * - disputed (Mercado Pago `in_mediation`, a Stripe dispute open): the money is held. The charge
 *   keeps what it was in `heldStatus` and the payment keeps its state. A dispute seen before the
 *   charge itself (the approval was missed) first receives the charge as a paid would, then holds it.
 * - while disputed: lost (`reversed`: MP `charged_back`, Stripe dispute lost) reverses as a refund
 *   would — the payment is owed again only if this charge is what paid it; won (`paid` again)
 *   restores the held state, the payment untouched.
 * - reversed (full refund or chargeback) after paid: the payment is owed again. Final: Stripe still
 *   reads a refunded session as complete and paid, so a late "paid" must not pay again.
 * - partly_refunded: no change of state (the payment stays paid); the caller records the amount.
 */
export type ChargeOutcome = 'paid' | 'pending' | 'failed' | 'reversed' | 'disputed' | 'partly_refunded';

export type ChargeState = { status: ChargeStatus; heldStatus: HeldStatus | null };

export type ChargeDecision = { status: ChargeStatus; heldStatus: HeldStatus | null; pay?: 'paid' | 'pending' };

const isHeldStatus = (s: ChargeStatus | null): s is HeldStatus => s === 'paid' || s === 'duplicate' || s === 'mismatch';

export function decideCharge(previous: ChargeState | null, outcome: ChargeOutcome, matches: boolean, paymentPaid: boolean): ChargeDecision | null {
  const received = (): ChargeDecision =>
    !matches ? { status: 'mismatch', heldStatus: null } : paymentPaid ? { status: 'duplicate', heldStatus: null } : { status: 'paid', heldStatus: null, pay: 'paid' };
  const was = previous?.status ?? null;

  if (outcome === 'partly_refunded' || was === 'reversed') return null;

  if (was === 'disputed') {
    const held = previous!.heldStatus ?? 'paid';
    if (outcome === 'reversed') return { status: 'reversed', heldStatus: null, ...(held === 'paid' && paymentPaid ? { pay: 'pending' as const } : {}) };
    if (outcome === 'paid') return { status: held, heldStatus: null };
    return null;
  }

  if (outcome === 'disputed') {
    if (isHeldStatus(was)) return { status: 'disputed', heldStatus: was };
    const first = received();
    return { ...first, status: 'disputed', heldStatus: first.status as HeldStatus };
  }

  if (outcome === 'reversed') {
    if (was === 'paid' && paymentPaid) return { status: 'reversed', heldStatus: null, pay: 'pending' };
    return { status: 'reversed', heldStatus: null };
  }

  if (was === 'paid' || was === 'duplicate') return null;
  if (outcome === 'paid') {
    if (!matches) return was === 'mismatch' ? null : { status: 'mismatch', heldStatus: null };
    return received();
  }
  // pending or failed: only a charge not yet decided follows it.
  if (was === 'mismatch' || was === outcome) return null;
  return { status: outcome, heldStatus: null };
}

/**
 * A batch checkout's charge, partly refunded, as each of its payments reads it (decision 0078): the
 * provider's outcome is about the whole charge; a payment whose share was refunded in full (the
 * domain's allocation, @trato/domain/payments/batch-refund) reads it as a full refund of its own
 * charge — `reversed`, so decideCharge puts the payment back to owed only when this charge is what
 * paid it (a duplicate's refund leaves the hand-paid payment paid). A share partly covered or not
 * touched keeps the provider's outcome (no change of state; the part is recorded). A reversal of the
 * whole charge, a dispute and the rest are the same for every payment.
 */
export function batchShareOutcome(outcome: ChargeOutcome, refund: ShareRefund): ChargeOutcome {
  if (refund === 'full' && (outcome === 'paid' || outcome === 'partly_refunded')) return 'reversed';
  return outcome;
}

/**
 * Whether this charge is what pays its payment, for a batch refund's allocation (decision 0078): a
 * duplicate, a mismatch or a charge already reversed paid nothing, so a refund goes to it first. A
 * charge not recorded yet (or pending) counts as paying: it will pay when its approval arrives.
 */
export function chargePaysItsPayment(state: ChargeState | null): boolean {
  if (!state) return true;
  const was = state.status === 'disputed' ? (state.heldStatus ?? 'paid') : state.status;
  return was !== 'duplicate' && was !== 'mismatch' && was !== 'reversed';
}
