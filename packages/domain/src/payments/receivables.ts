/**
 * What a payment counts for in the money figures (issue 30 §3, decision 0064): the one rule of
 * "who owes me what", used by /payments (list filter and cards) and the dashboard.
 *
 * - collected: paid, whoever it belonged to (money received is received).
 * - owed: unpaid payment of a portal (a signed proposal becomes a portal: 'active' or 'finished'). The
 *   client signed the plan, so it is a receivable; overdue is a part of it (paymentState).
 * - pipeline: unpaid payment of an open proposal, finished draft or sent and unanswered ('DRAFT',
 *   'SENT'): money that may come, never counted as owed. Drafts are in it because the day totals the
 *   figures read (decision 0035) keep the owner's type, not its status (decision 0064).
 * - none: a declined, filed or unfinished proposal's payment (decision 0023 shows none of them).
 *
 * The API's SQL (payments.filters, the dashboard's figures) is this rule written with the same
 * constants; a test holds the two to the same answer.
 */
export type PaymentStanding = 'collected' | 'owed' | 'pipeline' | 'none';

/** Statuses of a portal whose unpaid payments are owed. */
export const OWED_PORTAL_STATUSES = ['active', 'finished'] as const;
/** Statuses of a proposal whose unpaid payments are pipeline. */
export const PIPELINE_PROPOSAL_STATUSES = ['DRAFT', 'SENT'] as const;

export function paymentStanding(payment: { status: string }, owner: { type: string; status: string }): PaymentStanding {
  if (payment.status === 'paid') return 'collected';
  if (owner.type === 'project') return (OWED_PORTAL_STATUSES as readonly string[]).includes(owner.status) ? 'owed' : 'none';
  if (owner.type === 'proposal') return (PIPELINE_PROPOSAL_STATUSES as readonly string[]).includes(owner.status) ? 'pipeline' : 'none';
  return 'none';
}

/** Whether the client owes this payment (a receivable, overdue or not). */
export const isOwed = (payment: { status: string }, owner: { type: string; status: string }): boolean => paymentStanding(payment, owner) === 'owed';
