import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '@trato/domain/billing/dto';
import { CURRENCIES } from '@trato/domain/currencies';
import { dataOf } from '@trato/domain/openapi/common';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { memberships, plans, workspaces } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { authenticate } from '../auth/authenticate.ts';
import { isEarlyAdopter } from '../billing/early-adopter.ts';

/** When the caller's workspace (the current one, else the first, as workspaceContext picks it) was created; null without one. */
async function workspaceCreatedAt(db: Db, ctx: UserContext): Promise<Date | null> {
  const current = ctx.user.currentWorkspaceId;
  const [row] = await db
    .select({ createdAt: workspaces.createdAt })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, ctx.userId))
    .orderBy(...(current ? [desc(sql`${memberships.workspaceId} = ${current}`)] : []), asc(memberships.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * The public plan list with limits and the price in the asked currency (USD when it has none). The
 * first plan is the early-adopter offer (SPEC §7): dropped unless the caller asks as an early adopter,
 * and only buyable (`can_checkout`) when the caller's workspace is one (EARLY_ADOPTER_UNTIL, decision 0019).
 */
export async function planRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get(
    '/plans',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        querystring: z.object({ currency: z.enum(CURRENCIES).optional(), isEarlyAdopter: z.stringbool().optional() }),
        response: { 200: dataOf(z.object({ data: z.array(planSchema) })) },
      },
    },
    async (req) => {
      const ctx = await authenticate(db, req);
      const rows = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.position));
      const currency = req.query.currency ?? 'USD';
      const offered = req.query.isEarlyAdopter ? rows : rows.slice(1);
      const hosted = deps.config.billing.mode === 'hosted';
      const { earlyAdopterUntil } = deps.config.billing;
      // Only asked when it matters: the early plan is listed and the instance has early adopters.
      const early = !!req.query.isEarlyAdopter && hosted && !!earlyAdopterUntil && isEarlyAdopter(await workspaceCreatedAt(db, ctx), earlyAdopterUntil);
      return {
        data: {
          data: offered.map((p) => {
            const priced = p.prices[currency] !== undefined ? currency : 'USD';
            return {
              id: p.id,
              name: p.name,
              description: p.description,
              is_free: p.isFree,
              currency: priced,
              price: p.prices[currency] ?? p.prices.USD ?? '0',
              limits: { active_proposals: p.maxActiveProposals, active_portals: p.maxActivePortals },
              // Hosted mode: GET /v1/checkout/sessions sells it in that currency (a Stripe price exists).
              // The early-adopter offer (the first plan) only for a workspace that is one.
              can_checkout: hosted && !p.isFree && !!p.stripePriceIds[priced] && (p !== rows[0] || early),
            };
          }),
        },
      };
    },
  );
}
