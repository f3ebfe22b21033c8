import { and, eq } from 'drizzle-orm';
import { allocateBatchRefund, shareRefund } from '@trato/domain/payments/batch-refund';
import { toMinorUnits } from '@trato/domain/payments/minor-units';
import type { Db } from '../../db/client.ts';
import { checkoutBatches, type BatchItem, type ChargeProvider } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { isUuid } from '../projects/projects.queries.ts';
import type { ChargeOutcome, ChargeReport } from './apply-charge.ts';
import { batchShareOutcome, chargePaysItsPayment, type ChargeState } from './charge-state.ts';
import { checkReportedPayment, type PaymentCheck } from './payment-check.ts';

/**
 * «Pagar todo lo pendiente» (decision 0075): one checkout for several payments of a project. The
 * checkout's reference is a `checkout_batches` row listing each payment and the amount asked for it
 * when the checkout was created. When the provider reports the charge, it is applied to EACH payment
 * (apply-charge.ts, one transaction, once per payment): the provider's total must be the batch's
 * total in its currency (else every payment is a mismatch), and each payment must still have the
 * amount and currency it had (else that payment alone is a mismatch); a payment paid meanwhile by
 * hand is a duplicate, the rest are paid. A refund of the charge is split among the payments
 * (splitBatchRefund, decision 0078).
 */
export type CheckoutBatch = typeof checkoutBatches.$inferSelect;

export async function findBatch(db: Db, workspaceId: string, reference: string): Promise<CheckoutBatch | null> {
  if (!isUuid(reference)) return null;
  const [row] = await db.select().from(checkoutBatches).where(and(eq(checkoutBatches.id, reference), inWorkspace(checkoutBatches.workspaceId, workspaceId)));
  return row ?? null;
}

/** The batch's total in the currency's minor units (what the checkout asked for). */
export function batchTotalMinor(batch: Pick<CheckoutBatch, 'items' | 'currency'>): bigint | null {
  let total = 0n;
  for (const item of batch.items) {
    const units = toMinorUnits(item.amount, batch.currency);
    if (units === null) return null;
    total += units;
  }
  return total;
}

type ProviderTotal = { providerRef: string; providerIntent: string | null; outcome: ChargeOutcome; units: bigint | null; currency: string; refundedMinor?: bigint | null; reversal?: ChargeReport['reversal'] };

/** One report per payment of the batch, for the one provider charge. */
export function batchReports(provider: ChargeProvider, batch: CheckoutBatch, charge: ProviderTotal): ChargeReport[] {
  const total = batchTotalMinor(batch);
  const totalMatches = total !== null && charge.units === total && charge.currency.toUpperCase() === batch.currency.toUpperCase();
  return batch.items.map((item: BatchItem): ChargeReport => {
    const share = toMinorUnits(item.amount, batch.currency);
    return {
      provider,
      providerRef: charge.providerRef,
      providerIntent: charge.providerIntent,
      reference: item.payment_id,
      outcome: charge.outcome,
      batchId: batch.id,
      // The payment as it is now against what this batch asked for it.
      check: (asked): PaymentCheck =>
        totalMatches ? checkReportedPayment(asked, { reference: item.payment_id, currency: batch.currency, units: share }) : { ok: false, mismatches: ['amount'] },
      amountMinor: totalMatches ? share : charge.units,
      currency: charge.currency.toUpperCase(),
      refundedMinor: charge.refundedMinor ?? null,
      ...(charge.reversal ? { reversal: charge.reversal } : {}),
    };
  });
}

/**
 * The charge's refunded total (the same on every report: the provider only knows the whole) split
 * among the batch's payments by the domain's rule (@trato/domain/payments/batch-refund: shares that
 * paid nothing first, then the last payment backwards, each up to what the batch asked for it), so
 * each payment records its own part, and one refunded in full reads as a refund of its charge
 * (batchShareOutcome). `states`: each payment's charge row as it is now, read under the portal's lock
 * (apply-charge.ts). Reports of payments the batch does not list pass as they are.
 */
export function splitBatchRefund(batch: Pick<CheckoutBatch, 'items' | 'currency'>, reports: ChargeReport[], states: Map<string, ChargeState>): ChargeReport[] {
  const refunded = reports.find((r) => r.refundedMinor != null && r.refundedMinor > 0n)?.refundedMinor ?? null;
  if (refunded === null) return reports;
  const shares = batch.items.map((item) => ({
    minor: toMinorUnits(item.amount, batch.currency) ?? 0n,
    settled: chargePaysItsPayment(states.get(item.payment_id) ?? null),
  }));
  const parts = allocateBatchRefund(refunded, shares);
  return reports.map((report) => {
    const i = batch.items.findIndex((item) => item.payment_id === report.reference);
    if (i < 0) return report;
    const part = parts[i]!;
    return { ...report, refundedMinor: part > 0n ? part : null, outcome: batchShareOutcome(report.outcome, shareRefund(part, shares[i]!.minor)) };
  });
}
