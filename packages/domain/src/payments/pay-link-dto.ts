import { z } from 'zod';
import { businessIdentitySchema } from '../collections/dto-schemas.ts';
import { ACCOUNT_TYPES } from '../collections/schemas.ts';
import { isoDateTime } from '../openapi/common.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { paymentStateSchema } from './state-schema.ts';
import { paymentTransferSchema, transferReviewSchema } from './transfer-schemas.ts';

/**
 * What a per-payment «Pagar» link shows without signing in (issue 31 §2, decision 0074): that one
 * payment, the workspace's brand and business identity, the methods on offer and the bank accounts
 * in the payment's currency. Nothing about any other payment of the plan.
 */

/** The newest online charge of the payment, so the page can say what came of a checkout. */
export const PAY_LINK_CHARGE_STATES = ['paid', 'pending', 'failed', 'reversed', 'duplicate', 'mismatch'] as const;

/** A workspace account as a payer without a session sees it to transfer: only what a transfer needs. */
export const transferAccountSchema = z
  .object({ bank: z.string(), account_type: z.enum(ACCOUNT_TYPES), number: z.string(), holder: z.string(), holder_tax_id: z.string(), proof_email: z.string() })
  .meta({ id: 'TransferAccount' });

export const payLinkSchema = z
  .object({
    payment: z.object({
      name: z.string(),
      amount: z.string().describe('Con 2 decimales.'),
      currency: z.string(),
      due_at: isoDateTime.nullable(),
      status: z.enum(['pending', 'paid']),
      state: paymentStateSchema,
      paid_at: isoDateTime.nullable(),
    }),
    project: z.object({ name: z.string() }),
    organization: z.object({ name: z.string(), logo: z.string().nullable(), logo_dark: z.string().nullable(), primary_color: z.string() }),
    identity: businessIdentitySchema.nullable(),
    methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), available: z.boolean(), reason: z.string().nullable() })),
    bank_accounts: z.array(transferAccountSchema).describe('Las cuentas del espacio en la moneda del pago.'),
    last_charge: z
      .object({ status: z.enum(PAY_LINK_CHARGE_STATES), provider: z.enum(['mercadopago', 'stripe']), updated_at: isoDateTime })
      .nullable()
      .describe('El cobro en línea más reciente de este pago, si hubo uno: lo que resultó de volver del medio de pago.'),
    transfer: paymentTransferSchema.nullable().describe('La última transferencia informada de este pago (decisión 0077), como la lee el portal.'),
    review: transferReviewSchema,
  })
  .meta({ id: 'PayLink' });

export type PayLinkDto = z.infer<typeof payLinkSchema>;

export const payLinkCreatedSchema = z
  .object({ url: z.string().describe('El enlace completo: se muestra una sola vez, Trato guarda solo su huella.'), expires_at: isoDateTime })
  .meta({ id: 'PayLinkCreated' });
export type PayLinkCreatedDto = z.infer<typeof payLinkCreatedSchema>;

export const payLinksRevokedSchema = z.object({ revoked: z.number().int() }).meta({ id: 'PayLinksRevoked' });
export type PayLinksRevokedDto = z.infer<typeof payLinksRevokedSchema>;

/** Spanish answers of the pay-link endpoints. One not-found message for unknown, expired and revoked: no oracle. */
export const PAY_LINK_MESSAGES = {
  notFound: 'Este enlace de pago no es válido o ya venció. Pide uno nuevo a quien te lo envió.',
  alreadyPaid: 'Este pago ya está pagado.',
  notPortal: 'Solo los pagos de un proyecto en curso tienen enlace de pago.',
} as const;
