import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { authenticateCustomer } from '../customer-auth/customer-tokens.ts';
import { sendPdf } from '../pdf-cache/send-pdf.ts';
import { liveProposalPdf } from '../proposals/proposal-pdf-cache.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import { signedProposalPdf } from '../signatures/signed-pdf.ts';
import { isBotUserAgent } from '../visits/bots.ts';
import { recordVisit } from '../visits/record-visit.ts';
import { declineProposal } from './decline.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { getPublicRow, publicDtoOf } from './public-proposal.queries.ts';
import { PUBLIC_READ_LIMITS } from './read-limits.ts';
import { requestMeta, sessionOpensPortal, viewerOf } from './viewer.ts';

const tags = ['public'];
const params = z.object({ slugOrId: z.string().min(1).max(100) });
const declineBody = z
  .object({
    declined_reason: z
      .string()
      .trim()
      .max(2000, { error: M.reasonTooLong })
      .nullish()
      .transform((v) => v || null),
  })
  .nullish();

/** Where a signed-in customer of the resulting project goes instead of the public page. */
export const CUSTOMER_DASHBOARD = '/c/dashboard';

/** The public proposal page's API: no auth, a bearer token used when present (docs/api/public-proposals.md). */
export async function publicProposalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;
  // One counter per app (per server process): see lib/memory-rate-limit.ts.
  const readLimit = limitByIp(new MemoryRateLimit(PUBLIC_READ_LIMITS.proposal));
  const pdfLimit = limitByIp(new MemoryRateLimit(PUBLIC_READ_LIMITS.pdf));

  r.get(
    '/proposal/:slugOrId',
    {
      onRequest: readLimit,
      schema: { tags, params, description: 'The public proposal (slug or id). A customer of the project made from it is sent to /c/dashboard (302). 600 per IP per 10 minutes.' },
    },
    async (req, reply) => {
      const row = await getPublicRow(db, req.params.slugOrId);
      if (await sessionOpensPortal(db, await authenticateCustomer(db, req), row)) {
        return reply.redirect(CUSTOMER_DASHBOARD, 302);
      }
      reply.header('Cache-Control', 'private, no-store');
      return { data: await publicDtoOf(db, row, appUrl) };
    },
  );

  r.post(
    '/proposal/:slugOrId/visit',
    { schema: { tags, params, description: 'Records an open of the public page by a person (not staff, not bots); always 204.' } },
    async (req, reply) => {
      const row = await getPublicRow(db, req.params.slugOrId);
      const meta = requestMeta(req);
      if (!isBotUserAgent(meta.userAgent)) {
        const viewer = await viewerOf(db, req, row);
        if (viewer.kind !== 'staff') await recordVisit(db, row, meta);
      }
      return reply.status(204).send();
    },
  );

  r.post('/proposal/:slugOrId/decline', { schema: { tags, params, body: declineBody } }, async (req) => {
    const data = await declineProposal(db, req.params.slugOrId, req.body?.declined_reason ?? null, requestMeta(req), appUrl);
    deps.nudgeOutbox();
    return { data };
  });

  r.get(
    '/proposal/:slugOrId/pdf',
    { onRequest: pdfLimit, schema: { tags, params, description: 'The proposal as a PDF, inline; once signed, the signed copy with its certificate page. ETag / If-None-Match (304). 60 per IP per 10 minutes.' } },
    async (req, reply) => {
      const row = await getPublicRow(db, req.params.slugOrId);
      // Signed: exactly what was signed plus the certificate, drawn once; otherwise the live proposal, cached until it changes.
      const pdf = (await signedProposalPdf(deps, row)) ?? liveProposalPdf(deps, row.workspaceId, await toProposalDto(db, row, appUrl), 'inline');
      return sendPdf(req, reply, pdf);
    },
  );
}
