import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import { publicRequest } from '../lib/public-api.ts';

// The token in the path is the only access: no bearer is sent, whoever is signed in on this browser.

/** GET /api/v1/pay/{token}: the one payment, the workspace's brand and the methods on offer. */
export async function getPayLink(token: string, signal?: AbortSignal): Promise<PayLinkDto> {
  return (await publicRequest<{ data: PayLinkDto }>(`/v1/pay/${encodeURIComponent(token)}`, { token: null, signal })).data;
}

/** POST /api/v1/pay/{token}/checkout: the provider's page to go to (the amount is the server's). */
export async function startPayLinkCheckout(token: string, provider: 'mercadopago' | 'stripe'): Promise<string> {
  return (await publicRequest<{ url: string }>(`/v1/pay/${encodeURIComponent(token)}/checkout`, { method: 'POST', body: { provider }, token: null })).url;
}
