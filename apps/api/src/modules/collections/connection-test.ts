import { eq, sql } from 'drizzle-orm';
import { User } from 'mercadopago';
import Stripe from 'stripe';
import { CONNECTION_MESSAGES, judgeMercadoPago, judgeStripe, type ConnectionCheck } from '@trato/domain/collections/connection-check';
import { stripeMode } from '@trato/domain/collections/schemas';
import type { Executor } from '../../db/client.ts';
import { collectionSettings, workspaces } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { fieldError } from '../../lib/errors.ts';
import { mercadoPagoClient } from '../online-payments/mercadopago/client.ts';
import { stripeClient } from '../online-payments/stripe/client.ts';
import { PROVIDER_NAMES, type Provider } from './collections.queries.ts';
import { openCredentials, type CredentialsKey } from './credentials-cipher.ts';

/**
 * «Probar conexión» (issue 31 §1, decision 0067): opens the workspace's saved credentials here, asks
 * the provider who they belong to through its official SDK, and answers what that means in Spanish
 * (packages/domain collections/connection-check.ts). A refused token is an answer (ok: false), not an
 * error; a provider that does not answer is said so, never a 5xx. Nothing of the secret is returned.
 */
export type ProviderUrls = { mercadoPagoApiUrl: string | null; stripeApiUrl: string | null };

/** The provider's secrets and the workspace's currency, or a Spanish 422 when there is nothing to test. */
async function savedCredentials(db: Executor, key: CredentialsKey, workspaceId: string, provider: Provider) {
  const [row] = await db
    .select({
      currency: sql<string>`coalesce(${workspaces.currencyCode}, ${workspaces.defaultCurrency})`,
      mercadopago: collectionSettings.mercadopagoCredentials,
      mercadopagoMode: collectionSettings.mercadopagoMode,
      stripe: collectionSettings.stripeCredentials,
    })
    .from(workspaces)
    .leftJoin(collectionSettings, eq(collectionSettings.workspaceId, workspaces.id))
    .where(inWorkspace(workspaces.id, workspaceId));
  const sealed = row?.[provider] ?? null;
  const secrets = sealed ? openCredentials(key, workspaceId, provider, sealed) : null;
  if (!row || !secrets) throw fieldError(provider, CONNECTION_MESSAGES.notConnected(PROVIDER_NAMES[provider]));
  return { secrets, currency: row.currency, mercadopagoMode: row.mercadopagoMode ?? 'test' };
}

const unreachable = (provider: Provider): ConnectionCheck => ({ ok: false, message: CONNECTION_MESSAGES.unreachable(PROVIDER_NAMES[provider]), details: null });

export async function testMercadoPago(db: Executor, key: CredentialsKey, workspaceId: string, urls: ProviderUrls): Promise<ConnectionCheck> {
  const { secrets, currency, mercadopagoMode } = await savedCredentials(db, key, workspaceId, 'mercadopago');
  const token = secrets.access_token ?? '';
  try {
    const me = await mercadoPagoClient(token, urls.mercadoPagoApiUrl).call((config) => new User(config).get());
    return judgeMercadoPago({ siteId: me.site_id ?? null, email: me.email ?? null, token, mode: mercadopagoMode, workspaceCurrency: currency });
  } catch (error) {
    // The SDK's errors carry the HTTP status; 0 or none is the network (MPConnectionError, a timeout).
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) return { ok: false, message: CONNECTION_MESSAGES.mercadopagoBadToken, details: null };
    return unreachable('mercadopago');
  }
}

export async function testStripe(db: Executor, key: CredentialsKey, workspaceId: string, urls: ProviderUrls): Promise<ConnectionCheck> {
  const { secrets, currency } = await savedCredentials(db, key, workspaceId, 'stripe');
  const secretKey = secrets.secret_key ?? '';
  try {
    const account = await stripeClient(secretKey, urls.stripeApiUrl).accounts.retrieveCurrent();
    return judgeStripe({
      country: account.country ?? null,
      defaultCurrency: account.default_currency ?? null,
      email: account.email ?? null,
      name: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
      mode: stripeMode(secretKey),
      workspaceCurrency: currency,
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError) return { ok: false, message: CONNECTION_MESSAGES.stripeBadKey, details: null };
    if (error instanceof Stripe.errors.StripePermissionError) return { ok: false, message: CONNECTION_MESSAGES.stripeNoPermission, details: null };
    return unreachable('stripe');
  }
}
