import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it("says 'No encontramos esta página' for a 404 route or API error", () => {
    expect(describeError(new ErrorResponseImpl(404, 'Not Found', null)).message).toBe('No encontramos esta página');
    expect(describeError(new ApiError(404, 'No encontramos lo que buscas.', 'NOT_FOUND')).status).toBe(404);
  });

  it('shows the Spanish message of other errors, never an English one', () => {
    expect(describeError(new ErrorResponseImpl(500, 'Internal', { message: 'Se cayó' })).message).toBe('Se cayó');
    expect(describeError(new ApiError(403, 'No tienes permiso.', 'FORBIDDEN'))).toMatchObject({ status: 403, message: 'No tienes permiso.' });
    expect(describeError(new ErrorResponseImpl(500, 'Internal Server Error', null)).message).toBe('Ocurrió un error inesperado.');
    expect(describeError(new Error('Cannot read properties of undefined')).message).toBe('Ocurrió un error inesperado.');
    expect(describeError(42).message).toBe('Ocurrió un error inesperado.');
  });
});
