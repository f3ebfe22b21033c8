import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionDto } from '@trato/domain/billing/dto';
import { api } from '../../../lib/api-client.ts';

type CheckoutInput = { planId: string; currency: string | null; token?: string | null };

/**
 * GET /api/v1/checkout/sessions?plan_id=&currency= — a Stripe Checkout session for that plan (hosted
 * mode only); the browser then goes to its `url`. `token`: the resubscribe session's, not the stored one.
 */
export async function createCheckoutSession({ planId, currency, token }: CheckoutInput): Promise<CheckoutSessionDto> {
  const options = { query: { plan_id: planId, currency }, ...(token !== undefined ? { token } : {}) };
  return (await api.get<{ data: CheckoutSessionDto }>('/v1/checkout/sessions', options)).data;
}

export function useCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
