import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payablePaymentOrNoneAnswer } from '@trato/domain/payments/checkout-result-schema';
import type { AppDeps } from '../../app-deps.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { findPublicRow } from '../public-proposals/public-proposal.queries.ts';
import { CHECKOUT_MESSAGES, startCheckout, type ReturnUrls } from './start-checkout.ts';
import { readProposalPayable } from './payable-payment.ts';

/**
 * The accepted page's «Pagar anticipo» (issue 31 §2, decision 0073). The signer may have no portal
 * session yet, so the proposal's public link is the authorization, and only for what it can do
 * harmlessly: pay the FIRST payment not yet paid of the portal made from that proposal (it exists
 * only once the proposal is accepted). The money goes to the workspace's provider account; the
 * amount is the stored one; what is revealed is what the public page already shows (the plan's
 * names, amounts and due dates) plus whether that payment is paid.
 */
export const PROPOSAL_CHECKOUT_MESSAGES = {
  notAccepted: 'Esta propuesta todavía no está aceptada.',
  nothingDue: 'No hay pagos pendientes en este proyecto.',
} as const;

const TEN_MINUTES = 10 * 60 * 1000;
/** Each checkout creates a preference or session at the provider: a person clicks a few times at most. */
export const PROPOSAL_CHECKOUT_LIMIT = { limit: 30, windowMs: TEN_MINUTES };
const READ_LIMIT = { limit: 600, windowMs: TEN_MINUTES };

const tags = ['public'];
const params = z.object({ slugOrId: z.string().min(1).max(100) });
const query = z.object({ payment_id: z.uuid({ error: CHECKOUT_MESSAGES.notFound }).optional() });
const body = z.object({ provider: z.enum(['mercadopago', 'stripe'], { error: CHECKOUT_MESSAGES.providerInvalid }) });

/** Where a provider sends the signer back: the public app's result page for that payment. */
export function proposalReturnUrls(appUrl: string, slug: string, paymentId: string): ReturnUrls {
  const page = `${appUrl}/p/${encodeURIComponent(slug)}/payment?payment_id=${encodeURIComponent(paymentId)}`;
  return { returned: (provider) => `${page}&provider=${provider}`, left: (provider) => `${page}&provider=${provider}&left=1` };
}

export async function proposalCheckoutRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();

  /** The accepted proposal behind a public link, or 404 (unknown link, or not accepted: no portal yet). */
  async function acceptedProposal(slugOrId: string) {
    const row = await findPublicRow(db, slugOrId);
    if (!row) throw notFound(CHECKOUT_MESSAGES.notFound);
    if (row.status !== 'ACCEPTED') throw notFound(PROPOSAL_CHECKOUT_MESSAGES.notAccepted);
    return row;
  }

  r.get(
    '/proposal/:slugOrId/payment',
    {
      onRequest: limitByIp(new MemoryRateLimit(READ_LIMIT)),
      schema: {
        tags,
        params,
        querystring: query,
        description: 'El primer pago sin pagar del proyecto de una propuesta aceptada (o `payment_id`, uno de ese proyecto): estado, último cobro en línea y medios de pago. null si no queda ninguno.',
        response: { 200: payablePaymentOrNoneAnswer },
      },
    },
    async (req, reply) => {
      const proposal = await acceptedProposal(req.params.slugOrId);
      const data = await readProposalPayable(db, proposal.id, req.query.payment_id ?? null, now());
      if (!data && req.query.payment_id) throw notFound(CHECKOUT_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      return { data };
    },
  );

  r.post(
    '/proposal/:slugOrId/checkout',
    {
      onRequest: limitByIp(new MemoryRateLimit(PROPOSAL_CHECKOUT_LIMIT)),
      schema: {
        tags,
        params,
        body,
        description: 'Paga el primer pago sin pagar del proyecto de una propuesta aceptada: la dirección del proveedor a la que ir. 30 por IP cada 10 minutos.',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (req) => {
      const proposal = await acceptedProposal(req.params.slugOrId);
      const due = await readProposalPayable(db, proposal.id, null, now());
      if (!due) throw fieldError('provider', PROPOSAL_CHECKOUT_MESSAGES.nothingDue);
      const payment = { id: due.id, name: due.name, amount: due.amount, currency: due.currency, status: 'pending', projectId: due.project_id, workspaceId: proposal.workspaceId };
      return startCheckout(deps, req.log, payment, req.body.provider, proposalReturnUrls(deps.config.appUrl, proposal.slug, due.id));
    },
  );
}
