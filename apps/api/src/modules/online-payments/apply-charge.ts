import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { onlineCharges, payments, type ChargeProvider, type ChargeReversal, type ChargeStatus } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { chargeAttentionTitle } from '@trato/domain/payments/charges';
import { STAFF_PAYMENT_TITLES } from '@trato/domain/projects/messages';
import { UNTITLED } from '@trato/domain/proposals/document-messages';
import { PROVIDER_NAMES } from '../collections/collections.queries.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { lockPaymentOwner } from '../payments/payments.scope.ts';
import { updateLockedPayment } from '../payments/payments.write.ts';
import { isUuid } from '../projects/projects.queries.ts';
import { decideCharge, type ChargeOutcome } from './charge-state.ts';
import type { AskedPayment, PaymentCheck } from './payment-check.ts';
import { splitBatchRefund, type CheckoutBatch } from './checkout-batch.ts';

/**
 * Applies a provider's charge to the Trato payment it names, exactly once (issue 31 §3, decision
 * 0070). The caller has verified the webhook and READ the charge back from the provider with the
 * workspace's own credentials; what arrives here is that read, never the webhook's body.
 *
 * In one transaction, with the payment's portal locked (the lock every staff change of the plan
 * takes, so a click on «Marcar como pagado» and a webhook, or two deliveries, never interleave):
 * the charge row keyed by the provider's id says what was already done, and only a change of state
 * writes. A paid charge pays the payment through the staff's own path (updateLockedPayment), so the
 * activity, the customers' notification, realtime and every figure move as for a click; a payment
 * already paid by hand records the charge as 'duplicate'; another amount or currency is 'mismatch'
 * and leaves the payment alone; a refund or chargeback of the charge that paid it puts the payment
 * back to pending, the charge kept as 'reversed'. A reversal is final: a late "paid" for the same
 * charge does not pay again. Disputes hold the charge and partial refunds are recorded without a
 * change of state (charge-state.ts, decision 0075); a batch checkout's one charge is applied to each
 * of its payments, once each (applyCharges).
 */
export type { ChargeOutcome } from './charge-state.ts';

export type ChargeReport = {
  provider: ChargeProvider;
  /** Mercado Pago's payment id, Stripe's Checkout Session id. */
  providerRef: string;
  providerIntent: string | null;
  /** The Trato payment this report is about (external_reference / client_reference_id, or a batch's item). */
  reference: string;
  outcome: ChargeOutcome;
  /** The provider's answer against the stored payment (the shared mismatch rule). */
  check: (asked: AskedPayment) => PaymentCheck;
  amountMinor: bigint | null;
  currency: string;
  /** Refunded so far in minor units, when the provider says (a partial refund leaves the payment paid). */
  refundedMinor?: bigint | null;
  /** Why a reversal happens: a full refund (default) or a lost claim. */
  reversal?: ChargeReversal;
  /** The batch checkout («Pagar todo lo pendiente») this charge paid through: one charge, several payments. */
  batchId?: string | null;
};

export type AppliedCharge = { paymentId: string; status: ChargeStatus; changed: boolean };

/** 404 for a reference that names no payment of this workspace's portals (a proposal's plan is not paid online). */
const UNKNOWN_PAYMENT = 'No encontramos el pago que este cobro indica.';

async function lockedPortalPayment(tx: Executor, workspaceId: string, paymentId: string) {
  if (!isUuid(paymentId)) throw notFound(UNKNOWN_PAYMENT);
  // Only "no such payment" becomes this 404; a database failure stays a failure (the provider retries).
  const owner = await lockPaymentOwner(tx, workspaceId, paymentId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!owner || owner.type !== 'project') throw notFound(UNKNOWN_PAYMENT);
  const [payment] = await tx
    .select({ name: payments.name, status: payments.status, amount: payments.amount, currency: payments.amountType })
    .from(payments)
    .where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, workspaceId)));
  if (!payment) throw notFound(UNKNOWN_PAYMENT);
  return { owner, payment };
}

/**
 * Nobody clicked: the staff's bell (and every open page of the project, by realtime) hears that the
 * provider paid a milestone, or took the money back.
 */
async function tellStaff(tx: Executor, workspaceId: string, owner: { id: string; name: string }, report: ChargeReport, pay: 'paid' | 'pending') {
  const [row] = await tx.select({ name: payments.name }).from(payments).where(and(eq(payments.id, report.reference), inWorkspace(payments.workspaceId, workspaceId)));
  const provider = PROVIDER_NAMES[report.provider];
  const project = owner.name.trim() || UNTITLED;
  const title = pay === 'paid' ? STAFF_PAYMENT_TITLES.paidOnline(row!.name, provider, project) : STAFF_PAYMENT_TITLES.reversedOnline(row!.name, provider, project);
  await notifyWorkspaceStaff(tx, workspaceId, {
    type: pay === 'paid' ? 'payment.paid' : 'payment.reversed',
    title,
    icon: 'credit-card',
    url: `/projects/${owner.id}`,
    data: { project_id: owner.id, payment_id: report.reference, provider: report.provider },
  });
}

