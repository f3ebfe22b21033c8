import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { publicProposalSchema } from '@trato/domain/proposals/public-dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { sendPdf } from '../pdf-cache/send-pdf.ts';
import { liveProposalPdf } from '../proposals/proposal-pdf-cache.ts';
import { pdfResponses } from '../proposals/proposal-pdf.responses.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import { signedProposalPdf } from '../signatures/signed-pdf.ts';
import { isBotUserAgent } from '../visits/bots.ts';
import { recordVisit } from '../visits/record-visit.ts';
import { declineProposal } from './decline.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { bodyEtag, etagMatches } from './etag.ts';
import { getPublicRow, readPublicProposal } from './public-proposal.queries.ts';
import { PUBLIC_READ_LIMITS } from './read-limits.ts';
import { requestMeta, requestOpensPortal, viewerOf } from './viewer.ts';

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

const onePublic = dataOf(publicProposalSchema);
/** GET /proposal/{slugOrId}: the page's data, a customer sent to their portal, or 304 on a matching ETag. */
const publicReadResponses = {
  200: onePublic,
  // `type: null` leaves the body out of the document (lib/openapi.ts withoutNoContentBody).
  302: z.null().describe(`Un cliente del proyecto que salió de esta cotización (token de cliente) va a ${CUSTOMER_DASHBOARD} (Location).`),
  304: z.null().describe('Sin cambios: If-None-Match nombra el ETag de esta respuesta.'),
};

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
      schema: {
        tags,
        params,
        description: 'The public proposal (slug or id). A customer of the project made from it is sent to /c/dashboard (302). 600 per IP per 10 minutes.',
        response: publicReadResponses,
      },
    },
    async (req, typedReply) => {
      // The body goes out as the very string its ETag hashes, so through the untyped reply.
      const reply: FastifyReply = typedReply;
      const found = await readPublicProposal(db, req.params.slugOrId, appUrl);
      if (!found) throw notFound(M.notFound);
      if (await requestOpensPortal(db, req, found.row)) return reply.redirect(CUSTOMER_DASHBOARD, 302);
      // Revalidated on every use (no-cache), kept out of shared caches (private); the answer depends
      // on the bearer token (a customer of its project is redirected), hence Vary. Opening the page
      // records no visit here (POST …/visit does), so a 304 changes nothing either.
      const body = JSON.stringify({ data: found.data });
      const etag = bodyEtag(body);
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization').header('ETag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  r.post(
    '/proposal/:slugOrId/visit',
    { schema: { tags, params, description: 'Records an open of the public page by a person (not staff, not bots); always 204.', response: { 204: noContent } } },
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

  r.post('/proposal/:slugOrId/decline', { schema: { tags, params, body: declineBody, response: { 200: onePublic } } }, async (req) => {
    const data = await declineProposal(db, req.params.slugOrId, req.body?.declined_reason ?? null, requestMeta(req), appUrl);
    deps.nudgeOutbox();
    return { data };
  });

  r.get(
    '/proposal/:slugOrId/pdf',
    { onRequest: pdfLimit, schema: { tags, params, description: 'The proposal as a PDF, inline; once signed, the signed copy with its certificate page. ETag / If-None-Match (304). 60 per IP per 10 minutes.', response: pdfResponses } },
    async (req, reply) => {
      const row = await getPublicRow(db, req.params.slugOrId);
      // Signed: exactly what was signed plus the certificate, drawn once; otherwise the live proposal, cached until it changes.
      const pdf = (await signedProposalPdf(deps, row)) ?? liveProposalPdf(deps, row.workspaceId, await toProposalDto(db, row, appUrl), 'inline');
      return sendPdf(req, reply, pdf);
    },
  );
}
