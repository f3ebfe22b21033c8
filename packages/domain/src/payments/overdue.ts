/**
 * Overdue (SPEC §7 Payments, decision 0023): a portal's payment still pending and due on a day before
 * today, "today" being the workspace's (todayIn). `due_at` is the calendar day as plans store it
 * (midnight UTC); ownerType is the proposal/portal's type. A proposal's payment is never overdue: nobody owes it until the client signs.
 * The API's SQL filter is the same rule; the page can use this one to re-derive it after an edit.
 */
export function isOverdue(payment: { status: string; due_at: string | null }, today: string, ownerType: string): boolean {
  if (ownerType !== 'project' || payment.status === 'paid' || !payment.due_at) return false;
  return payment.due_at.slice(0, 10) < today;
}