/** One report, in the caller's transaction: the payment's portal locked, then the charge's row decides. */
async function applyLocked(tx: Executor, workspaceId: string, report: ChargeReport, now: Date, appUrl: string): Promise<AppliedCharge> {
  const { owner, payment } = await lockedPortalPayment(tx, workspaceId, report.reference);
  const byRef = and(eq(onlineCharges.provider, report.provider), eq(onlineCharges.providerRef, report.providerRef));
  const rows = await tx.select().from(onlineCharges).where(and(byRef, inWorkspace(onlineCharges.workspaceId, workspaceId))).for('update');
  const existing = rows.find((r) => r.paymentId === report.reference);
  // A provider id already recorded for another payment is not moved: the first reading stands
  // (only a batch's one charge is recorded against each of its payments).
  if (!existing && rows.some((r) => !report.batchId || r.batchId !== report.batchId)) throw notFound(UNKNOWN_PAYMENT);

  const matches = report.check({ reference: report.reference, currency: payment.currency, amount: payment.amount }).ok;
  const previous = existing ? { status: existing.status, heldStatus: existing.heldStatus } : null;
  const next = decideCharge(previous, report.outcome, matches, payment.status === 'paid');
  const refunded = report.refundedMinor != null && report.refundedMinor > 0n ? report.refundedMinor : null;
  // A provider's refunded total only grows: a stale reading delivered late never lowers what is recorded.
  const refundMoved = refunded !== null && (existing?.refundedMinor == null || refunded > existing.refundedMinor);
  if (!next && !(existing && refundMoved)) return { paymentId: report.reference, status: existing?.status ?? 'pending', changed: false };
  if (!next) {
    await tx.update(onlineCharges).set({ refundedMinor: refunded, updatedAt: now }).where(eq(onlineCharges.id, existing!.id));
    return { paymentId: report.reference, status: existing!.status, changed: true };
  }

  if (next.pay) {
    const extra = { method: report.provider, provider_ref: report.providerRef };
    await updateLockedPayment(tx, { workspaceId, userId: null, appUrl }, owner, report.reference, { status: next.pay }, extra);
    await tellStaff(tx, workspaceId, owner, report, next.pay);
  }
  const values = {
    status: next.status,
    heldStatus: next.heldStatus,
    reversal: next.status === 'reversed' ? (report.reversal ?? 'refund') : null,
    amountMinor: report.amountMinor,
    currency: report.currency,
    providerIntent: report.providerIntent ?? existing?.providerIntent ?? null,
    ...(refundMoved ? { refundedMinor: refunded } : {}),
    ...(next.status === 'paid' || next.status === 'duplicate' || (next.status === 'disputed' && !existing) ? { paidAt: existing?.paidAt ?? now } : {}),
    updatedAt: now,
  };
  if (existing) await tx.update(onlineCharges).set(values).where(eq(onlineCharges.id, existing.id));
  else
    await tx
      .insert(onlineCharges)
      .values({ workspaceId, paymentId: report.reference, provider: report.provider, providerRef: report.providerRef, batchId: report.batchId ?? null, ...values });
  // Money the team must act on (refund a duplicate, check a mismatch): the bell and realtime, in this transaction.
  if ((next.status === 'duplicate' || next.status === 'mismatch') && existing?.status !== next.status) {
    await notifyWorkspaceStaff(tx, workspaceId, {
      type: 'payment.charge_flagged',
      title: chargeAttentionTitle(next.status, payment.name, report.provider),
      icon: 'credit-card',
      url: `/projects/${owner.id}`,
      data: { project_id: owner.id, payment_id: report.reference, charge_status: next.status, provider: report.provider },
    });
  }
  return { paymentId: report.reference, status: next.status, changed: true };
}

/**
 * Applies the reports of one provider charge — one payment, or each payment of a batch checkout —
 * in ONE transaction, so a batch pays all its payments or none, and a retry finds each row done.
 * For a batch (`batch` given), a refund of its charge is first split among its payments, from their
 * charge rows as they are under the portal's lock (splitBatchRefund, decision 0078).
 */
export async function applyCharges(
  db: Db,
  workspaceId: string,
  reports: ChargeReport[],
  now: Date,
  appUrl: string,
  batch: Pick<CheckoutBatch, 'items' | 'currency'> | null = null,
): Promise<AppliedCharge[]> {
  return db.transaction(async (tx) => {
    const split = batch ? await splitLocked(tx, workspaceId, batch, reports) : reports;
    const applied: AppliedCharge[] = [];
    for (const report of split) applied.push(await applyLocked(tx, workspaceId, report, now, appUrl));
    return applied;
  });
}

/** A batch's refund split among its payments; the portal locked first (the same order as applyLocked: portal, then charges). */
async function splitLocked(tx: Executor, workspaceId: string, batch: Pick<CheckoutBatch, 'items' | 'currency'>, reports: ChargeReport[]): Promise<ChargeReport[]> {
  const first = reports[0];
  if (!first || !reports.some((r) => r.refundedMinor != null && r.refundedMinor > 0n)) return reports;
  await lockedPortalPayment(tx, workspaceId, first.reference);
  const rows = await tx
    .select({ paymentId: onlineCharges.paymentId, status: onlineCharges.status, heldStatus: onlineCharges.heldStatus })
    .from(onlineCharges)
    .where(and(eq(onlineCharges.provider, first.provider), eq(onlineCharges.providerRef, first.providerRef), inWorkspace(onlineCharges.workspaceId, workspaceId)))
    .for('update');
  return splitBatchRefund(batch, reports, new Map(rows.map((r) => [r.paymentId, { status: r.status, heldStatus: r.heldStatus }])));
}

/** `appUrl`: the link of the receipt a paid charge e-mails (decision 0072). */
export async function applyCharge(db: Db, workspaceId: string, report: ChargeReport, now: Date, appUrl: string): Promise<AppliedCharge> {
  return (await applyCharges(db, workspaceId, [report], now, appUrl))[0]!;
}

/** The Stripe charge rows a refund or dispute is about (one per payment it paid), found by the payment intent kept when applied. */
export async function chargesByIntent(db: Db, workspaceId: string, provider: ChargeProvider, intent: string) {
  return db
    .select()
    .from(onlineCharges)
    .where(and(eq(onlineCharges.provider, provider), eq(onlineCharges.providerIntent, intent), inWorkspace(onlineCharges.workspaceId, workspaceId)))
    .limit(100);
}
