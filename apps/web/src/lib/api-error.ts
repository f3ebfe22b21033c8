import { MESSAGES, type ApiErrorCode } from '@trato/domain/errors';

export type ClientErrorCode = ApiErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

export const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** An API failure with the server's `{ message, errors, code }` body, normalised. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: ClientErrorCode,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
  422: MESSAGES.validation,
  429: MESSAGES.tooMany,
};

function normaliseErrors(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (typeof messages === 'string') out[field] = [messages];
    else if (Array.isArray(messages)) {
      const list = messages.filter((m): m is string => typeof m === 'string');
      if (list.length) out[field] = list;
    }
  }
  return out;
}

/**
 * Builds the ApiError for a failed response from its status and parsed body (anything: the body may
 * be the documented JSON, HTML from a proxy, or empty). Missing parts fall back to Spanish defaults.
 */
export function parseApiError(status: number, body: unknown): ApiError {
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors = normaliseErrors(obj.errors);
  const firstFieldMessage = Object.values(errors)[0]?.[0];
  const message =
    (typeof obj.message === 'string' && obj.message.trim()) ||
    firstFieldMessage ||
    MESSAGE_BY_STATUS[status] ||
    MESSAGES.internal;
  const code =
    typeof obj.code === 'string' && obj.code ? (obj.code as ClientErrorCode) : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN'));
  return new ApiError(status, message, code, errors);
}

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR');
}

/** A message for any thrown value, suitable for a toast. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.internal): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
