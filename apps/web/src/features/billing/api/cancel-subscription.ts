import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { billingKey, type Billing } from '../../../lib/billing/get-billing.ts';

/** POST /api/v1/subscriptions/cancel — ends the paid subscription at the end of its period. */
export async function cancelSubscription(): Promise<Billing> {
  return (await api.post<{ data: Billing }>('/v1/subscriptions/cancel')).data;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (billing) => {
      queryClient.setQueryData(billingKey, billing);
      void queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}
