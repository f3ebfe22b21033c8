import { sql, type SQL } from 'drizzle-orm';
import type { ConnectedMethods } from '@trato/domain/payments/payment-methods';

/**
 * What a workspace has connected, as columns of the statement that reads its payments (issue 31 §2):
 * the portal's reads, the accepted page's and the result page's stay one statement whatever the
 * number of payments, and each payment's `methods` comes from the one rule (paymentMethodsFor).
 * «Connected» here is "credentials stored": opening them needs the key and is the checkout's job,
 * which refuses with the rule's own reason if they no longer open.
 */
/**
 * The demo workspace shows both providers on offer without credentials: its checkouts never leave the
 * server (start-checkout.ts answers what would happen instead, issue 31 §4).
 */
const isDemo = (workspaceId: SQL) => sql`exists (select 1 from workspaces w where w.id = ${workspaceId} and w.is_demo)`;

export function connectedColumns(workspaceId: SQL): SQL {
  return sql`
    exists (select 1 from collection_settings cs where cs.workspace_id = ${workspaceId} and cs.mercadopago_credentials is not null) or ${isDemo(workspaceId)} as mp_on,
    exists (select 1 from collection_settings cs where cs.workspace_id = ${workspaceId} and cs.stripe_credentials is not null) or ${isDemo(workspaceId)} as stripe_on,
    coalesce((select json_agg(distinct ba.currency_code) from bank_accounts ba where ba.workspace_id = ${workspaceId}), '[]') as transfer_currencies`;
}

export type ConnectedRow = { mp_on: boolean | null; stripe_on: boolean | null; transfer_currencies: string[] | string | null };

/** The row's columns as the rule's input (PGlite may hand json back as text). */
export function connectedOf(row: ConnectedRow): ConnectedMethods {
  const currencies = typeof row.transfer_currencies === 'string' ? (JSON.parse(row.transfer_currencies) as string[]) : (row.transfer_currencies ?? []);
  return { mercadopago: !!row.mp_on, stripe: !!row.stripe_on, transferCurrencies: currencies };
}
