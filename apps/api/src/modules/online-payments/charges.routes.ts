import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { CHARGE_STATUSES, type ChargeDto } from '@trato/domain/payments/charges';
import { minorUnitsToDecimal } from '@trato/domain/payments/minor-units';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { rowsOf } from '../portal/portal-reader.ts';
import { isUuid } from '../projects/projects.queries.ts';

/**
 * GET /api/v1/projects/{id}/charges (decision 0075): the online charges of a project's payments,
 * for the staff's payments section — provider, reference, amount, state (duplicates, mismatches,
 * disputes, refunds). One statement: the project (404 when not this workspace's) with its charges
 * aggregated, whatever their number. Charges of a payment no longer in the plan are not listed.
 */
const PROJECT_NOT_FOUND = 'No encontramos ese proyecto.';

const params = z.object({ id: z.string().max(100) });
const chargeSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  provider: z.enum(['mercadopago', 'stripe']),
  provider_ref: z.string(),
  status: z.enum(CHARGE_STATUSES),
  held_status: z.enum(['paid', 'duplicate', 'mismatch']).nullable(),
  reversal: z.enum(['refund', 'chargeback']).nullable(),
  amount: z.string().nullable(),
  currency: z.string(),
  refunded_amount: z.string().nullable(),
  batch_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

type Row = Omit<ChargeDto, 'amount' | 'refunded_amount'> & { amount_minor: string | null; refunded_minor: string | null };

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
const decimal = (minor: string | null, currency: string) => (minor === null ? null : minorUnitsToDecimal(BigInt(minor), currency));

export async function chargesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/projects/:id/charges', { schema: { tags: ['projects'], security: [{ bearerAuth: [] }], params, response: { 200: dataOf(z.array(chargeSchema)) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    if (!isUuid(req.params.id)) throw notFound(PROJECT_NOT_FOUND);
    const found = rowsOf<{ charges: Row[] }>(
      await db.execute(sql`
        select coalesce((
          select json_agg(json_build_object(
            'id', c.id, 'payment_id', c.payment_id, 'provider', c.provider, 'provider_ref', c.provider_ref, 'status', c.status,
            'held_status', c.held_status, 'reversal', c.reversal, 'amount_minor', c.amount_minor::text, 'currency', c.currency,
            'refunded_minor', c.refunded_minor::text, 'batch_id', c.batch_id, 'paid_at', c.paid_at, 'created_at', c.created_at, 'updated_at', c.updated_at
          ) order by c.created_at, c.id)
          from online_charges c join payments pm on pm.id = c.payment_id and pm.workspace_id = c.workspace_id
          where pm.project_id = p.id and c.workspace_id = p.workspace_id
        ), '[]'::json) as charges
        from projects p where p.id = ${req.params.id} and p.workspace_id = ${ctx.workspaceId} and p.deleted_at is null`),
    );
    if (!found[0]) throw notFound(PROJECT_NOT_FOUND);
    const data: ChargeDto[] = found[0].charges.map(({ amount_minor, refunded_minor, ...c }) => ({
      ...c,
      amount: decimal(amount_minor, c.currency),
      refunded_amount: decimal(refunded_minor, c.currency),
      paid_at: iso(c.paid_at),
      created_at: iso(c.created_at)!,
      updated_at: iso(c.updated_at)!,
    }));
    return { data };
  });
}
