/* What the staff app shares about online charges (decisions 0075, 0078): their look, where they are shown, what refreshes them. */
import type { ChargeTone } from '@trato/domain/payments/charges';

/** The classes of a charge's tone (chargeTone, @trato/domain/payments/charges): one look on every staff surface. */
export const CHARGE_TONE_CLASSES: Record<ChargeTone, string> = {
  success: 'bg-success-soft text-success',
  neutral: 'bg-surface-muted text-muted-foreground',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

/** The anchor of «Cobros en línea» on a project's page: the /payments marker leads there. */
export const CHARGES_ANCHOR = 'cobros-en-linea';

/** The notifications after which a payment's charges (and so the payments' figures) changed: a provider paid, took back or flagged one. */
export const CHARGE_NOTIFICATIONS = ['payment.charge_flagged', 'payment.paid', 'payment.reversed'] as const;
