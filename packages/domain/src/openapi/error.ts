import { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../errors.ts';
import type { SameType } from './same-type.ts';

const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'LIMIT_REACHED',
  'NOT_FOUND',
  'CONFLICT',
  'PROPOSAL_LOCKED',
  'PAYMENT_PAID',
  'ALREADY_SIGNED',
  'PROPOSAL_NOT_OPEN',
  'PROPOSAL_EXPIRED',
  'DEMO_WORKSPACE',
  'WORKSPACE_DISABLED',
  'TRANSITION_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'BILLING_DISABLED',
  'INVALID_SIGNATURE',
  'PROVIDER_ERROR',
  'INTERNAL_ERROR',
] as const satisfies readonly ApiErrorCode[];

/** The one error body every failure answers with (apps/api/src/lib/error-handler.ts): the `ApiError` component. */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('Mensaje en español para mostrar a quien usa la aplicación.'),
    code: z.enum(API_ERROR_CODES),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Mensajes por campo (errores de validación).'),
    details: z.record(z.string(), z.unknown()).optional().describe('Datos extra de algunos errores, p. ej. LIMIT_REACHED.'),
  })
  .meta({ id: 'ApiError', description: 'Cuerpo de toda respuesta de error.' });

// Compile-time: the schema and the TypeScript type cannot drift (also every code is listed: the enum is exhaustive both ways).
export const apiErrorSchemaMatches: SameType<z.infer<typeof apiErrorSchema>, ApiErrorBody> = true;
