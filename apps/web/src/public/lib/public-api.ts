import { buildUrl, readBody } from '../../lib/api-client.ts';
import { networkError, parseApiError } from '../../lib/api-error.ts';
import { readString, STORAGE_KEYS } from '../../lib/storage.ts';

/** The customer's bearer token (SPEC §6: kept in local storage, apart from the staff token). */
export const CUSTOMER_TOKEN_KEY = 'trato.customerToken';

/**
 * Who is looking: the signed-in customer first, else a staff member of the workspace (their visits
 * are not counted), else nobody. SPEC §6: the public proposal is fetched with the bearer if present.
 */
export function viewerToken(): string | null {
  return readString(CUSTOMER_TOKEN_KEY) ?? readString(STORAGE_KEYS.token);
}

type Query = Record<string, string | undefined>;

export type PublicRequest = {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  query?: Query;
  /** Overrides the viewer's token (e.g. the magic-link token); null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The raw fetch with the bearer and JSON headers; throws an ApiError when the network fails. */
export async function publicFetch(path: string, options: PublicRequest & { redirect?: RequestRedirect } = {}): Promise<Response> {
  const { method = 'GET', body, formData, query, signal, redirect } = options;
  const token = options.token !== undefined ? options.token : viewerToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, query), {
      method,
      headers,
      body: formData ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal,
      redirect,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

/** One JSON call: the parsed body, or an ApiError with the server's Spanish message. */
export async function publicRequest<T>(path: string, options: PublicRequest = {}): Promise<T> {
  const response = await publicFetch(path, options);
  const payload = await readBody(response);
  if (!response.ok) throw parseApiError(response.status, payload);
  return payload as T;
}

export { readBody };
