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
import { applyCharges, chargesByIntent, type AppliedCharge, type ChargeOutcome, type ChargeReport } from './apply-charge.ts';
import { batchReports, findBatch } from './checkout-batch.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { checkPaymentMatches } from './mercadopago/payment-check.ts';
import { readPayment } from './mercadopago/payment.ts';
import { verifyWebhookSignature } from './mercadopago/webhook-signature.ts';
import { stripeClient } from './stripe/client.ts';
import { chargeIdOfEvent, disputeIdOfEvent, readCharge, readDispute } from './stripe/charge.ts';
import type { StripeClient } from './stripe/client.ts';
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

/** The charge's state(s) after a delivery: one, or each distinct one of a batch's payments ("duplicate,paid"). */
const summary = (applied: AppliedCharge[]) => [...new Set(applied.map((a) => a.status))].sort().join(',') || null;

const readDisputeOf = async (client: StripeClient, event: Parameters<typeof disputeIdOfEvent>[0]) => {
  const id = disputeIdOfEvent(event);
  return id ? readDispute(client, id) : null;
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
    const units = providerAmountToMinorUnits(payment.amount, payment.currency);
    const refundedMinor = payment.refundedAmount > 0 ? providerAmountToMinorUnits(payment.refundedAmount, payment.currency) : null;
    // Mercado Pago documents a partial refund as `approved`; a `refunded` status with less than the
    // whole refunded is read the same way: the payment stays paid, the refunded amount is recorded.
    const outcome: ChargeOutcome = payment.status === 'refunded' && payment.refundedAmount > 0 && payment.refundedAmount < payment.amount ? 'paid' : payment.outcome;
    const reversal = payment.status === 'charged_back' ? ('chargeback' as const) : ('refund' as const);
    const batch = await findBatch(db, workspaceId, payment.externalReference);
    const reports: ChargeReport[] = batch
      ? batchReports('mercadopago', batch, { providerRef: payment.id, providerIntent: null, outcome, units, currency: payment.currency, refundedMinor, reversal })
      : [
          {
            provider: 'mercadopago',
            providerRef: payment.id,
            providerIntent: null,
            reference: payment.externalReference,
            outcome,
            check: (asked) => checkPaymentMatches({ externalReference: asked.reference, currency: asked.currency, amount: asked.amount }, payment),
            amountMinor: units,
            currency: payment.currency,
            refundedMinor,
            reversal,
          },
        ];
    const applied = await applyCharges(db, workspaceId, reports, now(), deps.config.appUrl, batch).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) throw refuse(req.log, 'mercadopago', workspaceId, 'unknown_reference', 404);
      throw err;
    });
    return { received: true as const, status: summary(applied) };
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

      if (kind === 'reversed' || kind === 'dispute') {
        // A dispute's status decides (open: held; lost: a chargeback; won: paid again); a refund, the charge's.
        const dispute = kind === 'dispute' ? await readDisputeOf(client, event) : null;
        if (kind === 'dispute' && !dispute) throw refuse(req.log, 'stripe', workspaceId, 'unknown_charge', 404);
        const chargeId = dispute ? dispute.charge : chargeIdOfEvent(event);
        const charge = chargeId ? await readCharge(client, chargeId) : null;
        if (!charge?.paymentIntent) throw refuse(req.log, 'stripe', workspaceId, 'unknown_charge', 404);
        const outcome: ChargeOutcome | null = dispute ? dispute.outcome : charge.outcome === 'paid' ? null : charge.outcome;
        if (!outcome) return { received: true as const, status: null };
        // Not applied yet (the refund or dispute overtook the payment): 404, so Stripe delivers it again later.
        const rows = await chargesByIntent(db, workspaceId, 'stripe', charge.paymentIntent);
        if (!rows.length) throw refuse(req.log, 'stripe', workspaceId, 'charge_not_applied_yet', 404);
        const reports: ChargeReport[] = rows.map((row) => ({
          provider: 'stripe',
          providerRef: row.providerRef,
          providerIntent: charge.paymentIntent,
          reference: row.paymentId,
          outcome,
          // What the session said when it was applied stands: a mismatch is not paid by a won dispute.
          check: () => (row.status === 'mismatch' ? { ok: false, mismatches: ['amount'] } : { ok: true }),
          amountMinor: row.amountMinor,
          currency: row.currency,
          refundedMinor: charge.refundedUnits,
          reversal: dispute ? 'chargeback' : 'refund',
          batchId: row.batchId,
        }));
        // A batch's one charge: its refunded total is split among the batch's payments (decision 0078).
        const batch = rows[0]!.batchId ? await findBatch(db, workspaceId, rows[0]!.batchId) : null;
        const result = await applyCharges(db, workspaceId, reports, now(), deps.config.appUrl, batch).catch(unknown);
        return { received: true as const, status: summary(result) };
      }

      const object = event.data.object as { id?: unknown; object?: unknown };
      const session = object.object === 'checkout.session' && typeof object.id === 'string' ? await readCheckoutSession(client, object.id) : null;
      const reference = session && session.reference === session.metadataReference ? session.reference : null;
      if (!session || !reference) throw refuse(req.log, 'stripe', workspaceId, 'unknown_charge', 404);
      // The event decides for a failed or expired session; a completed one, what the session says now.
      const outcome: ChargeOutcome = kind === 'session' ? (session.outcome === 'expired' ? 'failed' : session.outcome === 'reversed' ? 'reversed' : session.outcome) : 'failed';
      const batch = await findBatch(db, workspaceId, reference);
      const reports: ChargeReport[] = batch
        ? batchReports('stripe', batch, { providerRef: session.id, providerIntent: session.paymentIntent, outcome, units: session.units, currency: session.currency })
        : [
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
          ];
      const result = await applyCharges(db, workspaceId, reports, now(), deps.config.appUrl, batch).catch(unknown);
      return { received: true as const, status: summary(result) };
    });
  });
}
