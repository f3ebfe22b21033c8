import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CheckoutSession = { session_id: string; url: string };

/** GET /api/v1/checkout/sessions?plan_id=&currency= — a hosted checkout for that plan (hosted mode only). */
export async function createCheckoutSession(input: { planId: string; currency: string | null }): Promise<CheckoutSession> {
  return (await api.get<{ data: CheckoutSession }>('/v1/checkout/sessions', { query: { plan_id: input.planId, currency: input.currency } })).data;
}

export function useCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
