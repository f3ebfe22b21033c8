import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import type { PaymentTransferDto } from '@trato/domain/payments/transfer-review';
import { fileForm, postFormWithProgress } from '../../lib/upload-with-progress.ts';
import { publicRequest } from '../lib/public-api.ts';
import type { TransferInput } from '../payments/transfer-report.tsx';

// The token in the path is the only access: no bearer is sent, whoever is signed in on this browser.

/** GET /api/v1/pay/{token}: the one payment, the workspace's brand and the methods on offer. */
export async function getPayLink(token: string, signal?: AbortSignal): Promise<PayLinkDto> {
  return (await publicRequest<{ data: PayLinkDto }>(`/v1/pay/${encodeURIComponent(token)}`, { token: null, signal })).data;
}

/** POST /api/v1/pay/{token}/checkout: the provider's page to go to (the amount is the server's). */
export async function startPayLinkCheckout(token: string, provider: 'mercadopago' | 'stripe'): Promise<string> {
  return (await publicRequest<{ url: string }>(`/v1/pay/${encodeURIComponent(token)}/checkout`, { method: 'POST', body: { provider }, token: null })).url;
}

/** POST /api/v1/pay/{token}/transfer: «Ya transferí»; the page then reads «En revisión» (decision 0077). */
export async function reportPayLinkTransfer(token: string, input: TransferInput): Promise<PaymentTransferDto> {
  return (await publicRequest<{ data: PaymentTransferDto }>(`/v1/pay/${encodeURIComponent(token)}/transfer`, { method: 'POST', body: input, token: null })).data;
}

/** POST /api/v1/pay/{token}/transfer/proof with one image or PDF; `onProgress` gets 0–100. No bearer: the token is the access. */
export async function uploadPayLinkProof(token: string, file: File, onProgress: (percent: number) => void): Promise<{ id: string }> {
  const body = await postFormWithProgress(`/v1/pay/${encodeURIComponent(token)}/transfer/proof`, fileForm(file), {}, onProgress);
  return (body as { data: { id: string } }).data;
}
