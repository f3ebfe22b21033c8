import type { PaymentStatus } from '../dto.ts';
import type { PlanPayment } from './types.ts';

/**
 * SPEC §4: a payment without status is pending; uppercase PENDING/PAID are also seen. Anything
 * other than paid (any case) reads as pending.
 */
export function normalizeStatus(status: unknown): PaymentStatus {
  return typeof status === 'string' && status.trim().toLowerCase() === 'paid' ? 'paid' : 'pending';
}

/** Labels shown for a payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Pendiente', paid: 'Pagado' };

/** Payments as they come from storage or the wire, in position order with normalised statuses. */
export function normalizePayments<T extends Pick<PlanPayment, 'status'> & { position?: number }>(payments: readonly T[]): (T & { status: PaymentStatus })[] {
  return payments
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.position ?? a.i) - (b.p.position ?? b.i) || a.i - b.i)
    .map(({ p }) => ({ ...p, status: normalizeStatus(p.status) }));
}
