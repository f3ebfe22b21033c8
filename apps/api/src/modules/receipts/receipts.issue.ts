import { and, eq, isNull, sql } from 'drizzle-orm';
import { receiptCode, receiptMethodOf, type ReceiptIssuer } from '@trato/domain/payments/receipts';
import { TAX_ID_LABELS, type TaxCountry } from '@trato/domain/collections/tax-id';
import type { Executor } from '../../db/client.ts';
import { receiptCounters, receipts } from '../../db/schema/index.ts';
import { loadWorkspaceEmailIdentity } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { rowsOf } from '../portal/portal-reader.ts';
import { reminderRecipients } from '../reminders/reminder-recipients.ts';
import { receiptEmail } from './receipt-email.ts';

/** Where a receipt's e-mail link opens it: the portal's receipt page (sign-in first when needed). */
export const receiptPortalUrl = (appUrl: string, receiptId: string) => `${appUrl}/c/receipts/${receiptId}`;

/** What the caller knows about how the payment was paid (updateLockedPayment's `extra`). */
export type ReceiptPayment = {
  workspaceId: string;
  projectId: string;
  paymentId: string;
  /** 'mercadopago' | 'stripe' | 'transfer'; anything else (a click) is 'manual'. */
  method?: string | null;
  providerRef?: string | null;
  appUrl: string;
};

type Snapshot = {
  payment_name: string;
  amount: string;
  currency: string;
  paid_at: string | null;
  project_name: string;
  client_name: string | null;
  workspace_name: string;
  time_zone: string;
  legal_name: string | null;
  tax_country: TaxCountry | null;
  tax_id: string | null;
  address: string | null;
  contact_email: string | null;
  contact_phone: string | null;
};

/** The payment, its portal, client, workspace and «Cobros» identity as they are now: one statement. */
async function snapshotOf(tx: Executor, p: ReceiptPayment): Promise<Snapshot | null> {
  const found = await tx.execute(sql`
    select pm.name as payment_name, pm.amount::text as amount, pm.amount_type as currency, pm.paid_at,
           pr.name as project_name, co.name as client_name, w.name as workspace_name, w.time_zone,
           cs.legal_name, cs.tax_country, cs.tax_id, cs.address, cs.contact_email, cs.contact_phone
    from payments pm
    join projects pr on pr.id = pm.project_id and pr.workspace_id = pm.workspace_id
    join workspaces w on w.id = pm.workspace_id
    left join companies co on co.id = pr.company_id and co.workspace_id = pr.workspace_id
    left join collection_settings cs on cs.workspace_id = pm.workspace_id
    where pm.id = ${p.paymentId} and pm.workspace_id = ${p.workspaceId} and pm.project_id = ${p.projectId}`);
  return rowsOf<Snapshot>(found)[0] ?? null;
}

function issuerOf(s: Snapshot): ReceiptIssuer {
  const identity = s.legal_name && s.tax_country && s.tax_id;
  return {
    name: identity ? s.legal_name! : s.workspace_name,
    tax_id_label: identity ? TAX_ID_LABELS[s.tax_country!] : null,
    tax_id: identity ? s.tax_id : null,
    address: s.address || null,
    email: s.contact_email || null,
    phone: s.contact_phone || null,
  };
}

/**
 * The workspace's next receipt number. The upsert locks the workspace's counter row until the
 * caller's transaction ends: a concurrent issue in the same workspace (another project, another
 * process) waits and takes the next number, and a transaction that rolls back gives its number back.
 */
async function nextNumber(tx: Executor, workspaceId: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ workspaceId, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.workspaceId, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ number: receiptCounters.lastNumber });
  return row!.number;
}

/**
 * A payment of a portal just became paid: issue its receipt (a frozen snapshot with the next number)
 * and e-mail it to the portal's customers with a link to it, all in the caller's transaction, so the
 * receipt and its e-mail exist exactly when the payment is paid. Returns the receipt's id.
 */
export async function issueReceipt(tx: Executor, p: ReceiptPayment, now: Date = new Date()): Promise<string | null> {
  const s = await snapshotOf(tx, p);
  if (!s) return null;
  const number = await nextNumber(tx, p.workspaceId);
  const paidAt = s.paid_at ? new Date(s.paid_at) : now;
  const [row] = await tx
    .insert(receipts)
    .values({
      workspaceId: p.workspaceId,
      paymentId: p.paymentId,
      projectId: p.projectId,
      number,
      paymentName: s.payment_name,
      amount: s.amount,
      currency: s.currency,
      method: receiptMethodOf(p.method),
      providerRef: p.providerRef ?? null,
      paidAt,
      clientName: s.client_name ?? s.project_name,
      projectName: s.project_name,
      issuer: issuerOf(s),
      timeZone: s.time_zone,
      issuedAt: now,
    })
    .returning({ id: receipts.id });
  const id = row!.id;
  const code = receiptCode(number, now, s.time_zone);
  const recipients = await reminderRecipients(tx, p.workspaceId, p.projectId);
  // One read of the brand for all of them; none when nobody has the portal yet.
  const from = recipients.length ? await loadWorkspaceEmailIdentity(tx, p.workspaceId, p.appUrl) : null;
  for (const to of recipients) {
    if (!from) break;
    const facts = { recipient: to.name, organization: issuerOf(s).name, project: s.project_name, payment: s.payment_name, code, amount: s.amount, currency: s.currency, url: receiptPortalUrl(p.appUrl, id) };
    await enqueueEmail(tx, to.email, await receiptEmail(facts, from), p.workspaceId);
  }
  return id;
}

/** The payment went back to pending (unmarked, refunded, charged back): its live receipt is voided, its number kept. */
export async function voidReceipt(tx: Executor, workspaceId: string, paymentId: string, now: Date = new Date()): Promise<void> {
  await tx
    .update(receipts)
    .set({ voidedAt: now })
    .where(and(eq(receipts.workspaceId, workspaceId), eq(receipts.paymentId, paymentId), isNull(receipts.voidedAt)));
}

/**
 * What a status change of a portal payment does to its receipts: paid issues one, pending voids the
 * live one. Called by every path that changes a payment's status (payments.write.ts
 * updateLockedPayment, projects/project-payments.ts setProjectPaymentStatus), in their transaction.
 */
export async function settleReceipt(tx: Executor, status: 'paid' | 'pending', p: ReceiptPayment, now: Date = new Date()): Promise<void> {
  if (status === 'paid') await issueReceipt(tx, p, now);
  else await voidReceipt(tx, p.workspaceId, p.paymentId, now);
}

type PaymentStatusRow = { id: string; status: 'pending' | 'paid' };

/**
 * A whole plan saved at once (`PUT /v1/projects/{id}` with payments): each payment that became paid
 * gets its receipt, each that stopped being paid has it voided, as one status change would.
 */
export async function settlePlanReceipts(
  tx: Executor,
  p: Omit<ReceiptPayment, 'paymentId' | 'method' | 'providerRef'>,
  before: PaymentStatusRow[],
  after: PaymentStatusRow[],
  now: Date = new Date(),
): Promise<void> {
  const was = new Map(before.map((b) => [b.id, b.status]));
  const is = new Map(after.map((a) => [a.id, a.status]));
  for (const a of after) if (a.status === 'paid' && was.get(a.id) !== 'paid') await issueReceipt(tx, { ...p, paymentId: a.id }, now);
  for (const b of before) if (b.status === 'paid' && is.get(b.id) !== 'paid') await voidReceipt(tx, p.workspaceId, b.id, now);
}
