import { useEffect, useRef, useState } from 'react';
import { checkoutOutcome, type CheckoutOutcome } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';

export type PayableRead =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; payment: PayablePaymentDto; outcome: CheckoutOutcome; timedOut: boolean };

/** How often and how long the return page asks again while the provider's webhook is on its way. */
export const POLL_MS = 2000;
export const POLL_FOR_MS = 60_000;

/**
 * The return page's read: the payment as the SERVER knows it, asked again every POLL_MS while the
 * outcome is «waiting» (no charge reported yet), for up to POLL_FOR_MS. `leftCheckout` is the
 * provider's "cancelled / rejected" return, which only matters while the server knows no charge.
 */
export function usePayable(read: (signal: AbortSignal) => Promise<PayablePaymentDto>, leftCheckout: boolean, opts: { pollMs?: number; pollForMs?: number } = {}): PayableRead {
  const [state, setState] = useState<PayableRead>({ status: 'loading' });
  const readRef = useRef(read);
  readRef.current = read;
  const pollMs = opts.pollMs ?? POLL_MS;
  const pollForMs = opts.pollForMs ?? POLL_FOR_MS;

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const payment = await readRef.current(controller.signal);
        if (controller.signal.aborted) return;
        const outcome = checkoutOutcome(payment.state, payment.charge?.status ?? null, leftCheckout);
        const timedOut = Date.now() - started >= pollForMs;
        setState({ status: 'ready', payment, outcome, timedOut: outcome === 'waiting' && timedOut });
        if (outcome === 'waiting' && !timedOut) timer = setTimeout(() => void ask(), pollMs);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [leftCheckout, pollMs, pollForMs]);

  return state;
}
