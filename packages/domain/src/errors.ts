/** The one error body every API error uses (see docs/api/foundation.md). */
export type ApiErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
  code: ApiErrorCode;
  /** Extra numbers of some errors, e.g. LIMIT_REACHED's `LimitDetailsDto` (docs/api/billing.md). */
  details?: Record<string, unknown>;
};

export type ApiErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'EMAIL_NOT_VERIFIED'
  | 'LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PROPOSAL_LOCKED'
  | 'PAYMENT_PAID'
  | 'ALREADY_SIGNED'
  | 'PROPOSAL_NOT_OPEN'
  | 'PROPOSAL_EXPIRED'
  | 'DEMO_WORKSPACE'
  | 'WORKSPACE_DISABLED'
  | 'TRANSITION_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'BILLING_DISABLED'
  | 'INVALID_SIGNATURE'
  | 'PROVIDER_ERROR'
  | 'INTERNAL_ERROR';

export const MESSAGES = {
  validation: 'Los datos enviados no son válidos.',
  unauthenticated: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscas.',
  tooMany: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  tooLarge: 'El archivo o los datos enviados son demasiado grandes.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  malformed: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidText: 'El texto contiene caracteres no permitidos.',
} as const;
