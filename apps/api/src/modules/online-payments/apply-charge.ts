import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { onlineCharges, payments, type ChargeProvider, type ChargeStatus } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockPaymentOwner } from '../payments/payments.scope.ts';
import { updateLockedPayment } from '../payments/payments.write.ts';
import { isUuid } from '../projects/projects.queries.ts';
import type { AskedPayment, PaymentCheck } from './payment-check.ts';
import { STAFF_PAYMENT_TITLES } from '@trato/domain/projects/messages';
import { UNTITLED } from '@trato/domain/proposals/document-messages';
import { PROVIDER_NAMES } from '../collections/collections.queries.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';

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
 * charge does not pay again.
 */
export type ChargeOutcome = 'paid' | 'pending' | 'failed' | 'reversed';

export type ChargeReport = {
  provider: ChargeProvider;
  /** Mercado Pago's payment id, Stripe's Checkout Session id. */
  providerRef: string;
  providerIntent: string | null;
  /** The Trato payment the provider's answer names (external_reference / client_reference_id). */
  reference: string;
  outcome: ChargeOutcome;
  /** The provider's answer against the stored payment (the shared mismatch rule). */
  check: (asked: AskedPayment) => PaymentCheck;
  amountMinor: bigint | null;
  currency: string;
};

export type AppliedCharge = { status: ChargeStatus; changed: boolean };

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
    .select({ status: payments.status, amount: payments.amount, currency: payments.amountType })
    .from(payments)
    .where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, workspaceId)));
  if (!payment) throw notFound(UNKNOWN_PAYMENT);
  return { owner, payment };
}

/** The next state of the charge and whether the payment moves, from what was done before. */
function decide(previous: ChargeStatus | null, outcome: ChargeOutcome, matches: boolean, paymentPaid: boolean): { status: ChargeStatus; pay?: 'paid' | 'pending' } | null {
  if (previous === 'reversed') return null;
  if (outcome === 'reversed') {
    if (previous === 'paid') return paymentPaid ? { status: 'reversed', pay: 'pending' } : { status: 'reversed' };
    return { status: 'reversed' };
  }
  if (previous === 'paid' || previous === 'duplicate') return null;
  if (outcome === 'paid') {
    if (!matches) return previous === 'mismatch' ? null : { status: 'mismatch' };
    return paymentPaid ? { status: 'duplicate' } : { status: 'paid', pay: 'paid' };
  }
  // pending or failed: only a charge not yet decided follows it.
  if (previous === 'mismatch' || previous === outcome) return null;
  return { status: outcome };
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

/** `appUrl`: the link of the receipt a paid charge e-mails (decision 0072). */
export async function applyCharge(db: Db, workspaceId: string, report: ChargeReport, now: Date, appUrl: string): Promise<AppliedCharge> {
  return db.transaction(async (tx) => {
    const { owner, payment } = await lockedPortalPayment(tx, workspaceId, report.reference);
    const byRef = and(eq(onlineCharges.provider, report.provider), eq(onlineCharges.providerRef, report.providerRef));
    const [existing] = await tx.select().from(onlineCharges).where(and(byRef, inWorkspace(onlineCharges.workspaceId, workspaceId))).for('update');
    // A provider id already recorded for another payment is not moved: the first reading stands.
    if (existing && existing.paymentId !== report.reference) throw notFound(UNKNOWN_PAYMENT);

    const matches = report.check({ reference: report.reference, currency: payment.currency, amount: payment.amount }).ok;
    const next = decide(existing?.status ?? null, report.outcome, matches, payment.status === 'paid');
    if (!next) return { status: existing!.status, changed: false };

    if (next.pay) {
      const extra = { method: report.provider, provider_ref: report.providerRef };
      await updateLockedPayment(tx, { workspaceId, userId: null, appUrl }, owner, report.reference, { status: next.pay }, extra);
      await tellStaff(tx, workspaceId, owner, report, next.pay);
    }
    const values = {
      status: next.status,
      amountMinor: report.amountMinor,
      currency: report.currency,
      providerIntent: report.providerIntent ?? existing?.providerIntent ?? null,
      ...(next.status === 'paid' || next.status === 'duplicate' ? { paidAt: now } : {}),
      updatedAt: now,
    };
    if (existing) await tx.update(onlineCharges).set(values).where(eq(onlineCharges.id, existing.id));
    else await tx.insert(onlineCharges).values({ workspaceId, paymentId: report.reference, provider: report.provider, providerRef: report.providerRef, ...values });
    return { status: next.status, changed: true };
  });
}

/** The Stripe charge a refund or dispute is about, found by its payment intent (kept when applied). */
export async function chargeByIntent(db: Db, workspaceId: string, provider: ChargeProvider, intent: string) {
  const [row] = await db
    .select()
    .from(onlineCharges)
    .where(and(eq(onlineCharges.provider, provider), eq(onlineCharges.providerIntent, intent), inWorkspace(onlineCharges.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}
