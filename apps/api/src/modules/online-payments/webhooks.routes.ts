import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { enterWorkspace } from '../../db/row-security.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { jsonBoundsError } from '../../lib/json-bounds.ts';
import { credentialsKey } from '../collections/credentials-cipher.ts';
import { readProviderSecrets, type Provider } from '../collections/collections.queries.ts';
import { isUuid } from '../projects/projects.queries.ts';
import { applyCharge, chargeByIntent, type ChargeOutcome } from './apply-charge.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { checkPaymentMatches } from './mercadopago/payment-check.ts';
import { readPayment } from './mercadopago/payment.ts';
import { verifyWebhookSignature } from './mercadopago/webhook-signature.ts';
import { stripeClient } from './stripe/client.ts';
import { chargeIdOfEvent, readCharge } from './stripe/charge.ts';
import { checkSessionMatches } from './stripe/payment-check.ts';
import { outcomeOfEvent, readCheckoutSession } from './stripe/session.ts';
import { verifyStripeWebhook } from './stripe/webhook-signature.ts';
import { providerAmountToMinorUnits } from '@trato/domain/payments/minor-units';

/**
 * The workspaces' own payment webhooks (issue 31 §3, docs/api/webhooks.md, decision 0070):
 * POST /api/v1/webhooks/mercadopago/{workspaceId} and /api/v1/webhooks/stripe/{workspaceId}, the
 * addresses a provider registers in its Mercado Pago / Stripe account. Unauthenticated, like the
 * billing webhook: what proves a delivery is the signature with THAT workspace's webhook secret; and
 * a delivery is only a hint — the charge is read back from the provider with the workspace's own
 * credentials, and that answer is what is applied (apply-charge.ts). Every refusal is a 4xx with
 * nothing written, logged with the workspace, the provider and the reason only: never a secret, a
 * signature header or a body.
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const MESSAGES = {
  notConnected: 'Este espacio de trabajo no recibe pagos por este medio.',
  invalidSignature: 'La firma de la notificación no es válida.',
  unknownCharge: 'El proveedor no tiene este cobro.',
} as const;

const params = z.object({ workspaceId: z.string() });
const received = { 200: z.object({ received: z.literal(true), status: z.string().nullable() }) };

const refuse = (log: FastifyBaseLogger, provider: Provider, workspaceId: string, reason: string, status: 401 | 404) => {
  log.warn({ provider, workspaceId, reason }, 'payment webhook refused');
  return status === 401 ? new AppError(401, 'INVALID_SIGNATURE', MESSAGES.invalidSignature) : notFound(status === 404 && reason === 'not_connected' ? MESSAGES.notConnected : MESSAGES.unknownCharge);
};

export async function onlinePaymentWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const key = credentialsKey(deps.config.appSecret);
  const now = () => new Date();

  /** The workspace's secrets for the provider, in its own scope; 404 when it has none (or no such workspace). */
  async function secretsOf(log: FastifyBaseLogger, provider: Provider, workspaceId: string, needed: string[]) {
    if (!isUuid(workspaceId)) throw refuse(log, provider, workspaceId.slice(0, 40), 'not_connected', 404);
    enterWorkspace(workspaceId);
    const secrets = await readProviderSecrets(db, key, workspaceId, provider);
    if (!secrets || needed.some((k) => typeof secrets[k] !== 'string' || !secrets[k])) throw refuse(log, provider, workspaceId, 'not_connected', 404);
    return secrets;
  }

  // Mercado Pago signs the query's data.id, the request id and a timestamp; the body is not signed,
  // so nothing is read from it.
  r.post('/webhooks/mercadopago/:workspaceId', { schema: { tags: ['webhooks'], params, response: received } }, async (req) => {
    const { workspaceId } = req.params;
    const secrets = await secretsOf(req.log, 'mercadopago', workspaceId, ['access_token', 'webhook_secret']);
    const query = req.query as Record<string, unknown>;
    const check = verifyWebhookSignature(req.headers, query, secrets.webhook_secret!, now(), SIGNATURE_TOLERANCE_SECONDS);
    if (!check.ok) throw refuse(req.log, 'mercadopago', workspaceId, check.reason, 401);
    // Only payments move a milestone; merchant orders and other topics are acknowledged.
    if (query.type !== 'payment' && query.topic !== 'payment') return { received: true as const, status: null };
    if (!check.dataId) throw refuse(req.log, 'mercadopago', workspaceId, 'no_data_id', 404);
    const client = mercadoPagoClient(secrets.access_token!, deps.config.mercadoPagoApiUrl);
    const payment = await readPayment(client, check.dataId);
    if (!payment?.externalReference) throw refuse(req.log, 'mercadopago', workspaceId, 'unknown_charge', 404);
    // in_mediation: the money is held; the payment keeps its state until the claim is settled.
    const outcome: ChargeOutcome = payment.outcome === 'disputed' ? 'pending' : payment.outcome;
    const applied = await applyCharge(
      db,
      workspaceId,
      {
        provider: 'mercadopago',
        providerRef: payment.id,
        providerIntent: null,
        reference: payment.externalReference,
        outcome,
        check: (asked) => checkPaymentMatches({ externalReference: asked.reference, currency: asked.currency, amount: asked.amount }, payment),
        amountMinor: providerAmountToMinorUnits(payment.amount, payment.currency),
        currency: payment.currency,
      },
      now(),
      deps.config.appUrl,
    ).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) throw refuse(req.log, 'mercadopago', workspaceId, 'unknown_reference', 404);
      throw err;
    });
    return { received: true as const, status: applied.status };
  });

  // Stripe signs the raw body: this plugin's JSON parser keeps the bytes (as the billing webhook's).
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => {
      const error = jsonBoundsError((body as Buffer).toString('utf8'));
      if (error) done(error, undefined);
      else done(null, body);
    });
    const rr = raw.withTypeProvider<ZodTypeProvider>();
    rr.post('/webhooks/stripe/:workspaceId', { schema: { tags: ['webhooks'], params, response: received } }, async (req) => {
      const { workspaceId } = req.params;
      const secrets = await secretsOf(req.log, 'stripe', workspaceId, ['secret_key', 'webhook_secret']);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const verified = verifyStripeWebhook(body, req.headers['stripe-signature'], secrets.webhook_secret!, SIGNATURE_TOLERANCE_SECONDS, now());
      if (!verified.ok) throw refuse(req.log, 'stripe', workspaceId, verified.reason, 401);
      const { event } = verified;
      const kind = outcomeOfEvent(event.type);
      if (kind === 'ignored') return { received: true as const, status: null };
      const client = stripeClient(secrets.secret_key!, deps.config.stripeApiUrl);
      const unknown = (err: unknown) => {
        if (err instanceof AppError && err.status === 404) throw refuse(req.log, 'stripe', workspaceId, 'unknown_reference', 404);
        throw err;
      };

      if (kind === 'reversed') {
        const chargeId = chargeIdOfEvent(event);
        const charge = chargeId ? await readCharge(client, chargeId) : null;
        if (!charge?.paymentIntent) throw refuse(req.log, 'stripe', workspaceId, 'unknown_charge', 404);
        // A partial refund leaves the milestone paid.
        if (charge.outcome !== 'reversed') return { received: true as const, status: null };
        // Not applied yet (the refund overtook the payment): 404, so Stripe delivers it again later.
        const applied = await chargeByIntent(db, workspaceId, 'stripe', charge.paymentIntent);
        if (!applied) throw refuse(req.log, 'stripe', workspaceId, 'charge_not_applied_yet', 404);
        const result = await applyCharge(
          db,
          workspaceId,
          { provider: 'stripe', providerRef: applied.providerRef, providerIntent: charge.paymentIntent, reference: applied.paymentId, outcome: 'reversed', check: () => ({ ok: true }), amountMinor: charge.units, currency: charge.currency },
          now(),
          deps.config.appUrl,
        ).catch(unknown);
        return { received: true as const, status: result.status };
      }

      const object = event.data.object as { id?: unknown; object?: unknown };
      const session = object.object === 'checkout.session' && typeof object.id === 'string' ? await readCheckoutSession(client, object.id) : null;
      const reference = session && session.reference === session.metadataReference ? session.reference : null;
      if (!session || !reference) throw refuse(req.log, 'stripe', workspaceId, 'unknown_charge', 404);
      // The event decides for a failed or expired session; a completed one, what the session says now.
      const outcome: ChargeOutcome = kind === 'session' ? (session.outcome === 'expired' ? 'failed' : session.outcome === 'reversed' ? 'reversed' : session.outcome) : 'failed';
      const result = await applyCharge(
        db,
        workspaceId,
        {
          provider: 'stripe',
          providerRef: session.id,
          providerIntent: session.paymentIntent,
          reference,
          outcome,
          check: (asked) => checkSessionMatches(asked, session),
          amountMinor: session.units,
          currency: session.currency,
        },
        now(),
        deps.config.appUrl,
      ).catch(unknown);
      return { received: true as const, status: result.status };
    });
  });
}
