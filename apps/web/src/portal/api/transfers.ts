import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerPaymentsDto } from '@trato/domain/portal/dto';
import type { PaymentTransferDto } from '@trato/domain/payments/transfer-review';
import type { TransferInput } from '../../public/payments/transfer-report.tsx';
import { fileForm, postFormWithProgress } from '../../lib/upload-with-progress.ts';
import { authHeaders, portalRequest } from '../lib/portal-api.ts';
import { customerProjectKey } from './get-project.ts';

export const customerPaymentsKey = (projectId: string) => ['customer', 'payments', projectId] as const;

/** GET /v1/customer/payments?project_id: the plan with each payment's transfer, and the workspace's bank accounts. */
export function useCustomerPayments(projectId: string) {
  return useQuery({
    queryKey: customerPaymentsKey(projectId),
    queryFn: ({ signal }) => portalRequest<CustomerPaymentsDto>('/v1/customer/payments', { query: { project_id: projectId }, signal }),
  });
}


/** POST /v1/customer/payments/{id}/transfer: the payment then reads «En revisión» everywhere. */
export function useReportTransfer(projectId: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => portalRequest<{ data: PaymentTransferDto }>(`/v1/customer/payments/${encodeURIComponent(paymentId)}/transfer`, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: customerProjectKey(projectId) }), queryClient.invalidateQueries({ queryKey: customerPaymentsKey(projectId) })]),
  });
}

export type UploadedProof = { id: string; name: string; url: string; mime_type: string; size: number };

/** POST /v1/customer/payments/{id}/transfer/proof with one image or PDF; `onProgress` gets 0–100. */
export async function uploadTransferProof(paymentId: string, file: File, onProgress: (percent: number) => void): Promise<UploadedProof> {
  const body = await postFormWithProgress(`/v1/customer/payments/${encodeURIComponent(paymentId)}/transfer/proof`, fileForm(file), authHeaders(), onProgress);
  return (body as { data: UploadedProof }).data;
}
