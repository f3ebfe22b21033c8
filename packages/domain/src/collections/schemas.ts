import { z } from 'zod';
import { CURRENCIES } from '../currencies.ts';
import { normalizeEmail } from '../email.ts';
import { isValidTaxId, normalizeTaxId, TAX_COUNTRIES, TAX_ID_MESSAGES } from './tax-id.ts';

/** Request schemas of settings «Cobros» (docs/api/collections.md, decision 0067). Staff app and API. */

export const COLLECTIONS_MESSAGES = {
  legalNameRequired: 'Ingresa la razón social o tu nombre.',
  legalNameTooLong: 'La razón social no puede superar los 120 caracteres.',
  taxCountryInvalid: 'Elige el país del identificador tributario.',
  taxIdRequired: 'Ingresa el identificador tributario.',
  taxIdTooLong: 'El identificador tributario no puede superar los 30 caracteres.',
  addressTooLong: 'La dirección no puede superar los 200 caracteres.',
  emailInvalid: 'Ingresa un correo válido.',
  phoneInvalid: 'Ingresa un teléfono válido (solo números, espacios, +, guiones y paréntesis).',
  bankRequired: 'Ingresa el banco.',
  bankTooLong: 'El nombre del banco no puede superar los 80 caracteres.',
  accountTypeInvalid: 'Elige el tipo de cuenta.',
  accountNumberInvalid: 'Ingresa el número de cuenta (entre 4 y 34 caracteres: números, letras, espacios o guiones).',
  holderRequired: 'Ingresa el titular de la cuenta.',
  holderTooLong: 'El titular no puede superar los 120 caracteres.',
  holderTaxIdInvalid: 'Ingresa el identificador tributario del titular (entre 5 y 20 caracteres).',
  currencyInvalid: 'Elige una moneda de la lista.',
  currencyUf: 'Una cuenta bancaria no se lleva en UF: elige la moneda en que recibes las transferencias.',
  mercadopagoTokenInvalid: 'El access token de Mercado Pago empieza con APP_USR- o TEST- (lo encuentras en Tus integraciones › Credenciales).',
  mercadopagoWebhookInvalid: 'Ingresa la clave secreta de los webhooks de tu integración (entre 16 y 200 caracteres).',
  modeInvalid: 'Elige el modo: prueba o producción.',
  stripeKeyInvalid: 'La clave secreta de Stripe empieza con sk_test_, sk_live_, rk_test_ o rk_live_.',
  stripeWebhookInvalid: 'El secreto de firma de los webhooks de Stripe empieza con whsec_.',
  accountNotFound: 'No encontramos esa cuenta bancaria.',
} as const;
const M = COLLECTIONS_MESSAGES;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);
const email = z.string({ error: M.emailInvalid }).trim().max(254, M.emailInvalid).pipe(z.email({ error: M.emailInvalid })).transform(normalizeEmail);

export const identityUpdateSchema = z
  .object({
    legal_name: text(M.legalNameRequired, 120, M.legalNameTooLong),
    tax_country: z.enum(TAX_COUNTRIES, { error: M.taxCountryInvalid }),
    tax_id: z.string({ error: M.taxIdRequired }).trim().min(1, M.taxIdRequired).max(30, M.taxIdTooLong),
    address: z.preprocess(blankToNull, z.string().trim().max(200, M.addressTooLong).nullable().default(null)),
    contact_email: z.preprocess(blankToNull, email.nullable().default(null)),
    contact_phone: z.preprocess(blankToNull, z.string({ error: M.phoneInvalid }).trim().regex(/^\+?[\d\s()-]{7,20}$/, M.phoneInvalid).nullable().default(null)),
  })
  .superRefine((v, ctx) => {
    if (v.tax_id && !isValidTaxId(v.tax_country, v.tax_id)) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: TAX_ID_MESSAGES[v.tax_country] });
  })
  .transform((v) => ({ ...v, tax_id: normalizeTaxId(v.tax_id) }));
export type IdentityUpdate = z.output<typeof identityUpdateSchema>;

export const ACCOUNT_TYPES = ['checking', 'savings', 'vista', 'other'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Cuenta corriente',
  savings: 'Cuenta de ahorro',
  vista: 'Cuenta vista o RUT',
  other: 'Otra',
};

/** A bank account is in a currency a bank keeps: every currency of the workspace but the UF (an index, not money in a bank). */
export const BANK_CURRENCIES = CURRENCIES.filter((c) => c !== 'UF');

export const bankAccountSchema = z.object({
  bank: text(M.bankRequired, 80, M.bankTooLong),
  account_type: z.enum(ACCOUNT_TYPES, { error: M.accountTypeInvalid }),
  number: z.string({ error: M.accountNumberInvalid }).trim().regex(/^[\dA-Za-z][\dA-Za-z -]{2,32}[\dA-Za-z]$/, M.accountNumberInvalid),
  holder: text(M.holderRequired, 120, M.holderTooLong),
  holder_tax_id: z.string({ error: M.holderTaxIdInvalid }).trim().min(5, M.holderTaxIdInvalid).max(20, M.holderTaxIdInvalid),
  proof_email: email,
  currency: z.enum(CURRENCIES, { error: M.currencyInvalid }).refine((c) => c !== 'UF', M.currencyUf),
});
export type BankAccountInput = z.output<typeof bankAccountSchema>;

export const PROVIDER_MODES = ['test', 'production'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];
export const PROVIDER_MODE_LABELS: Record<ProviderMode, string> = { test: 'Prueba', production: 'Producción' };

/** Mercado Pago: the access token of the workspace's own integration, its webhook secret and the mode. */
export const mercadopagoCredentialsSchema = z.object({
  access_token: z.string({ error: M.mercadopagoTokenInvalid }).trim().regex(/^(APP_USR|TEST)-[\w-]{16,280}$/, M.mercadopagoTokenInvalid),
  webhook_secret: z.string({ error: M.mercadopagoWebhookInvalid }).trim().regex(/^[\w-]{16,200}$/, M.mercadopagoWebhookInvalid),
  mode: z.enum(PROVIDER_MODES, { error: M.modeInvalid }),
});
export type MercadopagoCredentials = z.output<typeof mercadopagoCredentialsSchema>;

/** Stripe: a secret (or restricted) key and the webhook signing secret; the key itself says test or live. */
export const stripeCredentialsSchema = z.object({
  secret_key: z.string({ error: M.stripeKeyInvalid }).trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{16,250}$/, M.stripeKeyInvalid),
  webhook_secret: z.string({ error: M.stripeWebhookInvalid }).trim().regex(/^whsec_[A-Za-z0-9]{16,250}$/, M.stripeWebhookInvalid),
});
export type StripeCredentials = z.output<typeof stripeCredentialsSchema>;

export const stripeMode = (secretKey: string): ProviderMode => (/^(sk|rk)_live_/.test(secretKey) ? 'production' : 'test');
