import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/subscriptions/portal — the payment provider's page to manage the card and invoices. */
export async function openBillingPortal(): Promise<{ redirect: string }> {
  return (await api.post<{ data: { redirect: string } }>('/v1/subscriptions/portal')).data;
}

export function useBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
