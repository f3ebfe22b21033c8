import type { FastifyBaseLogger } from 'fastify';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { credentialsKey } from '../collections/credentials-cipher.ts';
import { readProviderSecrets } from '../collections/collections.queries.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { AmountNotChargeableError, createPreference } from './mercadopago/preference.ts';
import { AmountNotChargeableError as StripeAmountNotChargeable } from './stripe/amount.ts';
import { stripeClient } from './stripe/client.ts';
import { createCheckoutSession } from './stripe/checkout-session.ts';

/**
 * Opening a provider's checkout for one stored payment (issue 31 §2, decisions 0070 and 0074): the
 * one path behind every «Pagar» — the portal's, and the per-payment link's — so the rules hold
 * everywhere. The amount, currency and name are the stored payment's, never the browser's; the
 * method must be one the domain rule (payment-methods.ts) offers for that currency with what the
 * workspace has connected; the checkout names the payment, and the workspace's webhook
 * (webhooks.routes.ts) applies what the provider reports.
 */
export const CHECKOUT_MESSAGES = {
  notFound: 'No encontramos ese pago.',
  alreadyPaid: 'Este pago ya está pagado.',
  providerInvalid: 'Elige Mercado Pago o Stripe.',
  notChargeable: 'Este monto no se puede cobrar en línea: paga por otro medio o pide al equipo que lo revise.',
} as const;

export type CheckoutProvider = 'mercadopago' | 'stripe';
export type PaymentToCharge = { id: string; name: string; amount: string; currency: string; status: string; workspaceId: string };
/**
 * Where the provider sends the payer back: `returned` (paid, or pending at the provider) and `left`
 * (cancelled or rejected), per provider. The page there reads the server's truth either way.
 */
export type ReturnUrls = { returned: (provider: CheckoutProvider) => string; left: (provider: CheckoutProvider) => string };

/** The caller has checked the payment is not paid (422 CHECKOUT_MESSAGES.alreadyPaid). */
export async function startCheckout(
  deps: AppDeps,
  log: FastifyBaseLogger,
  payment: PaymentToCharge,
  provider: CheckoutProvider,
  back: ReturnUrls,
): Promise<{ url: string }> {
  const { db } = deps.database;
  const key = credentialsKey(deps.config.appSecret);
  const [mp, stripe] = await Promise.all([
    readProviderSecrets(db, key, payment.workspaceId, 'mercadopago'),
    readProviderSecrets(db, key, payment.workspaceId, 'stripe'),
  ]);
  const offer = paymentMethodsFor(payment.currency, { mercadopago: !!mp?.access_token, stripe: !!stripe?.secret_key, transferCurrencies: [] }).find((o) => o.method === provider)!;
  if (!offer.available) throw fieldError('provider', offer.reason!);

  const checkout = { title: payment.name, currency: payment.currency, amount: payment.amount };
  try {
    if (provider === 'mercadopago') {
      const created = await createPreference(
        mercadoPagoClient(mp!.access_token!, deps.config.mercadoPagoApiUrl),
        { ...checkout, externalReference: payment.id },
        { notificationUrl: `${deps.config.appUrl}/api/v1/webhooks/mercadopago/${payment.workspaceId}`, success: back.returned(provider), pending: back.returned(provider), failure: back.left(provider) },
      );
      return { url: created.initPoint };
    }
    const created = await createCheckoutSession(stripeClient(stripe!.secret_key!, deps.config.stripeApiUrl), { ...checkout, reference: payment.id }, { success: back.returned(provider), cancel: back.left(provider) });
    return { url: created.url };
  } catch (err) {
    if (err instanceof AmountNotChargeableError || err instanceof StripeAmountNotChargeable) throw fieldError('provider', CHECKOUT_MESSAGES.notChargeable);
    if (err instanceof AppError) throw err;
    log.error({ provider, workspaceId: payment.workspaceId, err: err instanceof Error ? err.name : 'error' }, 'checkout: the provider did not create the checkout');
    throw new AppError(502, 'PROVIDER_ERROR', 'El medio de pago no respondió: inténtalo de nuevo en unos minutos.');
  }
}
