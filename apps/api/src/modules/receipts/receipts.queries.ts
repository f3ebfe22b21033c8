import { sql, type SQL } from 'drizzle-orm';
import { receiptCode, type ReceiptDto, type ReceiptIssuer, type ReceiptMethod } from '@trato/domain/payments/receipts';
import type { Executor } from '../../db/client.ts';
import { customerReaches, rowsOf, type PortalReader } from '../portal/portal-reader.ts';

type ReceiptRow = {
  id: string;
  number: number;
  payment_id: string;
  project_id: string;
  project_name: string;
  payment_name: string;
  amount: string;
  currency: string;
  method: ReceiptMethod;
  provider_ref: string | null;
  paid_at: string | Date;
  client_name: string;
  issuer: ReceiptIssuer;
  time_zone: string;
  issued_at: string | Date;
  voided_at: string | Date | null;
  w_logo: string | null;
  w_color: string;
};

/** The workspace's look today for the PDF: logo (an upload URL) and colour. */
export type ReceiptLook = { logo: string | null; primaryColor: string };

const iso = (v: string | Date) => new Date(v).toISOString();

export function toReceiptDto(r: ReceiptRow): ReceiptDto {
  return {
    id: r.id,
    code: receiptCode(r.number, r.issued_at, r.time_zone),
    number: r.number,
    payment_id: r.payment_id,
    project_id: r.project_id,
    project_name: r.project_name,
    payment_name: r.payment_name,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    provider_ref: r.provider_ref,
    paid_at: iso(r.paid_at),
    client_name: r.client_name,
    issuer: r.issuer,
    time_zone: r.time_zone,
    issued_at: iso(r.issued_at),
    voided_at: r.voided_at ? iso(r.voided_at) : null,
  };
}

const COLUMNS = sql`r.id, r.number, r.payment_id, r.project_id, r.project_name, r.payment_name, r.amount::text as amount, r.currency, r.method,
  r.provider_ref, r.paid_at, r.client_name, r.issuer, r.time_zone, r.issued_at, r.voided_at, w.logo as w_logo, w.primary_color as w_color`;

/**
 * Receipts a reader may see, newest number first, in one statement: staff, those of their workspace;
 * a portal customer, those of the portals they reach (customerReaches), of live portals only.
 */
async function selectReceipts(db: Executor, reader: PortalReader, where: SQL): Promise<ReceiptRow[]> {
  const found = await db.execute(sql`
    select ${COLUMNS}
    from receipts r join projects p on p.id = r.project_id and p.workspace_id = r.workspace_id
    join workspaces w on w.id = r.workspace_id
    where r.workspace_id = ${reader.workspaceId} and p.type = 'project' and p.deleted_at is null
      and ${customerReaches(reader, sql`p`)} and ${where}
    order by r.number desc
    limit 500`);
  return rowsOf<ReceiptRow>(found);
}

/** The receipts of one portal (or of every portal the reader reaches when `projectId` is null). */
export async function listReceipts(db: Executor, reader: PortalReader, projectId: string | null): Promise<ReceiptDto[]> {
  return (await selectReceipts(db, reader, projectId ? sql`r.project_id = ${projectId}` : sql`true`)).map(toReceiptDto);
}

/** One receipt the reader may see with the workspace's look, or null (another workspace, a portal not reached: the same null). */
export async function readReceipt(db: Executor, reader: PortalReader, id: string): Promise<{ receipt: ReceiptDto; look: ReceiptLook } | null> {
  const row = (await selectReceipts(db, reader, sql`r.id = ${id}`))[0];
  return row ? { receipt: toReceiptDto(row), look: { logo: row.w_logo, primaryColor: row.w_color } } : null;
}
