import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import { RECEIPT_METHODS, type ReceiptDto } from './receipts.ts';

/**
 * The receipt's zod schema for the API's answers (OpenAPI). Kept apart from receipts.ts so the web
 * apps, which import the rules and words, never load zod (its eval probe breaks the strict CSP).
 */
export const receiptSchema = z
  .object({
    id: z.string(),
    code: z.string().describe('Número del recibo como se muestra: REC-2026-0001.'),
    number: z.number().int(),
    payment_id: z.string(),
    project_id: z.string(),
    project_name: z.string(),
    payment_name: z.string(),
    amount: z.string(),
    currency: z.string(),
    method: z.enum(RECEIPT_METHODS),
    provider_ref: z.string().nullable(),
    paid_at: z.string(),
    client_name: z.string(),
    issuer: z.object({
      name: z.string(),
      tax_id_label: z.string().nullable(),
      tax_id: z.string().nullable(),
      address: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    time_zone: z.string(),
    issued_at: z.string(),
    voided_at: z.string().nullable().describe('Cuándo se anuló (el pago volvió a pendiente); null si está vigente.'),
  })
  .describe('Recibo numerado de un pago.');
export const receiptMatches: SameType<z.infer<typeof receiptSchema>, ReceiptDto> = true;
