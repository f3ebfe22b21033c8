/** Spanish messages of the realtime streams. */
export const REALTIME_MESSAGES = {
  badLastEventId: 'El encabezado Last-Event-ID debe ser el identificador de una notificación.',
} as const;
