import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@trato/domain/openapi/common';
import { signatureResultSchema } from '@trato/domain/proposals/public-dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { clientSource, hit } from '../../lib/rate-limit.ts';
import { idempotencyKeyOf, readSignatureForm } from './signature-input.ts';
import { signProposal } from './sign-proposal.ts';

/** POST /v1/signatures: the client signs a proposal from its public page (docs/api/public-proposals.md). */
export async function signatureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // Signature attempts one IP may make per window (SIGN_RATE_LIMIT_PER_IP, 20 per 10 minutes by
  // default): far above a person signing, a ceiling for abuse.
  const { signsPerIp, windowSeconds } = deps.config.rateLimit;

  r.post(
    '/signatures',
    {
      schema: {
        tags: ['signatures'],
        consumes: ['multipart/form-data'],
        description: 'Signs a proposal (no auth: the public link is the access). One transaction; 409 for a second signature; Idempotency-Key replays the first answer.',
        response: { 201: dataOf(signatureResultSchema) },
      },
    },
    async (req, reply) => {
      // Per client as the sign-in limits count it: an IPv6 client by its /64 (lib/rate-limit.ts).
      await hit(db, `signature:ip:${clientSource(req.ip)}`, signsPerIp, windowSeconds);
      const idempotencyKey = idempotencyKeyOf(req);
      const input = await readSignatureForm(req);
      const { body } = await signProposal(deps, { ...input, idempotencyKey, ip: req.ip ?? null, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null });
      return reply.status(201).send({ data: body });
    },
  );
}
