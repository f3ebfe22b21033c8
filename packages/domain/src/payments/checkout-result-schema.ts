import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import { CHARGE_STATUSES, CHECKOUT_PROVIDERS } from './checkout-messages.ts';
import { methodOfferSchema } from './method-offer-schema.ts';
import { transferAccountSchema } from './pay-link-dto.ts';
import { paymentStateSchema } from './state-schema.ts';

/**
 * One payment as the pages around a checkout read it (issue 31 §2, decision 0073): the portal's
 * return page (GET /customer/payments/{id}/checkout), the accepted page and its return page
 * (GET /proposal/{slug}/payment). The server's truth about the payment and its latest online
 * charge, so the page never says «Pago recibido» from the provider's query string.
 */
export const payablePaymentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: z.string(),
    currency: z.string(),
    state: paymentStateSchema,
    due_at: isoDateTime.nullable(),
    paid_at: isoDateTime.nullable(),
    project_id: z.string(),
    first_in_plan: z.boolean().describe('Si es el primer pago del plan (el anticipo): la página de aceptación dice «Pagar anticipo».'),
    charge: z
      .object({ provider: z.enum(CHECKOUT_PROVIDERS), status: z.enum(CHARGE_STATUSES) })
      .nullable()
      .describe('El último cobro en línea de este pago según el webhook del proveedor; null si aún no llega ninguno.'),
    methods: z.array(methodOfferSchema),
    bank_accounts: z.array(transferAccountSchema).describe('Las cuentas del espacio en la moneda del pago, para pagarlo por transferencia.'),
  })
  .meta({ id: 'PayablePayment' });

export type PayablePaymentDto = z.infer<typeof payablePaymentSchema>;
export const payablePaymentAnswer = z.object({ data: payablePaymentSchema });
export const payablePaymentOrNoneAnswer = z.object({ data: payablePaymentSchema.nullable() });
