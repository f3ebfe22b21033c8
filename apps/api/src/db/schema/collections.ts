import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AccountType, ProviderMode } from '@trato/domain/collections/schemas';
import type { TaxCountry } from '@trato/domain/collections/tax-id';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * Settings «Cobros» of a workspace (issue 31 §1, decision 0067): the business identity printed on
 * what the client receives, and the payment providers' credentials. Each provider's secrets are one
 * AES-256-GCM ciphertext (modules/collections/credentials-cipher.ts), bound to the workspace and the
 * provider; the plaintext is never stored, and the API answers only connected, mode and last 4.
 */
export const collectionSettings = pgTable('collection_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  taxCountry: text('tax_country').$type<TaxCountry>(),
  taxId: text('tax_id'),
  address: text('address'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  mercadopagoCredentials: text('mercadopago_credentials'),
  mercadopagoMode: text('mercadopago_mode').$type<ProviderMode>(),
  stripeCredentials: text('stripe_credentials'),
  updatedAt: updatedAt(),
});

/** Accounts a client may pay into by bank transfer, each in one currency. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bank: text('bank').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    number: text('number').notNull(),
    holder: text('holder').notNull(),
    holderTaxId: text('holder_tax_id').notNull(),
    proofEmail: text('proof_email').notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_workspace_idx').on(t.workspaceId, t.createdAt)],
);
