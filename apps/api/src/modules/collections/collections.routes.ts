import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActivityType } from '@trato/domain/activities/activity-types';
import { connectionCheckSchema } from '@trato/domain/collections/connection-check';
import { collectionsSchema } from '@trato/domain/collections/dto-schemas';
import {
  bankAccountSchema,
  COLLECTIONS_MESSAGES,
  identityUpdateSchema,
  mercadopagoCredentialsSchema,
  stripeCredentialsSchema,
} from '@trato/domain/collections/schemas';
import { dataOf } from '@trato/domain/openapi/common';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { activities, bankAccounts, collectionSettings } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { and, eq, isNotNull as sqlNotNull } from 'drizzle-orm';
import { workspaceContext } from '../auth/authenticate.ts';
import { credentialsKey, sealCredentials } from './credentials-cipher.ts';
import { PROVIDER_NAMES, readCollections, type Provider } from './collections.queries.ts';
import { testMercadoPago, testStripe } from './connection-test.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: COLLECTIONS_MESSAGES.accountNotFound }) });
const answer = { 200: dataOf(collectionsSchema) };

/**
 * Settings «Cobros» (issue 31 §1, docs/api/collections.md, decision 0067): the business identity,
 * bank accounts for transfers, and the workspace's own Mercado Pago and Stripe credentials. Anyone
 * of the team reads it; owners and admins change it, and every change is in the activity log
 * (never a secret in it). Every answer is the whole section, secrets left out.
 */
