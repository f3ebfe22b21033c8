import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';

/** What the pay page shows: the choice of methods, or the result of a checkout (decision 0074). */
export type PayView = 'choose' | 'confirming' | 'pending' | 'failed' | 'paid' | 'already-paid';

/**
 * The page's state from the server's answer and how the payer got here: `result` is the query the
 * checkout's back URL carries ('ok' from a finished or pending checkout, 'cancelado' from a
 * cancelled or failed one). The server decides whether it is paid; the query only says a checkout
 * just happened. `waitedOut`: the page polled for a while and no confirmation came.
 */
export function payView(link: PayLinkDto, result: string | null, waitedOut: boolean): PayView {
  if (link.payment.status === 'paid') return result === 'ok' ? 'paid' : 'already-paid';
  if (result === 'cancelado') return 'failed';
  if (result !== 'ok') return 'choose';
  const charge = link.last_charge?.status;
  if (charge === 'failed') return 'failed';
  if (charge === 'pending') return 'pending';
  return waitedOut ? 'pending' : 'confirming';
}
