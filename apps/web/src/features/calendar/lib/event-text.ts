import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { PAYMENT_STATE_LABELS } from '@trato/domain/payments/overdue';
import { CALENDAR_MESSAGES as M } from '../messages.ts';

/** 'Pago: Anticipo — Panadería Aurora': what a chip or agenda row is called (its accessible name). */
export function eventName(e: CalendarEventDto): string {
  return e.type === 'payment' ? M.paymentEvent(e.title, e.project.name) : M.stageEvent(e.title, e.project.name);
}

/** '3 de diciembre de 2026 – 10 de diciembre de 2026 · En curso', or the day, amount and state of a payment (the API's: Vencido as on /payments and in the portal). */
export function eventDetail(e: CalendarEventDto): string {
  const days = e.start === e.end ? formatDay(e.start) : `${formatDay(e.start)} – ${formatDay(e.end)}`;
  if (e.type === 'payment') return [days, formatMoney(e.amount ?? '0', e.amount_type), e.state ? PAYMENT_STATE_LABELS[e.state] : (M.paymentStatus[e.status] ?? e.status)].join(' · ');
  return [days, M.stageStatus[e.status] ?? e.status].join(' · ');
}

/** The colours of an event: payments in the accent, stages in amber; a paid payment fades, an overdue one is red as on /payments. */
export function eventTone(e: CalendarEventDto): string {
  if (e.type === 'stage') return 'bg-warning-soft text-warning';
  if (e.state === 'overdue') return 'bg-danger-soft text-danger';
  return e.status === 'paid' ? 'bg-surface-muted text-muted-foreground line-through' : 'bg-primary-soft text-primary-text';
}
