/** Spanish messages of the dashboard, calendar and calendar-feed API (docs/api/dashboard.md). Zod-free. */
export const DASHBOARD_MESSAGES = {
  startDateInvalid: 'Ingresa una fecha de inicio válida (AAAA-MM-DD).',
  endDateInvalid: 'Ingresa una fecha de término válida (AAAA-MM-DD).',
  endBeforeStart: 'La fecha de término no puede ser anterior a la de inicio.',
  rangeTooLong: 'El rango no puede superar los 366 días.',
  flagInvalid: 'Usa true o false.',
  perDayInvalid: 'Indica un número de eventos por día entre 1 y 100.',
  feedNotFound: 'Este calendario no existe o fue revocado.',
  feedTooMany: 'Demasiadas consultas a este calendario. Intenta de nuevo en unos minutos.',
  paymentSummary: (name: string, project: string) => `Pago: ${name} — ${project}`,
  stageSummary: (name: string, project: string) => `Etapa: ${name} — ${project}`,
  /** After a paid or overdue payment's name: ' (pagado)', ' (vencido)'. */
  stateSuffix: (word: string) => ` (${word.toLowerCase()})`,
  calendarName: (workspace: string) => `Trato — ${workspace}`,
} as const;
