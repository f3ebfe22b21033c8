import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { paymentTransferSchema, transferProofSchema, transferReportSchema } from '@trato/domain/payments/transfer-schemas';
import { PAY_LINK_MESSAGES as M, payLinkCreatedSchema, payLinkSchema, payLinksRevokedSchema } from '@trato/domain/payments/pay-link-dto';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { payments, paymentLinks } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { CHECKOUT_MESSAGES, startCheckout } from '../online-payments/start-checkout.ts';
import { lockPaymentOwner } from '../payments/payments.scope.ts';
import { recordActivity } from '../proposals/activities.ts';
import { reportTransfer, uploadTransferProof } from '../transfers/transfer-customer.ts';
import { PAY_LINK_LIMITS } from './pay-link-limits.ts';
import { openPayLink, readPayLinkPage } from './pay-link.queries.ts';
import { issuePayLink } from './pay-link-token.ts';

// The token is checked by the lookup: any malformed one is the same 404 as an unknown one.
const tokenParams = z.object({ token: z.string().max(100) });
const staffParams = z.object({ id: z.string().max(100), paymentId: z.string().max(100) });
const checkoutBody = z.object({ provider: z.enum(['mercadopago', 'stripe'], { error: CHECKOUT_MESSAGES.providerInvalid }) });
const bearer = [{ bearerAuth: [] }];

const paymentOf = async (tx: Executor, workspaceId: string, paymentId: string) =>
  (await tx.select({ status: payments.status, name: payments.name }).from(payments).where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, workspaceId))))[0];

/**
 * The project's feed hears who handed out a «Pagar» link, or took a payment's links back (decision
 * 0078), in the same transaction. Only the payment's id and name: the token and the URL are the
 * link's only access, so they are never written where the team (or search) reads.
 */
async function recordLinkActivity(
  tx: Executor,
  scope: { workspaceId: string; projectId: string; userId: string },
  type: 'payment.link_created' | 'payment.links_revoked',
  paymentId: string,
  name: string | undefined,
  extra: Record<string, unknown>,
) {
  await recordActivity(tx, { ...scope, type, data: { payment_id: paymentId, payment_name: name ?? '', ...extra } });
}

/** Where a checkout sends the payer back: the pay page's result view (apps/web/src/public/pay). */
export const payResultUrl = (appUrl: string, token: string, result: 'ok' | 'cancelado') => `${appUrl}/pay/${token}?resultado=${result}`;

/**
 * The per-payment «Pagar» link (issue 31 §2, decision 0074). Public: the page's read and its
 * checkout, the token in the path being the only access. Staff: «Copiar enlace de pago» (a new link,
 * its URL shown once) and revoking every link of a payment, each written to the project's feed.
 */
