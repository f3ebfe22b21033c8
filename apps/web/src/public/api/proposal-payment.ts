import type { CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import { publicRequest } from '../lib/public-api.ts';

/**
 * GET /v1/proposal/{slug}/payment: the first payment not yet paid of the portal made from this
 * accepted proposal (or `paymentId`, one of that portal's), null when none is left. As a guest: the
 * public link is the access (decision 0073).
 */
export function getProposalPayable(slug: string, paymentId: string | null, signal?: AbortSignal): Promise<PayablePaymentDto | null> {
  return publicRequest<{ data: PayablePaymentDto | null }>(`/v1/proposal/${encodeURIComponent(slug)}/payment`, {
    query: paymentId ? { payment_id: paymentId } : undefined,
    token: null,
    signal,
  }).then((r) => r.data);
}

/** POST /v1/proposal/{slug}/checkout {provider}: the provider's page for that first payment due. */
export function startProposalCheckout(slug: string, provider: CheckoutProvider): Promise<{ url: string }> {
  return publicRequest<{ url: string }>(`/v1/proposal/${encodeURIComponent(slug)}/checkout`, { method: 'POST', body: { provider }, token: null });
}
