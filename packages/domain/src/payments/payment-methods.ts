import type { CurrencyCode } from '../currencies.ts';

/**
 * Which ways of paying a payment can offer (issue 31 §1, decision 0067): one rule from the payment's
 * currency and what the workspace has connected, used by settings «Cobros» today and by the pages
 * that offer «Pagar» later. A method that cannot take the currency says why, in Spanish.
 */
export const PAYMENT_METHODS = ['mercadopago', 'stripe', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { mercadopago: 'Mercado Pago', stripe: 'Tarjeta (Stripe)', transfer: 'Transferencia bancaria' };

/** Mercado Pago charges in the currency of the country of the account: Chile, Argentina, Mexico, Colombia, Peru, Brazil, Uruguay. */
export const MERCADOPAGO_CURRENCIES: readonly string[] = ['CLP', 'ARS', 'MXN', 'COP', 'PEN', 'BRL', 'UYU'];
/**
 * Stripe's presentment currencies among Trato's; the UF is an index no provider charges in. (CLP is
 * zero-decimal for Stripe: its amounts go in whole pesos, which the checkout of issue 31 §2 handles.)
 */
export const STRIPE_CURRENCIES: readonly string[] = ['CLP', 'USD', 'EUR', 'MXN', 'ARS', 'PEN', 'COP', 'BOB'];

export type ConnectedMethods = {
  mercadopago: boolean;
  stripe: boolean;
  /** The currencies of the workspace's bank accounts. */
  transferCurrencies: readonly string[];
};

export type MethodOffer = { method: PaymentMethod; available: boolean; reason: string | null };

function offer(method: PaymentMethod, reason: string | null): MethodOffer {
  return { method, available: reason === null, reason };
}

/** Every method, in the order shown, with why it is off for `currency` (null when it is on). */
export function paymentMethodsFor(currency: CurrencyCode | string, connected: ConnectedMethods): MethodOffer[] {
  const mercadopago = !MERCADOPAGO_CURRENCIES.includes(currency)
    ? `Mercado Pago no cobra en ${currency}.`
    : connected.mercadopago
      ? null
      : 'Mercado Pago no está conectado.';
  const stripe = !STRIPE_CURRENCIES.includes(currency) ? `Stripe no cobra en ${currency}.` : connected.stripe ? null : 'Stripe no está conectado.';
  const transfer =
    currency === 'UF'
      ? 'Una transferencia no se hace en UF: se paga en pesos chilenos.'
      : connected.transferCurrencies.includes(currency)
        ? null
        : `No hay una cuenta bancaria en ${currency}.`;
  return [offer('mercadopago', mercadopago), offer('stripe', stripe), offer('transfer', transfer)];
}

/** The methods a payment in `currency` can be paid with now. */
export function availableMethods(currency: CurrencyCode | string, connected: ConnectedMethods): PaymentMethod[] {
  return paymentMethodsFor(currency, connected)
    .filter((o) => o.available)
    .map((o) => o.method);
}
