import { z } from 'zod';
import { PAYMENT_STATES } from './overdue.ts';

/**
 * The `state` every API that returns a payment sends next to its stored `status` (decision 0062):
 * paymentState of the workspace's today, so no client derives "overdue" on its own.
 */
export const paymentStateSchema = z
  .enum(PAYMENT_STATES)
  .meta({ id: 'PaymentState', description: 'paid; overdue: pendiente de un portal con vencimiento antes de hoy (zona horaria del espacio); si no, pending.' });
