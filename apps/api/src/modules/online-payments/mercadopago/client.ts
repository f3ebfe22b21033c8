import { MercadoPagoConfig } from 'mercadopago';
import { callAt, MERCADOPAGO_API_URL } from './sdk-base-url.ts';

/**
 * A workspace's Mercado Pago client: the official SDK with that workspace's access token (issue 31
 * §1: each workspace is paid into its own account), pointed at Mercado Pago or, with
 * MERCADOPAGO_API_URL, at a local stand-in (tests). The token only travels in the Authorization
 * header the SDK writes; nothing here logs it.
 */
export type MercadoPagoClient = {
  /** The address calls go to, without a trailing slash. */
  apiUrl: string;
  /** Runs one SDK call with this client's configuration against apiUrl. */
  call: <T>(fn: (config: MercadoPagoConfig) => Promise<T>) => Promise<T>;
};

export function mercadoPagoClient(accessToken: string, apiUrl: string | null): MercadoPagoClient {
  const base = (apiUrl ?? MERCADOPAGO_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(base)) throw new Error('Mercado Pago API address must be an http(s) URL');
  // A fresh configuration per call: the SDK's clients merge each call's request options into the
  // configuration object they were given, so a shared one would carry one call's options (an
  // idempotency key) into the next. A checkout request and a webhook wait on the call: one retry on
  // 429/5xx, and a bounded wait instead of the SDK's 60 s.
  const config = () => new MercadoPagoConfig({ accessToken, options: { timeout: 15_000, maxRetries: 1 } });
  return { apiUrl: base, call: (fn) => callAt(base, () => fn(config())) };
}
