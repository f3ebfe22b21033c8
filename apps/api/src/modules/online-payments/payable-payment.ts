import { sql, type SQL } from 'drizzle-orm';
import type { ChargeStatus, CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import type { Executor } from '../../db/client.ts';
import { customerReaches, rowsOf, type PortalReader } from '../portal/portal-reader.ts';
import { connectedColumns, connectedOf, type ConnectedRow } from './offered-methods.ts';

/**
 * One payment of a portal as the pages around a checkout read it (issue 31 §2, decision 0073): its
 * state on the workspace's today, the latest online charge the provider's webhook left
 * (online_charges, decision 0070) and the methods on offer — one statement.
 */
type Row = ConnectedRow & {
  id: string;
  name: string;
  amount: string;
  currency: string;
  status: string;
  due_at: string | Date | null;
  paid_at: string | Date | null;
  project_id: string;
  first_in_plan: boolean;
  time_zone: string;
  charge: { provider: CheckoutProvider; status: ChargeStatus } | string | null;
  bank_accounts: PayablePaymentDto['bank_accounts'] | string;
};

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The statement over `payments pm join projects p` (a portal: type project, not trashed) with `where`. */
function payableSql(where: SQL, order: SQL = sql``): SQL {
  return sql`
    select pm.id, pm.name, pm.amount::text as amount, pm.amount_type as currency, pm.status, pm.due_at, pm.paid_at, pm.project_id,
      not exists (select 1 from payments q where q.workspace_id = pm.workspace_id and q.project_id = pm.project_id and q.position < pm.position) as first_in_plan,
      w.time_zone,
      (select json_build_object('provider', oc.provider, 'status', oc.status) from online_charges oc
        where oc.workspace_id = pm.workspace_id and oc.payment_id = pm.id order by oc.updated_at desc, oc.created_at desc, oc.id limit 1) as charge,
      coalesce((select json_agg(json_build_object('bank', ba.bank, 'account_type', ba.account_type, 'number', ba.number, 'holder', ba.holder,
          'holder_tax_id', ba.holder_tax_id, 'proof_email', ba.proof_email) order by ba.created_at, ba.id)
        from bank_accounts ba where ba.workspace_id = pm.workspace_id and ba.currency_code = pm.amount_type), '[]') as bank_accounts,
      ${connectedColumns(sql`p.workspace_id`)}
    from payments pm
    join projects p on p.id = pm.project_id and p.workspace_id = pm.workspace_id
    join workspaces w on w.id = p.workspace_id
    where p.type = 'project' and p.deleted_at is null and ${where}
    ${order} limit 1`;
}

function toPayable(r: Row, now: Date): PayablePaymentDto {
  const dueAt = iso(r.due_at);
  const charge = typeof r.charge === 'string' ? (JSON.parse(r.charge) as Exclude<Row['charge'], string>) : r.charge;
  return {
    id: r.id,
    name: r.name,
    amount: r.amount,
    currency: r.currency,
    state: paymentState({ status: r.status.toLowerCase(), due_at: dueAt }, todayIn(r.time_zone, now), 'project'),
    due_at: dueAt,
    paid_at: iso(r.paid_at),
    project_id: r.project_id,
    first_in_plan: !!r.first_in_plan,
    charge: charge ?? null,
    methods: paymentMethodsFor(r.currency, connectedOf(r)),
    // Only what a transfer needs (the workspace's accounts in this payment's currency).
    bank_accounts: typeof r.bank_accounts === 'string' ? (JSON.parse(r.bank_accounts) as PayablePaymentDto['bank_accounts']) : r.bank_accounts,
  };
}

/** A payment of a portal the signed-in customer reaches, or null (another customer's, another workspace's, gone). */
export async function readCustomerPayable(db: Executor, reader: PortalReader, paymentId: string, now: Date): Promise<PayablePaymentDto | null> {
  const result = await db.execute(payableSql(sql`pm.id = ${paymentId} and p.workspace_id = ${reader.workspaceId} and ${customerReaches(reader, sql`p`)}`));
  const row = rowsOf<Row>(result)[0];
  return row ? toPayable(row, now) : null;
}

/**
 * A payment of the portal made from an accepted proposal (`proposalId`, already matched by its public
 * link): `paymentId` when given and it is one of that portal's, else the first one not paid and not
 * under transfer review (by position), else null.
 */
export async function readProposalPayable(db: Executor, proposalId: string, paymentId: string | null, now: Date): Promise<PayablePaymentDto | null> {
  // The first payment still to pay: one whose reported transfer waits for the team is not offered
  // again (no second road to pay it, decision 0076).
  const which = paymentId
    ? sql`pm.id = ${paymentId}`
    : sql`lower(pm.status) <> 'paid' and not exists (select 1 from payment_transfers t where t.workspace_id = pm.workspace_id and t.payment_id = pm.id and t.status = 'in_review')`;
  const result = await db.execute(payableSql(sql`p.proposal_id = ${proposalId} and ${which}`, sql`order by pm.position, pm.created_at, pm.id`));
  const row = rowsOf<Row>(result)[0];
  return row ? toPayable(row, now) : null;
}
