import { eq, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { billingEvents, plans, subscriptions, transactions } from '../../db/schema/index.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { date, idOf, num, obj, str, type Loose } from './loose.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stripe amounts are in minor units except for these currencies (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** Minor units → an exact decimal string with 2 decimals (no floating point). */
export function fromMinorUnits(amount: number, currency: string): string {
  const n = BigInt(Math.trunc(amount));
  if (ZERO_DECIMAL.has(currency.toLowerCase())) return `${n}.00`;
  const neg = n < 0n;
  const abs = neg ? -n : n;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The subscription an event is about (checkout session, subscription, or invoice of either API shape). */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  const o = event.object;
  if (event.type.startsWith('customer.subscription.')) return str(o.id);
  if (event.type === 'checkout.session.completed') return idOf(o.subscription);
  if (event.type.startsWith('invoice.')) return idOf(o.subscription) ?? idOf(obj(obj(o.parent)?.subscription_details)?.subscription);
  return null;
}

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type WebhookResult = { duplicate: boolean; conflict?: boolean };

/**
 * Applies one verified event exactly once (decision 0019). The subscription is read from the provider
 * first — outside any transaction, so no connection waits on HTTP — and then, in one transaction, the
 * event id is claimed in billing_events and its effect written. A replay, or a second delivery racing
 * the first, finds the id taken and changes nothing.
 */
export async function handleWebhookEvent(db: Db, provider: PaymentProvider, event: ProviderEvent): Promise<WebhookResult> {
  const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id)).limit(1);
  if (seen) return { duplicate: true };
  const subId = HANDLED.has(event.type) ? subscriptionIdOf(event) : null;
  const sub = subId ? await provider.retrieveSubscription(subId) : null;
  const claimAndApply = (apply: boolean) =>
    db.transaction(async (tx): Promise<WebhookResult> => {
      const [claimed] = await tx
        .insert(billingEvents)
        .values({ id: event.id, type: event.type, payload: event.payload })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!claimed) return { duplicate: true };
      if (apply && HANDLED.has(event.type)) await applyEvent(tx, event, sub);
      await tx.update(billingEvents).set({ processedAt: new Date() }).where(eq(billingEvents.id, event.id));
      return { duplicate: false };
    });
  try {
    return await claimAndApply(true);
  } catch (err) {
    // A Stripe id already linked to another workspace: nothing of it is applied (the transaction
    // rolled back), the event is recorded so Stripe stops retrying, and the operator sees it in the log.
    if (!isUniqueViolation(err)) throw err;
    const result = await claimAndApply(false);
    return { ...result, conflict: true };
  }
}

