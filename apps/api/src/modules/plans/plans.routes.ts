import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@trato/domain/currencies';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema/index.ts';
import { authenticate } from '../auth/authenticate.ts';

/**
 * The public plan list with limits and the price in the asked currency (USD when it has none). The
 * first plan is the early-adopter offer (SPEC §7): dropped unless the caller asks as an early adopter.
 */
export async function planRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get(
    '/plans',
    { schema: { tags: ['billing'], security: [{ bearerAuth: [] }], querystring: z.object({ currency: z.enum(CURRENCIES).optional(), isEarlyAdopter: z.stringbool().optional() }) } },
    async (req) => {
      await authenticate(db, req);
      const rows = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.position));
      const currency = req.query.currency ?? 'USD';
      const offered = req.query.isEarlyAdopter ? rows : rows.slice(1);
      const hosted = deps.config.billing.mode === 'hosted';
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
              can_checkout: hosted && !p.isFree && !!p.stripePriceIds[priced],
            };
          }),
        },
      };
    },
  );
}
