import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { TRANSFER_MESSAGES as M, type PaymentTransferDto } from '@trato/domain/payments/transfer-review';
import type { TransferReport } from '@trato/domain/payments/transfer-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { paymentTransfers, uploads } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { lockPaymentOwner } from '../payments/payments.scope.ts';
import type { PayLinkRow } from '../pay-links/pay-link.queries.ts';
import { customerReader } from '../portal/portal-access.ts';
import { customerReaches, rowsOf } from '../portal/portal-reader.ts';
import { recordActivity } from '../proposals/activities.ts';
import { storeUpload } from '../uploads/uploads.service.ts';
import { latestTransferSql, toTransferDto, type TransferJson } from './transfer-read.ts';

/** Where proofs are stored: not a project's Archivos, only the transfer links to them. */
export const PROOF_DIRECTORY = 'transfer_proofs';
/** A proof is a photo or a bank's PDF: 10 MB is plenty (and below the general upload limit). */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
/** Proofs a customer may upload per window. */
export const PROOF_UPLOAD_LIMIT = { count: 20, windowSeconds: 600 };

/**
 * Who reports a transfer: the signed-in portal customer, or whoever holds a live «Pagar» link of the
 * payment (decision 0077: the token is the access, as for its checkout, and there is no customer).
 */
export type TransferReporter = { kind: 'customer'; session: CustomerSession } | { kind: 'pay_link'; link: PayLinkRow };

type ReachedPayment = {
  id: string;
  name: string;
  amount: string;
  currency: string;
  status: string;
  projectId: string;
  projectName: string;
  workspaceId: string;
  timeZone: string;
  accountCurrencies: string[];
  /** The project's client as the staff know it: its main contact's name, else the company's. */
  clientName: string | null;
};

/**
 * The reporter's payment with the currencies of the workspace's bank accounts, in one statement:
 * for a customer, a payment of a portal they reach (the reach check of checkout.routes.ts); for a
 * link, the payment it was issued for, while its portal lives. 404 otherwise.
 */
async function reachedPayment(db: Db, reporter: TransferReporter, paymentId: string): Promise<ReachedPayment> {
  let scope: SQL;
  if (reporter.kind === 'customer') {
    const reader = customerReader(reporter.session);
    scope = sql`pm.id = ${paymentId} and p.workspace_id = ${reader.workspaceId} and ${customerReaches(reader, sql`p`)}`;
  } else {
    const { link } = reporter;
    scope = sql`pm.id = ${link.payment_id} and pm.workspace_id = ${link.workspace_id} and p.id = ${link.project_id}`;
  }
  const found = await db.execute(sql`
    select pm.id, pm.name, pm.amount::text as amount, pm.amount_type as currency, pm.status, pm.project_id as "projectId", p.name as "projectName",
      pm.workspace_id as "workspaceId", w.time_zone as "timeZone",
      coalesce((select array_agg(distinct b.currency_code) from bank_accounts b where b.workspace_id = pm.workspace_id), '{}') as "accountCurrencies",
      coalesce((select c.name from customers c where c.company_id = p.company_id and c.workspace_id = p.workspace_id order by c.is_contact desc, c.created_at, c.id limit 1),
        (select co.name from companies co where co.id = p.company_id and co.workspace_id = p.workspace_id)) as "clientName"
    from payments pm join projects p on p.id = pm.project_id and p.workspace_id = pm.workspace_id
      join workspaces w on w.id = pm.workspace_id
    where ${scope} and p.type = 'project' and p.deleted_at is null`);
  const payment = rowsOf<ReachedPayment>(found)[0];
  if (!payment) throw notFound(M.notFound);
  return payment;
}

/** Only an unpaid payment in a currency the workspace has a bank account for can be transferred (payment-methods.ts). */
function assertTransferable(payment: ReachedPayment): void {
  if (payment.status.toLowerCase() === 'paid') throw fieldError('transfer', M.alreadyPaid);
  const offer = paymentMethodsFor(payment.currency, { mercadopago: false, stripe: false, transferCurrencies: payment.accountCurrencies }).find((o) => o.method === 'transfer')!;
  if (!offer.available) throw fieldError('transfer', offer.reason!);
}

export type ProofDto = { id: string; name: string; url: string; mime_type: string; size: number };

/**
 * Whose a proof is. A portal proof belongs to its customer; a link's proof has no customer and the
 * origin 'pay_link', so it serves only a report through a live link of the same payment (the
 * payment is checked by assertProof), and neither kind can be used by the other.
 */
function proofOwner(reporter: TransferReporter): { origin: 'portal' | 'pay_link'; customerId: string | null } {
  return reporter.kind === 'customer' ? { origin: 'portal', customerId: reporter.session.customer.id } : { origin: 'pay_link', customerId: null };
}

/**
 * POST /v1/customer/payments/{id}/transfer/proof and POST /v1/pay/{token}/transfer/proof: one image
 * or PDF (415 otherwise, decided on the bytes; 413 beyond 10 MB), stored for this reporter and
 * payment; its id goes with the report.
 */
