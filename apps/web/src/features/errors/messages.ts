/** Error page strings: SPEC §2.1's English sentences said in Spanish (decision 0065). */
export const ERROR_MESSAGES = {
  notFound: 'No encontramos esta página',
  notFoundHint: 'Puede que la dirección esté mal escrita o que la página ya no exista.',
  generic: 'Ocurrió un error inesperado.',
  backHome: 'Volver al inicio',
  retry: 'Reintentar',
  details: 'Detalles del error',
  reloading: 'Actualizando la aplicación…',
  fallbackTitle: 'Ocurrió un error al mostrar la página de error',
  fallbackText: 'Lamentablemente ocurrió un error y, al mostrar la página de error, ocurrió otro.',
  fallbackHome: 'Volver al inicio',
} as const;