async function applyEvent(tx: Executor, event: ProviderEvent, sub: ProviderSubscription | null): Promise<void> {
  const o = event.object;
  const hint = event.type === 'checkout.session.completed' ? (str(o.client_reference_id) ?? str(obj(o.metadata)?.workspace_id)) : null;
  const customerId = idOf(o.customer) ?? sub?.customerId ?? null;
  const row = await findSubscriptionRow(tx, { workspaceId: hint ?? sub?.workspaceId ?? null, subscriptionId: sub?.id ?? null, customerId });
  if (!row) return; // not one of ours (or its workspace was deleted): recorded, nothing to apply
  if (sub) await syncSubscription(tx, row, sub);
  else if (event.type === 'checkout.session.completed' && customerId) {
    await tx.update(subscriptions).set({ stripeCustomerId: customerId, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
  }
  if (event.type.startsWith('invoice.')) await upsertInvoice(tx, row.workspaceId, o);
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

async function findSubscriptionRow(tx: Executor, keys: { workspaceId: string | null; subscriptionId: string | null; customerId: string | null }): Promise<SubscriptionRow | null> {
  const conds = [
    keys.workspaceId && UUID.test(keys.workspaceId) ? eq(subscriptions.workspaceId, keys.workspaceId) : null,
    keys.subscriptionId ? eq(subscriptions.stripeSubscriptionId, keys.subscriptionId) : null,
    keys.customerId ? eq(subscriptions.stripeCustomerId, keys.customerId) : null,
  ].filter((c) => c !== null);
  if (!conds.length) return null;
  // The workspace named at checkout wins over a match by Stripe ids.
  const rows = await tx.select().from(subscriptions).where(or(...conds)).for('update').limit(3);
  return rows.find((r) => r.workspaceId === keys.workspaceId) ?? rows.find((r) => r.stripeSubscriptionId === keys.subscriptionId) ?? rows[0] ?? null;
}

const ENDED = new Set(['canceled', 'unpaid', 'incomplete']);

/** Writes the provider's subscription onto the workspace's row: plan, status, period, cancel flag, card. */
async function syncSubscription(tx: Executor, row: SubscriptionRow, sub: ProviderSubscription): Promise<void> {
  // An older subscription ending must not overwrite the one the workspace pays now.
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id && ENDED.has(sub.status)) return;
  const planId = await planForPrice(tx, sub.priceId, sub.planId);
  await tx
    .update(subscriptions)
    .set({
      ...(planId ? { planId } : {}),
      source: 'stripe',
      status: sub.status,
      stripeCustomerId: sub.customerId || row.stripeCustomerId,
      stripeSubscriptionId: sub.id,
      ...(sub.currentPeriodStart ? { currentPeriodStart: sub.currentPeriodStart } : {}),
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      ...(sub.card
        ? { cardBrand: sub.card.brand, cardLast4: sub.card.last4, cardExpMonth: sub.card.expMonth, cardExpYear: sub.card.expYear }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
}

/** The plan sold at a Stripe price (plans.stripe_price_ids), else the plan named at checkout. */
async function planForPrice(tx: Executor, priceId: string | null, metadataPlanId: string | null): Promise<string | null> {
  if (priceId) {
    const [byPrice] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(sql`exists (select 1 from jsonb_each_text(${plans.stripePriceIds}) p where p.value = ${priceId})`)
      .limit(1);
    if (byPrice) return byPrice.id;
  }
  if (metadataPlanId) {
    const [byId] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, metadataPlanId)).limit(1);
    if (byId) return byId.id;
  }
  return null;
}

const INVOICE_STATUSES = new Set(['paid', 'open', 'void', 'uncollectible']);

/** invoice.* → the transactions row of that invoice (one per provider invoice id). */
async function upsertInvoice(tx: Executor, workspaceId: string, inv: Loose): Promise<void> {
  const id = str(inv.id);
  const currency = str(inv.currency);
  if (!id || !currency) return;
  const status = INVOICE_STATUSES.has(str(inv.status) ?? '') ? (str(inv.status) as 'paid' | 'open' | 'void' | 'uncollectible') : 'open';
  const line = obj((obj(inv.lines)?.data as unknown[] | undefined)?.[0]);
  const period = obj(line?.period);
  const minor = status === 'paid' ? (num(inv.amount_paid) ?? num(inv.total) ?? 0) : (num(inv.amount_due) ?? num(inv.total) ?? 0);
  const values = {
    workspaceId,
    providerInvoiceId: id,
    amount: fromMinorUnits(minor, currency),
    currency: currency.toUpperCase(),
    status,
    description: (str(inv.description) ?? str(line?.description) ?? '').slice(0, 500),
    invoiceUrl: str(inv.hosted_invoice_url),
    pdfUrl: str(inv.invoice_pdf),
    periodStart: date(period?.start) ?? date(inv.period_start),
    periodEnd: date(period?.end) ?? date(inv.period_end),
    paidAt: status === 'paid' ? (date(obj(inv.status_transitions)?.paid_at) ?? new Date()) : null,
  };
  const { workspaceId: _w, providerInvoiceId: _p, ...update } = values;
  // A paid invoice stays paid: a late payment_failed of the same invoice must not reopen it.
  await tx
    .insert(transactions)
    .values(values)
    .onConflictDoUpdate({ target: transactions.providerInvoiceId, set: update, setWhere: sql`${transactions.status} <> 'paid'` });
}