export async function uploadTransferProof(deps: AppDeps, req: FastifyRequest, reporter: TransferReporter, paymentId: string): Promise<ProofDto> {
  const { db } = deps.database;
  const payment = await reachedPayment(db, reporter, paymentId);
  assertTransferable(payment);
  if (!req.isMultipart()) throw fieldError('file', M.proofMissing);
  const part = await req.file({ limits: { fileSize: Math.min(PROOF_MAX_BYTES, deps.config.uploadMaxBytes) } });
  if (!part) throw fieldError('file', M.proofMissing);
  const owner = proofOwner(reporter);
  // Per customer, or per payment for a link (whoever holds it).
  await hit(db, `upload:proof:${owner.customerId ?? `link:${payment.id}`}`, PROOF_UPLOAD_LIMIT.count, PROOF_UPLOAD_LIMIT.windowSeconds);
  const uploader = { db, workspaceId: payment.workspaceId, userId: null };
  const stored = await storeUpload(deps, uploader, part, { kind: 'proof', directory: PROOF_DIRECTORY, fileableId: payment.id, ...owner });
  return { id: stored.id, name: stored.name, url: stored.url, mime_type: stored.mimeType, size: stored.size };
}

/** The proof named in a report: uploaded by this reporter (proofOwner) for this payment, and not used by another report. */
async function assertProof(db: Db, payment: ReachedPayment, reporter: TransferReporter, proofId: string): Promise<void> {
  const owner = proofOwner(reporter);
  const [row] = await db
    // `uploads.id` spelled out: drizzle renders a column in a select list unqualified, and inside the
    // subquery a bare "id" would be the transfer's own id (the check never saw a used proof).
    .select({ id: uploads.id, used: sql<boolean>`exists (select 1 from payment_transfers t where t.proof_upload_id = uploads.id)` })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, proofId),
        inWorkspace(uploads.workspaceId, payment.workspaceId),
        owner.customerId ? eq(uploads.customerId, owner.customerId) : and(isNull(uploads.customerId), eq(uploads.origin, owner.origin)),
        eq(uploads.directory, PROOF_DIRECTORY),
        eq(uploads.fileableId, payment.id),
      ),
    );
  if (!row || row.used) throw fieldError('proof_id', M.proofInvalid);
}

/**
 * Who the staff read as having reported it: the customer, or for a link the project's client
 * (nobody signed in, so it is who the link was sent to) with «vía enlace de pago».
 */
function reportedBy(reporter: TransferReporter, payment: ReachedPayment): { customerId: string | null; name: string; via: 'portal' | 'pay_link' } {
  if (reporter.kind === 'customer') return { customerId: reporter.session.customer.id, name: reporter.session.customer.name, via: 'portal' };
  return { customerId: null, name: payment.clientName ?? M.someClient, via: 'pay_link' };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST /v1/customer/payments/{id}/transfer and POST /v1/pay/{token}/transfer: the client says they transferred (day, amount, optional
 * proof). The payment stays owed — its state does not move — and reads «En revisión» on both sides
 * until the provider decides. In one transaction with the payment's portal locked (the lock every
 * change of the plan takes): one report in review at a time, staff notified (bell + realtime).
 */
export async function reportTransfer(db: Db, reporter: TransferReporter, paymentId: string, input: TransferReport, now: Date): Promise<PaymentTransferDto> {
  const payment = await reachedPayment(db, reporter, paymentId);
  assertTransferable(payment);
  if (input.transferred_on > todayIn(payment.timeZone, now)) throw fieldError('transferred_on', M.dateFuture);
  if (input.proof_id) await assertProof(db, payment, reporter, input.proof_id);
  const by = reportedBy(reporter, payment);
  try {
    return await db.transaction(async (tx) => {
      const owner = await lockPaymentOwner(tx, payment.workspaceId, payment.id);
      const [current] = await tx.execute(sql`select status from payments where id = ${payment.id} and workspace_id = ${payment.workspaceId}`).then((r) => rowsOf<{ status: string }>(r));
      if (!current || current.status.toLowerCase() === 'paid') throw fieldError('transfer', M.alreadyPaid);
      const [waiting] = await tx
        .select({ id: paymentTransfers.id })
        .from(paymentTransfers)
        .where(and(inWorkspace(paymentTransfers.workspaceId, payment.workspaceId), eq(paymentTransfers.paymentId, payment.id), eq(paymentTransfers.status, 'in_review')));
      if (waiting) throw fieldError('transfer', M.inReview);
      const [created] = await tx
        .insert(paymentTransfers)
        .values({
          workspaceId: payment.workspaceId,
          paymentId: payment.id,
          projectId: owner.id,
          customerId: by.customerId,
          transferredOn: input.transferred_on,
          amount: input.amount,
          currency: payment.currency,
          proofUploadId: input.proof_id ?? null,
        })
        .returning({ id: paymentTransfers.id });
      const scope = { workspaceId: payment.workspaceId, projectId: owner.id, userId: null };
      await recordActivity(tx, {
        ...scope,
        type: 'payment.transfer_reported',
        data: { payment_id: payment.id, name: payment.name, amount: input.amount, transfer_id: created!.id, customer_id: by.customerId, customer_name: by.name, ...(by.via === 'pay_link' && { via: by.via }) },
      });
      await notifyWorkspaceStaff(tx, payment.workspaceId, {
        type: 'payment.transfer_reported',
        title: by.via === 'pay_link' ? M.reportedViaLinkTitle(by.name, payment.name) : M.reportedTitle(by.name, payment.name),
        icon: 'credit-card',
        url: `/projects/${owner.id}`,
        data: { project_id: owner.id, payment_id: payment.id, transfer_id: created!.id },
      });
      const read = await tx.execute(sql`select ${latestTransferSql(sql`${payment.id}::uuid`, sql`${payment.workspaceId}::uuid`)} as transfer`);
      return toTransferDto(rowsOf<{ transfer: TransferJson }>(read)[0]!.transfer)!;
    });
  } catch (error) {
    // Two reports at the same moment: the database's one-in-review index refuses the second.
    if (isUniqueViolation(error)) throw fieldError('transfer', M.inReview);
    throw error;
  }
}