export async function payLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();
  const readLimit = limitByIp(new MemoryRateLimit(PAY_LINK_LIMITS.read));
  const checkoutLimit = limitByIp(new MemoryRateLimit(PAY_LINK_LIMITS.checkout));
  const transferLimit = limitByIp(new MemoryRateLimit(PAY_LINK_LIMITS.transfer));

  async function page(token: string) {
    const at = now();
    const link = await openPayLink(db, token, at);
    const found = link && (await readPayLinkPage(db, link, at));
    if (!found) throw notFound(M.notFound);
    return found;
  }

  r.get(
    '/pay/:token',
    { onRequest: readLimit, schema: { tags: ['pay-links'], params: tokenParams, response: { 200: z.object({ data: payLinkSchema }) } } },
    async (req, reply) => {
      const { dto } = await page(req.params.token);
      reply.header('Cache-Control', 'private, no-store');
      return { data: dto };
    },
  );

  r.post(
    '/pay/:token/checkout',
    { onRequest: checkoutLimit, schema: { tags: ['pay-links'], params: tokenParams, body: checkoutBody, response: { 200: z.object({ url: z.string() }) } } },
    async (req) => {
      const { payment } = await page(req.params.token);
      if (payment.status === 'paid') throw fieldError('provider', CHECKOUT_MESSAGES.alreadyPaid);
      const token = req.params.token;
      return startCheckout(deps, req.log, payment, req.body.provider, {
        returned: () => payResultUrl(deps.config.appUrl, token, 'ok'),
        left: () => payResultUrl(deps.config.appUrl, token, 'cancelado'),
      });
    },
  );

  /** The live link of a token, narrowed to its workspace; the same 404 as the page's for any other token. */
  async function liveLink(token: string) {
    const link = await openPayLink(db, token, now());
    if (!link) throw notFound(M.notFound);
    return link;
  }

  // «Ya transferí» through the link (decision 0077): the portal's one transfer report, the link as
  // the reporter. A payment gone from its plan answers the transfers' own 404.
  r.post(
    '/pay/:token/transfer/proof',
    { onRequest: transferLimit, schema: { tags: ['pay-links'], consumes: ['multipart/form-data'], params: tokenParams, response: { 201: z.object({ data: transferProofSchema }) } } },
    async (req, reply) => {
      const link = await liveLink(req.params.token);
      const data = await uploadTransferProof(deps, req, { kind: 'pay_link', link }, link.payment_id);
      reply.status(201);
      return { data };
    },
  );
  r.post(
    '/pay/:token/transfer',
    { onRequest: transferLimit, schema: { tags: ['pay-links'], params: tokenParams, body: transferReportSchema, response: { 201: z.object({ data: paymentTransferSchema }) } } },
    async (req, reply) => {
      const link = await liveLink(req.params.token);
      const data = await reportTransfer(db, { kind: 'pay_link', link }, link.payment_id, req.body, now());
      reply.status(201);
      return { data };
    },
  );

  r.post(
    '/projects/:id/payments/:paymentId/links',
    { schema: { tags: ['pay-links'], security: bearer, params: staffParams, response: { 201: z.object({ data: payLinkCreatedSchema }) } } },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const at = now();
      const issued = await ctx.db.transaction(async (tx) => {
        const owner = await lockPaymentOwner(tx, ctx.workspaceId, req.params.paymentId);
        if (owner.id !== req.params.id) throw notFound();
        if (owner.type !== 'project') throw fieldError('payment', M.notPortal);
        const payment = await paymentOf(tx, ctx.workspaceId, req.params.paymentId);
        if (payment?.status === 'paid') throw conflict(M.alreadyPaid);
        const link = await issuePayLink(tx, deps.config.appUrl, { workspaceId: ctx.workspaceId, paymentId: req.params.paymentId, projectId: owner.id, now: at });
        await recordLinkActivity(tx, { workspaceId: ctx.workspaceId, projectId: owner.id, userId: ctx.userId }, 'payment.link_created', req.params.paymentId, payment?.name, {
          expires_at: link.expiresAt.toISOString(),
        });
        return link;
      });
      reply.status(201);
      return { data: { url: issued.url, expires_at: issued.expiresAt.toISOString() } };
    },
  );

  r.delete(
    '/projects/:id/payments/:paymentId/links',
    { schema: { tags: ['pay-links'], security: bearer, params: staffParams, response: { 200: z.object({ data: payLinksRevokedSchema }) } } },
    async (req) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const at = now();
      const revoked = await ctx.db.transaction(async (tx) => {
        const owner = await lockPaymentOwner(tx, ctx.workspaceId, req.params.paymentId);
        if (owner.id !== req.params.id) throw notFound();
        const rows = await tx
          .update(paymentLinks)
          .set({ revokedAt: at })
          .where(and(inWorkspace(paymentLinks.workspaceId, ctx.workspaceId), eq(paymentLinks.paymentId, req.params.paymentId), isNull(paymentLinks.revokedAt), sql`${paymentLinks.expiresAt} > ${at.toISOString()}::timestamptz`))
          .returning({ id: paymentLinks.id });
        // Nothing was live: nothing happened, nothing to tell in the feed.
        if (rows.length) {
          const payment = await paymentOf(tx, ctx.workspaceId, req.params.paymentId);
          await recordLinkActivity(tx, { workspaceId: ctx.workspaceId, projectId: owner.id, userId: ctx.userId }, 'payment.links_revoked', req.params.paymentId, payment?.name, { revoked: rows.length });
        }
        return rows.length;
      });
      return { data: { revoked } };
    },
  );
}
