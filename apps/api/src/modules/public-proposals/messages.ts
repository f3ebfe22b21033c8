/** Spanish messages of the public proposal endpoints (docs/api/public-proposals.md). */
export const PUBLIC_MESSAGES = {
  notFound: 'No encontramos esa cotización.',
  notOpen: 'Esta cotización ya no está abierta: no se puede aceptar ni rechazar.',
  expired: 'Esta cotización venció y ya no se puede aceptar ni rechazar.',
  demo: 'Esta es una cotización de ejemplo de un espacio de demostración: no se puede aceptar ni rechazar.',
  reasonTooLong: 'El comentario puede tener hasta 2000 caracteres.',
} as const;
