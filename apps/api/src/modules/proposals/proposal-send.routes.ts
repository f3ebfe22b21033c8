import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Sending a proposal by email and its PDF (docs/api/proposals.md). */
export async function proposalSendRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
