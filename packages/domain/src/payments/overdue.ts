import { formatDay } from '../date-format.ts';

/**
 * One rule for a payment's state (issue 30 §1, decisions 0023 and 0062). A portal's payment still
 * pending and due on a day before today is overdue, "today" being the workspace's calendar day
 * (todayIn with its time_zone). `due_at` is the calendar day as plans store it (midnight UTC);
 * ownerType is the proposal/portal's type. A proposal's payment is never overdue: nobody owes it
 * until the client signs. The API's SQL filter (payments.filters) is the same rule written in SQL;
 * every surface — staff app, portal, calendar, ICS, search, e-mails, dashboard — shows this state.
 */
export const PAYMENT_STATES = ['paid', 'overdue', 'pending'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function paymentState(payment: { status: string; due_at: string | null }, today: string, ownerType: string): PaymentState {
  if (payment.status === 'paid') return 'paid';
  if (ownerType !== 'project' || !payment.due_at) return 'pending';
  return payment.due_at.slice(0, 10) < today ? 'overdue' : 'pending';
}

export function isOverdue(payment: { status: string; due_at: string | null }, today: string, ownerType: string): boolean {
  return paymentState(payment, today, ownerType) === 'overdue';
}

/** The word for each state, the same for the provider and the client. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = { paid: 'Pagado', overdue: 'Vencido', pending: 'Pendiente' };

/**
 * A calm sentence for the client and the provider: «Vencido el 22 de noviembre de 2026»,
 * «Vence el 1 de diciembre de 2026», «Pagado»; «Pendiente» without a due day.
 */
export function paymentStateSentence(state: PaymentState, dueAt: string | null): string {
  const day = formatDay(dueAt);
  if (state === 'paid') return PAYMENT_STATE_LABELS.paid;
  if (!day) return PAYMENT_STATE_LABELS.pending;
  return state === 'overdue' ? `Vencido el ${day}` : `Vence el ${day}`;
}
