import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerPaymentsDto } from '@trato/domain/portal/dto';
import type { PaymentTransferDto } from '@trato/domain/payments/transfer-review';
import { buildUrl } from '../../lib/api-client.ts';
import { networkError, parseApiError, type ApiError } from '../../lib/api-error.ts';
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

export type TransferInput = { transferred_on: string; amount: string; proof_id: string | null };

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

/**
 * POST /v1/customer/payments/{id}/transfer/proof with one image or PDF, through XMLHttpRequest
 * because fetch reports no upload progress (as upload-file.ts): `onProgress` gets 0–100.
 */
export function uploadTransferProof(paymentId: string, file: File, onProgress: (percent: number) => void): Promise<UploadedProof> {
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/v1/customer/payments/${encodeURIComponent(paymentId)}/transfer/proof`));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((body as { data: UploadedProof }).data);
      } else reject(parseApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
