import type { ApiErrorCode } from '@trato/domain/errors';
import { MESSAGES } from '@trato/domain/errors';

/**
 * Typed application errors; the one error handler (lib/error-handler.ts) maps them to HTTP.
 * Throw these from services; never build an error reply by hand in a route.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra numbers for the client (e.g. LIMIT_REACHED's limit details), sent as `details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const validationError = (errors: Record<string, string[]>, message: string = MESSAGES.validation) =>
  new AppError(422, 'VALIDATION_ERROR', firstMessage(errors) ?? message, errors);

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = MESSAGES.forbidden, code: ApiErrorCode = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooLarge = (message: string = MESSAGES.tooLarge) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (message: string = MESSAGES.tooMany) => new AppError(429, 'TOO_MANY_REQUESTS', message);

function firstMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors).flat()[0];
}
