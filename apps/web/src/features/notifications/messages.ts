/** Spanish strings of the staff notification bell (SPEC §2.4, §2.9, §4). */
export const NOTIFICATION_MESSAGES = {
  bell: 'Notificaciones',
  /** The bell's accessible name with unread ones, e.g. 'Notificaciones: 3 sin leer'. */
  bellUnread: (count: number) => `Notificaciones: ${count} sin leer`,
  title: 'Notificaciones',
  empty: 'No tienes notificaciones',
  loadError: 'No pudimos cargar tus notificaciones.',
  unread: 'Sin leer',
  justNow: 'hace un momento',
} as const;
