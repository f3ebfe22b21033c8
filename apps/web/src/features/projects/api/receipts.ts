import { useQuery } from '@tanstack/react-query';
import type { ReceiptDto } from '@trato/domain/payments/receipts';
import { api, buildUrl, readBody } from '../../../lib/api-client.ts';
import { networkError, parseApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/auth/token-storage.ts';
import { saveBlob } from '../../proposals/lib/download.ts';
import { projectKey } from './keys.ts';

/** Under the project's key: whatever reads the project again (realtime, a save) reads its receipts again too. */
export const receiptsKey = (projectId: string) => [...projectKey(projectId), 'receipts'] as const;

/** GET /v1/projects/{id}/receipts: the project's receipts, newest first, voided ones included. */
export function useProjectReceipts(projectId: string) {
  return useQuery({
    queryKey: receiptsKey(projectId),
    queryFn: () => api.get<{ data: ReceiptDto[] }>(`/v1/projects/${encodeURIComponent(projectId)}/receipts`).then((r) => r.data),
  });
}

/** GET /v1/receipts/{id}/pdf with the bearer token, saved as «recibo-rec-2026-0001.pdf». */
export async function downloadReceiptPdf(receipt: Pick<ReceiptDto, 'id' | 'code'>): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/v1/receipts/${encodeURIComponent(receipt.id)}/pdf`), { headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw parseApiError(response.status, await readBody(response));
  saveBlob(await response.blob(), `recibo-${receipt.code.toLowerCase()}.pdf`);
}
