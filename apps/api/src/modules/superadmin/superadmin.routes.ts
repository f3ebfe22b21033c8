import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { pageSchema } from '@trato/domain/pagination';
import {
  diagnosticsSchema,
  storageCheckSchema,
  superadminActionResultSchema,
  superadminPageSchema,
  superadminPlansSchema,
  testEmailSchema,
} from '@trato/domain/superadmin/dto-schemas';
import { SUPERADMIN_LISTS, SUPERADMIN_MESSAGES as M, superadminActionSchema, type SuperadminPlans } from '@trato/domain/superadmin/superadmin';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { runAction } from './actions.ts';
import { checkStorage, diagnostics, queueTestEmail } from './diagnostics.ts';
import { requireSuperadmin, writeAudit } from './guard.ts';
import { superadminList } from './lists.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['superadmin'];

const listQuery = z.object({
  list: z.enum(SUPERADMIN_LISTS, { error: M.unknownList }),
  search: z
    .string()
    .max(100, M.searchTooLong)
    .optional()
    .transform((s) => s?.trim() || undefined),
  page: pageSchema,
});

/**
 * The operator's area (SPEC §7 Superadmin, issue 11 §2). A hook runs before validation, so every
 * call is checked (401/403) and written to superadmin_audit before anything else answers it.
 */
export async function superadminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const callers = new WeakMap<FastifyRequest, UserContext>();
  const caller = (req: FastifyRequest) => callers.get(req)!;

  await app.register(async (scope) => {
    scope.addHook('preValidation', async (req) => {
      const ctx = await requireSuperadmin(db, req, deps.config);
      await writeAudit(db, ctx, req);
      callers.set(req, ctx);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/superadmin', { schema: { tags, security: bearer, querystring: listQuery, response: { 200: superadminPageSchema } } }, async (req) => {
      return superadminList(db, req.query.list, { search: req.query.search, page: req.query.page, viewer: caller(req).userId, settings: deps.config });
    });

    r.post('/superadmin', { schema: { tags, security: bearer, body: superadminActionSchema, response: { 200: superadminActionResultSchema } } }, async (req) => {
      return runAction(db, caller(req), req.body, deps.config.billing.mode);
    });

    r.get('/superadmin/plans', { schema: { tags, security: bearer, response: { 200: dataOf(superadminPlansSchema) } } }, async (): Promise<{ data: SuperadminPlans }> => {
      const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
      return {
        data: {
          mode: deps.config.billing.mode,
          plans: rows.map((p) => ({ id: p.id, name: p.name, is_public: p.isPublic, limits: { active_proposals: p.maxActiveProposals, active_portals: p.maxActivePortals } })),
        },
      };
    });

    r.get('/superadmin/diagnostics', { schema: { tags, security: bearer, response: { 200: dataOf(diagnosticsSchema) } } }, async () => ({ data: await diagnostics(deps.database, deps.config) }));

    r.post('/superadmin/diagnostics/storage', { schema: { tags, security: bearer, response: { 200: dataOf(storageCheckSchema) } } }, async () => ({
      data: await checkStorage(deps.storage, deps.config.storage.driver),
    }));

    r.post('/superadmin/diagnostics/email', { schema: { tags, security: bearer, response: { 202: dataOf(testEmailSchema) } } }, async (req, reply) => {
      reply.status(202);
      return { data: await queueTestEmail(db, caller(req), deps.config.appUrl, deps.nudgeOutbox) };
    });
  });
}
