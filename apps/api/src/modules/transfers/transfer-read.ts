import { sql, type SQL } from 'drizzle-orm';
import { transferReview, type PaymentTransferDto, type TransferReview, type TransferStatus } from '@trato/domain/payments/transfer-review';

/**
 * The latest reported transfer of a payment as one JSON value, to ride along in every payment read
 * (portal project, customer payments, staff project, /payments list) as a correlated subquery: no
 * statement per row, whatever the page size (decision 0071).
 */
export function latestTransferSql(paymentId: SQL, workspaceId: SQL): SQL {
  return sql`(select json_build_object('id', t.id, 'status', t.status, 'transferred_on', t.transferred_on::text, 'amount', t.amount::text,
      'currency', t.currency, 'reason', t.reason, 'reported_at', t.created_at, 'decided_at', t.decided_at,
      'proof_name', u.original_name, 'proof_key', u.key, 'proof_mime', u.mime_type)
    from payment_transfers t left join uploads u on u.id = t.proof_upload_id and u.workspace_id = t.workspace_id
    where t.payment_id = ${paymentId} and t.workspace_id = ${workspaceId}
    order by t.created_at desc, t.id desc limit 1)`;
}

export type TransferJson = {
  id: string;
  status: TransferStatus;
  transferred_on: string;
  amount: string;
  currency: string;
  reason: string | null;
  reported_at: string;
  decided_at: string | null;
  proof_name: string | null;
  proof_key: string | null;
  proof_mime: string | null;
};

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

export function toTransferDto(t: TransferJson | null | undefined): PaymentTransferDto | null {
  if (!t) return null;
  return {
    id: t.id,
    status: t.status,
    transferred_on: t.transferred_on.slice(0, 10),
    amount: Number(t.amount).toFixed(2),
    currency: t.currency,
    proof: t.proof_key ? { name: t.proof_name ?? 'comprobante', url: `/api/files/${t.proof_key}`, mime_type: t.proof_mime ?? '' } : null,
    reason: t.reason,
    reported_at: iso(t.reported_at)!,
    decided_at: iso(t.decided_at),
  };
}

/** `transfer` and `review` of a payment read: the latest report and what both sides read from it. */
export function transferFields(status: string, json: TransferJson | null | undefined): { transfer: PaymentTransferDto | null; review: TransferReview } {
  const transfer = toTransferDto(json);
  return { transfer, review: transferReview({ status: status.toLowerCase() }, transfer) };
}
