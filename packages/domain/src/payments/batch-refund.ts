/**
 * A refund of a batch checkout's one charge («Pagar todo lo pendiente», decisions 0075, 0078), split
 * among the batch's payments. The provider only knows the charge's refunded total; each payment's
 * charge row must say how much of ITS amount came back, so the team reads «Reembolso parcial: $X»
 * of that payment, not of the whole batch.
 *
 * The rule, in the currency's minor units, each share taking up to its own amount:
 * 1. first the shares whose charge paid nothing (`settled: false` — a duplicate of a payment already
 *    paid by hand, a mismatch, a share already refunded): that is the money the team is told to give
 *    back («Pago duplicado — reembólsalo…»), so refunding it must not make a paid milestone owed;
 * 2. then the shares that paid their payment, from the LAST one backwards (the plan's order, as the
 *    batch lists them): the later milestones are the ones paid ahead of time, so a partial refund
 *    undoes the most recent ones and keeps the earliest (usually the advance) paid.
 * A share covered in full reads as refunded (its charge `reversed`: the state machine puts the payment
 * back to owed only when that charge is what paid it); one partly covered keeps its state with its
 * part recorded; the rest are untouched. Shares only move into group 1 once covered, so a growing
 * total never takes back what an earlier refund allocated.
 */
export type BatchShare = { minor: bigint; settled: boolean };

/** Each share's refunded part, in the order of `shares` (minor units; 0n when untouched). */
export function allocateBatchRefund(refundedMinor: bigint, shares: readonly BatchShare[]): bigint[] {
  let left = refundedMinor > 0n ? refundedMinor : 0n;
  const parts = shares.map(() => 0n);
  const lastFirst = shares.map((_, i) => shares.length - 1 - i);
  const order = [...lastFirst.filter((i) => !shares[i]!.settled), ...lastFirst.filter((i) => shares[i]!.settled)];
  for (const i of order) {
    if (left <= 0n) break;
    const share = shares[i]!.minor > 0n ? shares[i]!.minor : 0n;
    const part = left < share ? left : share;
    parts[i] = part;
    left -= part;
  }
  return parts;
}

/** What a share's refunded part means for its payment: nothing back, part of it back, or all of it. */
export type ShareRefund = 'none' | 'partial' | 'full';

export function shareRefund(part: bigint, share: bigint): ShareRefund {
  if (part <= 0n) return 'none';
  return part >= share ? 'full' : 'partial';
}
