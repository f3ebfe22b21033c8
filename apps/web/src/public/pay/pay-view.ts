import { checkoutOutcome, type ChargeStatus } from '@trato/domain/payments/checkout-messages';
import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';

/** What the pay page shows: the choice of methods, or the result of a checkout (decision 0074). */
export type PayView = 'choose' | 'confirming' | 'pending' | 'failed' | 'review' | 'transfer-review' | 'paid' | 'already-paid';

/**
 * The page's state from the server's answer and how the payer got here: `result` is the query the
 * checkout's back URL carries ('ok' from a finished or pending checkout, 'cancelado' from a
 * cancelled or failed one). What happened is the one rule every return page uses (checkoutOutcome:
 * the server's state and latest charge; the query only says a checkout just happened).
 * `waitedOut`: the page polled for a while and no confirmation came. A reported transfer waiting
 * for the team ('transfer-review', decision 0077) is what the page says until they decide.
 */
export function payView(link: PayLinkDto, result: string | null, waitedOut: boolean): PayView {
  const back = result === 'ok' || result === 'cancelado';
  if (link.payment.status === 'paid') return back ? 'paid' : 'already-paid';
  if (link.review === 'in_review') return 'transfer-review';
  if (!back) return 'choose';
  const outcome = checkoutOutcome(link.payment.state, (link.last_charge?.status ?? null) as ChargeStatus | null, result === 'cancelado');
  if (outcome === 'waiting') return waitedOut ? 'pending' : 'confirming';
  return outcome;
}
