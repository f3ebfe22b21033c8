/** Error page strings. The English sentences are the spec's own words (SPEC §2.1) and stay as they are. */
export const ERROR_MESSAGES = {
  notFound: 'This page could not be found',
  notFoundHint: 'Puede que la dirección esté mal escrita o que la página ya no exista.',
  generic: 'Ocurrió un error inesperado.',
  backHome: 'Volver al inicio',
  retry: 'Reintentar',
  details: 'Detalles del error',
  reloading: 'Actualizando la aplicación…',
  fallbackTitle: 'An error occurred while showing the error page',
  fallbackText: 'Unfortunately an error occurred and while showing the error page another error occurred',
  fallbackHome: 'Go back to home',
} as const;
