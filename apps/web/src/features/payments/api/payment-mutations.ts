import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentListItemDto, PaymentReminderDto } from '@trato/domain/payments/dto';
import { api } from '../../../lib/api-client.ts';
import { PAYMENTS_KEY } from './keys.ts';

export type PaymentPatch = { name?: string; due_at?: string | null; amount?: string; status?: 'pending' | 'paid' };

const path = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;

// Other screens show the same rows: a client's Pagos tab, a project's plan, the proposal builder.
const RELATED_KEYS = [['companies'], ['projects'], ['proposals']] as const;

/**
 * The writes of /payments. Each one refetches every payments list and the metrics (cards and chart
 * move with it), and marks the other screens that show payments stale.
 */
export function usePaymentMutations() {
  const qc = useQueryClient();
  const refresh = async () => {
    for (const queryKey of RELATED_KEYS) void qc.invalidateQueries({ queryKey, refetchType: 'none' });
    await qc.invalidateQueries({ queryKey: PAYMENTS_KEY });
  };
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PaymentPatch }) => api.put<{ data: PaymentListItemDto }>(path(id), patch).then((r) => r.data),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.delete<null>(path(id)), onSuccess: refresh });
  const remind = useMutation({
    mutationFn: (id: string) => api.post<{ data: PaymentReminderDto }>(`${path(id)}/reminder`).then((r) => r.data),
  });
  return { update, remove, remind };
}
