import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trato/domain/errors';
import { ApiError, errorMessage, isApiError, networkError, parseApiError } from './api-error.ts';

describe('parseApiError', () => {
  it('reads the documented error body', () => {
    const error = parseApiError(422, {
      message: 'Este correo no está disponible.',
      errors: { email: ['Este correo no está disponible.'] },
      code: 'VALIDATION_ERROR',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Este correo no está disponible.');
    expect(error.fieldError('email')).toBe('Este correo no está disponible.');
    expect(error.hasFieldErrors).toBe(true);
  });

  it('accepts a single string per field and skips junk', () => {
    const error = parseApiError(422, { errors: { name: 'Ingresa tu nombre.', age: [1, 2], other: null } });
    expect(error.errors).toEqual({ name: ['Ingresa tu nombre.'] });
    expect(error.message).toBe('Ingresa tu nombre.');
  });

  it('falls back to a Spanish message and a code from the status', () => {
    expect(parseApiError(429, null).message).toBe(MESSAGES.tooMany);
    expect(parseApiError(429, null).code).toBe('TOO_MANY_REQUESTS');
    expect(parseApiError(401, '<html>').code).toBe('UNAUTHENTICATED');
    expect(parseApiError(404, []).message).toBe(MESSAGES.notFound);
    const server = parseApiError(502, 'Bad gateway');
    expect(server.code).toBe('INTERNAL_ERROR');
    expect(server.message).toBe(MESSAGES.internal);
    expect(parseApiError(418, { message: '   ' }).code).toBe('UNKNOWN');
  });

  it('describes network failures and any thrown value', () => {
    const error = networkError();
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(errorMessage(error)).toBe(error.message);
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage('weird', 'Algo falló')).toBe('Algo falló');
  });
});
