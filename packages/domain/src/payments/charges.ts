import { formatMoney } from '../money-format.ts';

/**
 * An online charge as the staff read it (GET /api/v1/projects/{id}/charges, decision 0075): what a
 * Mercado Pago payment or a Stripe Checkout Session did to one Trato payment. One rule for its
 * Spanish label, its tone and whether it needs the team's attention, used by every surface.
 */
export const CHARGE_STATUSES = ['paid', 'pending', 'failed', 'reversed', 'duplicate', 'mismatch', 'disputed'] as const;
export type ChargeStatusValue = (typeof CHARGE_STATUSES)[number];
export type ChargeProviderValue = 'mercadopago' | 'stripe';

export type ChargeDto = {
  id: string;
  payment_id: string;
  provider: ChargeProviderValue;
  /** Mercado Pago's payment id or Stripe's Checkout Session id. */
  provider_ref: string;
  status: ChargeStatusValue;
  /** While disputed: what the charge was before the claim. */
  held_status: 'paid' | 'duplicate' | 'mismatch' | null;
  /** When reversed: a full refund or a lost claim (chargeback). */
  reversal: 'refund' | 'chargeback' | null;
  /** What the provider charged for this payment, decimal ("15000.00"); null when not an exact amount. */
  amount: string | null;
  currency: string;
  /** Refunded so far, decimal; null when nothing was refunded. */
  refunded_amount: string | null;
  /** Set when this charge paid several payments at once («Pagar todo lo pendiente»). */
  batch_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * A payment's charge that needs the team (a duplicate or a mismatch, chargeNeedsAttention), as the
 * /payments list carries it on each row (`charge_flag`, decision 0078): enough for its label and tone.
 */
export type ChargeFlagDto = { status: 'duplicate' | 'mismatch'; provider: ChargeProviderValue };

export const PROVIDER_NAMES: Record<ChargeProviderValue, string> = { mercadopago: 'Mercado Pago', stripe: 'Stripe' };

export type ChargeTone = 'success' | 'neutral' | 'danger' | 'warning';

/** The charge's status in Spanish, as the team reads it. */
export function chargeStatusLabel(charge: Pick<ChargeDto, 'status' | 'provider'> & Partial<Pick<ChargeDto, 'reversal'>>): string {
  switch (charge.status) {
    case 'paid':
      return 'Pagado';
    case 'pending':
      return 'Pendiente';
    case 'failed':
      return 'Rechazado';
    case 'reversed':
      return charge.reversal === 'chargeback' ? 'Contracargo' : 'Reembolsado';
    case 'disputed':
      return 'En disputa';
    case 'duplicate':
      return `Pago duplicado — reembólsalo desde ${PROVIDER_NAMES[charge.provider]}`;
    case 'mismatch':
      return 'Monto distinto al pedido';
  }
}

export function chargeTone(status: ChargeStatusValue): ChargeTone {
  if (status === 'paid') return 'success';
  if (status === 'pending') return 'neutral';
  if (status === 'disputed' || status === 'reversed') return 'warning';
  return 'danger';
}

/** A duplicate or a mismatch: money arrived that the team must act on (refund it, or check the amount). */
export const chargeNeedsAttention = (status: ChargeStatusValue): boolean => status === 'duplicate' || status === 'mismatch';

/** «Reembolso parcial: $X» when part of a charge that still counts was refunded; null otherwise. */
export function partialRefundLabel(charge: Pick<ChargeDto, 'status' | 'refunded_amount' | 'currency'>): string | null {
  if (!charge.refunded_amount || charge.status === 'reversed') return null;
  return `Reembolso parcial: ${formatMoney(charge.refunded_amount, charge.currency)}`;
}

/** The staff's notification when a charge needs them (a duplicate or a mismatch), in Spanish. */
export function chargeAttentionTitle(status: 'duplicate' | 'mismatch', paymentName: string, provider: ChargeProviderValue): string {
  return status === 'duplicate'
    ? `Pago duplicado en «${paymentName}»: reembólsalo desde ${PROVIDER_NAMES[provider]}`
    : `«${paymentName}» se cobró por un monto distinto al pedido en ${PROVIDER_NAMES[provider]}`;
}