export async function collectionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const key = credentialsKey(deps.config.appSecret);

  async function record(tx: Executor, ctx: WorkspaceContext, type: ActivityType, data: Record<string, unknown>) {
    await tx.insert(activities).values({ workspaceId: ctx.workspaceId, projectId: null, userId: ctx.userId, type, data });
  }
  const settingsOf = (ctx: WorkspaceContext) => inWorkspace(collectionSettings.workspaceId, ctx.workspaceId);
  const accountOf = (ctx: WorkspaceContext, id: string) => and(inWorkspace(bankAccounts.workspaceId, ctx.workspaceId), eq(bankAccounts.id, id));
  const bankName = (a: { bank: string; currency: string }) => `${a.bank} · ${a.currency}`;

  r.get('/collections', { schema: { tags: ['collections'], security: bearer, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.put('/collections/identity', { schema: { tags: ['collections'], security: bearer, body: identityUpdateSchema, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const b = req.body;
    const fields = { legalName: b.legal_name, taxCountry: b.tax_country, taxId: b.tax_id, address: b.address, contactEmail: b.contact_email, contactPhone: b.contact_phone };
    await db.transaction(async (tx) => {
      await tx.insert(collectionSettings).values({ workspaceId: ctx.workspaceId, ...fields }).onConflictDoUpdate({ target: collectionSettings.workspaceId, set: fields });
      await record(tx, ctx, 'collections.identity_updated', { name: b.legal_name });
    });
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.post('/collections/bank-accounts', { schema: { tags: ['collections'], security: bearer, body: bankAccountSchema, response: { 201: dataOf(collectionsSchema) } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const b = req.body;
    await db.transaction(async (tx) => {
      await tx.insert(bankAccounts).values({
        workspaceId: ctx.workspaceId,
        bank: b.bank,
        accountType: b.account_type,
        number: b.number,
        holder: b.holder,
        holderTaxId: b.holder_tax_id,
        proofEmail: b.proof_email,
        currencyCode: b.currency,
      });
      await record(tx, ctx, 'collections.bank_account_added', { name: bankName(b) });
    });
    reply.status(201);
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.put('/collections/bank-accounts/:id', { schema: { tags: ['collections'], security: bearer, params: idParams, body: bankAccountSchema, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const b = req.body;
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bankAccounts)
        .set({ bank: b.bank, accountType: b.account_type, number: b.number, holder: b.holder, holderTaxId: b.holder_tax_id, proofEmail: b.proof_email, currencyCode: b.currency })
        .where(accountOf(ctx, req.params.id))
        .returning({ id: bankAccounts.id });
      if (!updated) throw notFound(COLLECTIONS_MESSAGES.accountNotFound);
      await record(tx, ctx, 'collections.bank_account_updated', { name: bankName(b) });
    });
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.delete('/collections/bank-accounts/:id', { schema: { tags: ['collections'], security: bearer, params: idParams, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    await db.transaction(async (tx) => {
      const [removed] = await tx.delete(bankAccounts).where(accountOf(ctx, req.params.id)).returning({ bank: bankAccounts.bank, currency: bankAccounts.currencyCode });
      if (!removed) throw notFound(COLLECTIONS_MESSAGES.accountNotFound);
      await record(tx, ctx, 'collections.bank_account_removed', { name: bankName(removed) });
    });
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  /** Seals the provider's secrets in place of any it had; the activity says connected or replaced, never what. */
  async function saveCredentials(ctx: WorkspaceContext, provider: Provider, secrets: Record<string, string>, mode: 'test' | 'production' | null) {
    const sealed = sealCredentials(key, ctx.workspaceId, provider, secrets);
    const column = provider === 'mercadopago' ? { mercadopagoCredentials: sealed, mercadopagoMode: mode } : { stripeCredentials: sealed };
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ mp: collectionSettings.mercadopagoCredentials, stripe: collectionSettings.stripeCredentials }).from(collectionSettings).where(settingsOf(ctx));
      const had = provider === 'mercadopago' ? before?.mp : before?.stripe;
      await tx.insert(collectionSettings).values({ workspaceId: ctx.workspaceId, ...column }).onConflictDoUpdate({ target: collectionSettings.workspaceId, set: column });
      await record(tx, ctx, had ? 'collections.provider_replaced' : 'collections.provider_connected', { name: PROVIDER_NAMES[provider], provider, ...(mode && { mode }) });
    });
  }

  async function removeCredentials(ctx: WorkspaceContext, provider: Provider) {
    const column = provider === 'mercadopago' ? { mercadopagoCredentials: null, mercadopagoMode: null } : { stripeCredentials: null };
    const had = provider === 'mercadopago' ? collectionSettings.mercadopagoCredentials : collectionSettings.stripeCredentials;
    await db.transaction(async (tx) => {
      const [cleared] = await tx
        .update(collectionSettings)
        .set(column)
        .where(and(settingsOf(ctx), sqlNotNull(had)))
        .returning({ workspaceId: collectionSettings.workspaceId });
      // Removing what is not there changes nothing and records nothing.
      if (cleared) await record(tx, ctx, 'collections.provider_removed', { name: PROVIDER_NAMES[provider], provider });
    });
  }

  r.put('/collections/mercadopago', { schema: { tags: ['collections'], security: bearer, body: mercadopagoCredentialsSchema, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const { access_token, webhook_secret, mode } = req.body;
    await saveCredentials(ctx, 'mercadopago', { access_token, webhook_secret }, mode);
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.delete('/collections/mercadopago', { schema: { tags: ['collections'], security: bearer, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    await removeCredentials(ctx, 'mercadopago');
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.put('/collections/stripe', { schema: { tags: ['collections'], security: bearer, body: stripeCredentialsSchema, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const { secret_key, webhook_secret } = req.body;
    await saveCredentials(ctx, 'stripe', { secret_key, webhook_secret }, null);
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  r.delete('/collections/stripe', { schema: { tags: ['collections'], security: bearer, response: answer } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    await removeCredentials(ctx, 'stripe');
    return { data: await readCollections(db, key, ctx.workspaceId, deps.config.appUrl) };
  });

  // «Probar conexión»: owners and admins, who hold the credentials; nothing recorded (decision 0067).
  const urls = { mercadoPagoApiUrl: deps.config.mercadoPagoApiUrl, stripeApiUrl: deps.config.stripeApiUrl };
  const checked = { 200: dataOf(connectionCheckSchema) };
  r.post('/collections/mercadopago/test', { schema: { tags: ['collections'], security: bearer, response: checked } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    return { data: await testMercadoPago(db, key, ctx.workspaceId, urls) };
  });
  r.post('/collections/stripe/test', { schema: { tags: ['collections'], security: bearer, response: checked } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    return { data: await testStripe(db, key, ctx.workspaceId, urls) };
  });
}
