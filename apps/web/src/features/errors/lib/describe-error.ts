import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { ERROR_MESSAGES as M } from '../messages.ts';

export type ErrorDescription = { status: number | null; message: string; details: string | null };

/** What the error page says about any thrown value (route responses, API errors, exceptions). */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: M.notFound, details: null };
    const data = error.data as unknown;
    const fromData =
      typeof data === 'string' ? data : data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : '';
    // statusText is HTTP's English ('Internal Server Error'): the Spanish generic sentence instead.
    return { status: error.status, message: fromData || M.generic, details: error.statusText || null };
  }
  if (isApiError(error)) {
    if (error.status === 404) return { status: 404, message: M.notFound, details: null };
    return { status: error.status || null, message: error.message, details: null };
  }
  // An exception's message is a developer's, often the browser's English: it goes to the details.
  if (error instanceof Error) return { status: null, message: M.generic, details: error.stack ?? (error.message || null) };
  return { status: null, message: M.generic, details: typeof error === 'string' ? error : null };
}
