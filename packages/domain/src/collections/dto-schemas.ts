import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments/payment-methods.ts';
import { ACCOUNT_TYPES, PROVIDER_MODES } from './schemas.ts';
import { TAX_COUNTRIES } from './tax-id.ts';

/**
 * Response schemas of settings «Cobros» (decision 0067). A provider's secrets never appear: only
 * whether it is connected, its mode and the last 4 characters of its token or key.
 */
export const businessIdentitySchema = z
  .object({
    legal_name: z.string(),
    tax_country: z.enum(TAX_COUNTRIES),
    tax_id: z.string().describe('Sin puntos ni espacios, en mayúsculas.'),
    tax_id_label: z.string().describe('Cómo se llama en su país: RUT, CUIT, RFC, NIT, RUC o NIF.'),
    address: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
  })
  .meta({ id: 'BusinessIdentity' });

export const bankAccountDtoSchema = z
  .object({
    id: z.string(),
    bank: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    number: z.string(),
    holder: z.string(),
    holder_tax_id: z.string(),
    proof_email: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'BankAccount' });

export const providerStatusSchema = z
  .object({
    connected: z.boolean(),
    mode: z.enum(PROVIDER_MODES).nullable(),
    last4: z.string().nullable().describe('Los últimos 4 caracteres del token o la clave: nunca el secreto.'),
    problem: z.string().nullable().describe('Por qué unas credenciales guardadas no se pueden usar (por ejemplo, si cambió APP_SECRET).'),
  })
  .meta({ id: 'ProviderStatus' });

export const currencyMethodsSchema = z
  .object({
    currency: z.string(),
    methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), available: z.boolean(), reason: z.string().nullable() })),
  })
  .meta({ id: 'CurrencyMethods' });

export const collectionsSchema = z
  .object({
    identity: businessIdentitySchema.nullable(),
    bank_accounts: z.array(bankAccountDtoSchema),
    providers: z.object({ mercadopago: providerStatusSchema, stripe: providerStatusSchema }),
    webhooks: z
      .object({ mercadopago: z.string(), stripe: z.string() })
      .describe('Las direcciones de webhook que cada proveedor debe llamar (APP_URL/api/v1/webhooks/{proveedor}/{id del espacio}).'),
    currencies: z.array(currencyMethodsSchema).describe('Cada moneda que usa el espacio (la suya, la de sus cuentas y sus cotizaciones), con los medios de pago que ofrece y por qué no los otros.'),
  })
  .meta({ id: 'Collections' });

export type CollectionsDto = z.infer<typeof collectionsSchema>;
export type BankAccountDto = z.infer<typeof bankAccountDtoSchema>;
export type ProviderStatusDto = z.infer<typeof providerStatusSchema>;
export type BusinessIdentityDto = z.infer<typeof businessIdentitySchema>;
