import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-methods.ts';

/**
 * One way of paying as the API offers it next to a payment (issue 31 §2): every method in the
 * rule's order, whether it is on for the payment's currency with what the workspace connected, and
 * why not in Spanish (paymentMethodsFor, the one rule every surface uses).
 */
export const methodOfferSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    available: z.boolean(),
    reason: z.string().nullable().describe('Por qué no se ofrece (null si se ofrece).'),
  })
  .meta({ id: 'PaymentMethodOffer' });
