import { buildUrl, readBody } from '../../lib/api-client.ts';
import { takeEarlyRead } from '../../lib/early-reads.ts';
import { ApiError, networkError, parseApiError } from '../../lib/api-error.ts';
import { readString, removeKey, writeString } from '../../lib/storage.ts';
import { CUSTOMER_TOKEN_KEY } from '../../public/lib/public-api.ts';

/**
 * The portal's own API client (SPEC §6): the customer's bearer token from local storage, never the
 * staff token, so a provider who is also someone's client keeps the two sessions apart.
 */
export { CUSTOMER_TOKEN_KEY };

export function customerToken(): string | null {
  return readString(CUSTOMER_TOKEN_KEY);
}

export function storeCustomerToken(token: string): void {
  writeString(CUSTOMER_TOKEN_KEY, token);
}

export function clearCustomerToken(): void {
  removeKey(CUSTOMER_TOKEN_KEY);
}

type Query = Record<string, string | number | undefined | null>;

export type PortalRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Overrides the stored token (the magic link is spent with itself as bearer); null sends none. */
  token?: string | null;
  signal?: AbortSignal;
};

export function authHeaders(token: string | null = customerToken()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** One JSON call: the parsed body, or an ApiError with the server's Spanish message. */
export async function portalRequest<T>(path: string, options: PortalRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const token = options.token !== undefined ? options.token : customerToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(token) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, query ?? undefined);
  // A first-screen read the boot script already sent (boot/first-reads.ts) is taken, not sent again.
  const early = method === 'GET' ? takeEarlyRead(url, token) : null;
  let response: Response;
  try {
    response = await (early ?? fetch(url, { method, headers, body: body !== undefined ? JSON.stringify(body) : undefined, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const payload = await readBody(response);
  if (!response.ok) throw parseApiError(response.status, payload);
  return payload as T;
}

export const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ApiError && statuses.includes(error.status);
