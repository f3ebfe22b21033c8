import { asc, eq, sql } from 'drizzle-orm';
import type { CollectionsDto, ProviderStatusDto } from '@trato/domain/collections/dto-schemas';
import { stripeMode, type ProviderMode } from '@trato/domain/collections/schemas';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import { CURRENCIES } from '@trato/domain/currencies';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, collectionSettings, projects, workspaces } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { openCredentials, type CredentialsKey } from './credentials-cipher.ts';
import { businessIdentityOf } from './business-identity.ts';

export type Provider = 'mercadopago' | 'stripe';
/** The providers' names as every surface writes them (one list, in the domain). */
export { PROVIDER_NAMES } from '@trato/domain/payments/charges';
/** The secret whose last 4 characters settings shows: what the provider's own dashboard shows too. */
const SHOWN_SECRET: Record<Provider, string> = { mercadopago: 'access_token', stripe: 'secret_key' };

export const UNREADABLE_CREDENTIALS = 'Las credenciales guardadas no se pueden leer (¿cambió APP_SECRET?): vuelve a ingresarlas.';

type SettingsRow = typeof collectionSettings.$inferSelect;

/** Connected, mode and last 4 of one provider: the secrets are opened here and go no further. */
function providerStatus(key: CredentialsKey, workspaceId: string, provider: Provider, sealed: string | null, storedMode: ProviderMode | null): ProviderStatusDto {
  if (!sealed) return { connected: false, mode: null, last4: null, problem: null };
  const secrets = openCredentials(key, workspaceId, provider, sealed);
  const shown = secrets?.[SHOWN_SECRET[provider]];
  if (typeof shown !== 'string') return { connected: false, mode: null, last4: null, problem: UNREADABLE_CREDENTIALS };
  // Stripe's key says test or live by itself; Mercado Pago's mode is the one chosen in settings.
  const mode = provider === 'stripe' ? stripeMode(shown) : (storedMode ?? 'test');
  return { connected: true, mode, last4: shown.slice(-4), problem: null };
}

/**
 * Settings «Cobros» as the API answers it, in two statements: the workspace's settings row with the
 * currencies it uses (its own, and its quotes' and portals' out of the trash), then its bank accounts.
 */
export async function readCollections(db: Executor, key: CredentialsKey, workspaceId: string, appUrl: string): Promise<CollectionsDto> {
  const [row] = await db
    .select({
      workspaceCurrency: sql<string | null>`coalesce(${workspaces.currencyCode}, ${workspaces.defaultCurrency})`,
      quoteCurrencies: sql<string[]>`(select coalesce(json_agg(distinct p.currency_code), '[]'::json) from ${projects} p where p.workspace_id = ${workspaces.id} and p.deleted_at is null)`,
      settings: collectionSettings,
    })
    .from(workspaces)
    .leftJoin(collectionSettings, eq(collectionSettings.workspaceId, workspaces.id))
    .where(inWorkspace(workspaces.id, workspaceId));
  const accounts = await db.select().from(bankAccounts).where(inWorkspace(bankAccounts.workspaceId, workspaceId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  const s: SettingsRow | null = row?.settings ?? null;

  const mercadopago = providerStatus(key, workspaceId, 'mercadopago', s?.mercadopagoCredentials ?? null, s?.mercadopagoMode ?? 'test');
  const stripe = providerStatus(key, workspaceId, 'stripe', s?.stripeCredentials ?? null, null);
  const transferCurrencies = accounts.map((a) => a.currencyCode);
  const used = new Set([row?.workspaceCurrency, ...(row?.quoteCurrencies ?? []), ...transferCurrencies].filter((c): c is string => !!c));
  // In the order of Trato's currency list, so the table does not reshuffle as quotes come and go.
  const currencies = CURRENCIES.filter((c) => used.has(c)).map((currency) => ({
    currency,
    methods: paymentMethodsFor(currency, { mercadopago: mercadopago.connected, stripe: stripe.connected, transferCurrencies }),
  }));

  return {
    identity: businessIdentityOf(s),
    bank_accounts: accounts.map((a) => ({
      id: a.id,
      bank: a.bank,
      account_type: a.accountType,
      number: a.number,
      holder: a.holder,
      holder_tax_id: a.holderTaxId,
      proof_email: a.proofEmail,
      currency: a.currencyCode,
    })),
    providers: { mercadopago, stripe },
    webhooks: webhookAddresses(appUrl, workspaceId),
    currencies,
  };
}

/**
 * The addresses the provider must call (webhooks.routes.ts): the workspace is in the path, so each
 * delivery is verified with that workspace's own secret. Built from APP_URL, which only the server
 * knows for sure (the browser may be on another host name or behind a proxy).
 */
export function webhookAddresses(appUrl: string, workspaceId: string): Record<Provider, string> {
  const base = `${appUrl.replace(/\/+$/, '')}/api/v1/webhooks`;
  return { mercadopago: `${base}/mercadopago/${workspaceId}`, stripe: `${base}/stripe/${workspaceId}` };
}

/**
 * A workspace's opened secrets for one provider, for server-side calls to it (webhooks, checkouts);
 * null when the workspace has none, or they no longer open. Never returned by the API nor logged.
 */
export async function readProviderSecrets(db: Executor, key: CredentialsKey, workspaceId: string, provider: Provider): Promise<Record<string, string> | null> {
  const [row] = await db
    .select({ mercadopago: collectionSettings.mercadopagoCredentials, stripe: collectionSettings.stripeCredentials })
    .from(collectionSettings)
    .where(inWorkspace(collectionSettings.workspaceId, workspaceId));
  const sealed = row?.[provider];
  return sealed ? openCredentials(key, workspaceId, provider, sealed) : null;
}
