/** Spanish strings of the staff's 'Ver como cliente' page (SPEC §2.1 /projects/{id}/client, §2.7). */
export const CLIENT_VIEW_MESSAGES = {
  banner: 'Vista como cliente',
  bannerText: 'Así ve tu cliente este portal. Es solo lectura: nada de lo que hagas aquí cambia el portal.',
  back: 'Volver al portal',
  loading: 'Cargando la vista del cliente…',
  loadError: 'No pudimos cargar la vista del cliente.',
  notFound: 'Este portal no existe o fue eliminado.',
  retry: 'Reintentar',
} as const;
