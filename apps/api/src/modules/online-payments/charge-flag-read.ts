import { sql, type SQL } from 'drizzle-orm';
import type { ChargeFlagDto } from '@trato/domain/payments/charges';

/**
 * The online charge of a payment that needs the team (a duplicate to refund, a mismatch to check;
 * decision 0078) as one JSON value — the latest such, or null — to ride along in the /payments list
 * read as a correlated subquery on online_charges(workspace_id, payment_id): no statement per row,
 * whatever the page size, and only the payment's own workspace's charges.
 */
export function chargeFlagSql(paymentId: SQL, workspaceId: SQL): SQL<ChargeFlagDto | null> {
  return sql<ChargeFlagDto | null>`(select json_build_object('status', c.status, 'provider', c.provider)
    from online_charges c
    where c.workspace_id = ${workspaceId} and c.payment_id = ${paymentId} and c.status in ('duplicate', 'mismatch')
    order by c.updated_at desc, c.id desc limit 1)`;
}
