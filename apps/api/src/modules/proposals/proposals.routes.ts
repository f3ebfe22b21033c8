import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Proposals CRUD, lifecycle and the builder's form endpoints (docs/api/proposals.md). */
export async function proposalRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
