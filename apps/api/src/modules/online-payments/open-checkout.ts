import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { webhookAddresses } from '../collections/collections.queries.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { AmountNotChargeableError, createPreference } from './mercadopago/preference.ts';
import { AmountNotChargeableError as StripeAmountNotChargeable } from './stripe/amount.ts';
import { stripeClient } from './stripe/client.ts';
import { createCheckoutSession } from './stripe/checkout-session.ts';

/** Shared by the one-payment and the batch checkout (checkout.routes.ts, batch-checkout.routes.ts). */
export const NOT_CHARGEABLE = 'Este monto no se puede cobrar en línea: paga por otro medio o pide al equipo que lo revise.';

type Secrets = Record<string, string | undefined> | null;

/**
 * Where the customer comes back: `returned` after paying (or a pending voucher), `left` after
 * cancelling or a rejection.
 *
 * Creates the Mercado Pago preference or Stripe Checkout Session for what is asked (one payment, or
 * a batch's lines under the batch's reference) and answers where to send the customer.
 */
export async function openCheckout(
  deps: AppDeps,
  log: FastifyBaseLogger,
  to: { provider: 'mercadopago' | 'stripe'; workspaceId: string; mp: Secrets; stripe: Secrets; back: { returned: string; left: string } },
  checkout: { title: string; currency: string; amount: string; reference: string; lines?: { id: string; title: string; amount: string }[] },
): Promise<{ url: string }> {
  const appUrl = deps.config.appUrl;
  try {
    if (to.provider === 'mercadopago') {
      const created = await createPreference(
        mercadoPagoClient(to.mp!.access_token!, deps.config.mercadoPagoApiUrl),
        { ...checkout, externalReference: checkout.reference },
        { notificationUrl: webhookAddresses(appUrl, to.workspaceId).mercadopago, success: to.back.returned, pending: to.back.returned, failure: to.back.left },
      );
      return { url: created.initPoint };
    }
    const created = await createCheckoutSession(stripeClient(to.stripe!.secret_key!, deps.config.stripeApiUrl), checkout, { success: to.back.returned, cancel: to.back.left });
    return { url: created.url };
  } catch (err) {
    if (err instanceof AmountNotChargeableError || err instanceof StripeAmountNotChargeable) throw fieldError('provider', NOT_CHARGEABLE);
    if (err instanceof AppError) throw err;
    log.error({ provider: to.provider, workspaceId: to.workspaceId, err: err instanceof Error ? err.name : 'error' }, 'checkout: the provider did not create the checkout');
    throw new AppError(502, 'PROVIDER_ERROR', 'El medio de pago no respondió: inténtalo de nuevo en unos minutos.');
  }
}

