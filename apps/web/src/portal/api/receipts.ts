import { useQuery } from '@tanstack/react-query';
import type { ReceiptDto } from '@trato/domain/payments/receipts';
import { buildUrl, readBody } from '../../lib/api-client.ts';
import { networkError, parseApiError } from '../../lib/api-error.ts';
import { authHeaders, portalRequest } from '../lib/portal-api.ts';

/** GET /v1/customer/receipts?project_id: the portal's receipts, newest first (voided ones included). */
export function useReceipts(projectId: string, enabled = true) {
  return useQuery({
    queryKey: ['customer', 'receipts', projectId],
    queryFn: ({ signal }) => portalRequest<{ data: ReceiptDto[] }>('/v1/customer/receipts', { query: { project_id: projectId }, signal }).then((r) => r.data),
    enabled,
  });
}

/** GET /v1/customer/receipts/{id}: one receipt (the e-mail's link opens it). */
export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['customer', 'receipt', id],
    queryFn: ({ signal }) => portalRequest<{ data: ReceiptDto }>(`/v1/customer/receipts/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  });
}

/**
 * GET /v1/customer/receipts/{id}/pdf with the customer's token, saved as «recibo-rec-2026-0001.pdf»
 * (a plain link would carry no token). Raises the server's Spanish message when it says no.
 */
export async function downloadReceiptPdf(receipt: Pick<ReceiptDto, 'id' | 'code'>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(`/v1/customer/receipts/${encodeURIComponent(receipt.id)}/pdf`), { headers: { Accept: 'application/pdf', ...authHeaders() } });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw parseApiError(response.status, await readBody(response));
  const href = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = `recibo-${receipt.code.toLowerCase()}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
