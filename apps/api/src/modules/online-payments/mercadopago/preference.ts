import { Preference } from 'mercadopago';
import { minorUnitsToDecimal, toMinorUnits } from '@trato/domain/payments/minor-units';
import type { MercadoPagoClient } from './client.ts';

/**
 * A Checkout Pro preference for one Trato payment (issue 31 §2): one item with the payment's amount
 * and currency, `external_reference` naming what is paid, `notification_url` for the webhook and the
 * three back URLs, returning automatically when the payment is approved. The amount is the stored
 * one, in the currency's minor units (CLP whole pesos): never a figure from the browser.
 */
export type CheckoutRequest = {
  /** Sent as external_reference; the webhook and the return page find the Trato payment by it. */
  externalReference: string;
  /** The line the client reads on Mercado Pago's page (the payment's name). */
  title: string;
  /** ISO code, as stored with the payment (amount_type). */
  currency: string;
  /** The stored amount, 2 decimals ("15000.00"). */
  amount: string;
  /**
   * A batch checkout («Pagar todo lo pendiente», decision 0075): one item per payment, each with its
   * stored amount; `amount` and `title` are then not items.
   */
  lines?: { id: string; title: string; amount: string }[];
};

export type CheckoutUrls = {
  notificationUrl: string;
  success: string;
  pending: string;
  failure: string;
};

export type CreatedPreference = {
  id: string;
  /** Where the client pays (init_point). */
  initPoint: string;
  /** The same checkout in Mercado Pago's sandbox, when the answer has one. */
  sandboxInitPoint: string | null;
};

/** The amount has a fraction the currency cannot be charged in (a CLP amount with cents). */
export class AmountNotChargeableError extends Error {
  constructor(
    readonly currency: string,
    readonly amount: string,
  ) {
    super(`amount ${amount} cannot be charged in ${currency}`);
  }
}

export function preferenceBody(checkout: CheckoutRequest, urls: CheckoutUrls) {
  const lines = checkout.lines ?? [{ id: checkout.externalReference, title: checkout.title, amount: checkout.amount }];
  const items = lines.map((line) => {
    const units = toMinorUnits(line.amount, checkout.currency);
    if (units === null || units <= 0n) throw new AmountNotChargeableError(checkout.currency, line.amount);
    return { id: line.id, title: line.title, quantity: 1, currency_id: checkout.currency.toUpperCase(), unit_price: Number(minorUnitsToDecimal(units, checkout.currency)) };
  });
  return {
    items,
    external_reference: checkout.externalReference,
    notification_url: urls.notificationUrl,
    back_urls: { success: urls.success, pending: urls.pending, failure: urls.failure },
    auto_return: 'approved',
  };
}

export async function createPreference(client: MercadoPagoClient, checkout: CheckoutRequest, urls: CheckoutUrls): Promise<CreatedPreference> {
  const body = preferenceBody(checkout, urls);
  const created = await client.call((config) => new Preference(config).create({ body }));
  if (!created.id || !created.init_point) throw new Error('Mercado Pago answered a preference without id or init_point');
  return { id: created.id, initPoint: created.init_point, sandboxInitPoint: created.sandbox_init_point ?? null };
}
