import { useQuery } from '@tanstack/react-query';
import type { CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import { portalRequest } from '../lib/portal-api.ts';

/** POST /v1/customer/payments/{id}/checkout {provider}: the provider's page to go to. */
export function startCustomerCheckout(paymentId: string, provider: CheckoutProvider): Promise<{ url: string }> {
  return portalRequest<{ url: string }>(`/v1/customer/payments/${encodeURIComponent(paymentId)}/checkout`, { method: 'POST', body: { provider } });
}

/** POST /v1/customer/projects/{id}/checkout {provider}: one checkout for everything still owed («Pagar todo lo pendiente»). */
export function startBatchCheckout(projectId: string, provider: CheckoutProvider): Promise<{ url: string }> {
  return portalRequest<{ url: string }>(`/v1/customer/projects/${encodeURIComponent(projectId)}/checkout`, { method: 'POST', body: { provider } });
}

/** GET /v1/customer/payments/{id}/checkout: the payment and its latest online charge, as the server knows them. */
export function getCustomerPayable(paymentId: string, signal?: AbortSignal): Promise<PayablePaymentDto> {
  return portalRequest<{ data: PayablePaymentDto }>(`/v1/customer/payments/${encodeURIComponent(paymentId)}/checkout`, { signal }).then((r) => r.data);
}

/**
 * The return page's read, asked again every `pollMs` while `polling` (the webhook has not arrived);
 * the key holds the project id so the portal's notification stream refetches it too when the
 * payment is marked paid.
 */
export function useCustomerPayable(paymentId: string, projectId: string, polling: (data: PayablePaymentDto | undefined) => boolean, pollMs = 2000) {
  return useQuery({
    queryKey: ['customer', 'payable', paymentId, projectId],
    queryFn: ({ signal }) => getCustomerPayable(paymentId, signal),
    staleTime: 0,
    refetchInterval: (q) => (polling(q.state.data) ? pollMs : false),
  });
}
