import { ApiError, networkError, parseApiError } from './api-error.ts';
import { getToken } from './auth/token-storage.ts';
import { takeEarlyRead } from './early-reads.ts';

/** API base: `VITE_API_BASE` at build time, else `{host}/api`. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** Sends this token instead of the stored one (e.g. a register-session token). */
  token?: string | null;
};

export function buildUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE.replace(/\/$/, '')}${clean}${qs ? `?${qs}` : ''}`;
}

/** The parsed JSON body (null when empty or 204; the raw text when not JSON). */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One request to the API with the bearer token from storage. Resolves to the parsed JSON body or
 * throws an ApiError. A 401 is only logged here: the current-user query decides what it means.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, formData, query, signal } = options;
  const token = options.token !== undefined ? options.token : getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, query);
  // A first-screen read the boot script already sent (boot/first-reads.ts) is taken, not sent again.
  const early = method === 'GET' ? takeEarlyRead(url, token) : null;
  let response: Response;
  try {
    response = await (early ?? fetch(url, {
      method,
      headers,
      body: formData ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal,
    }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  return resultOf<T>(response, method, path);
}

/** An API answer read as apiRequest reads it: the JSON body, or an ApiError (a 401 only logged here). */
export async function resultOf<T>(response: Response, method: string, path: string): Promise<T> {
  const payload = await readBody(response);
  if (!response.ok) {
    const error = parseApiError(response.status, payload);
    if (response.status === 401) console.warn(`[api] 401 en ${method} ${path}: ${error.message}`);
    throw error;
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: <T>(path: string, formData: FormData, options?: Omit<RequestOptions, 'method' | 'body' | 'formData'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', formData }),
};

export { ApiError };
