import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { TRANSFER_MESSAGES, TRANSFER_STATUSES, type PaymentTransferDto, type PortalBankAccountDto } from './transfer-review.ts';

/** Wire schemas of the bank-transfer flow (decision 0071); the rule and the words are in transfer-review.ts. */
export const paymentTransferSchema = z
  .object({
    id: z.string(),
    status: z.enum(TRANSFER_STATUSES),
    transferred_on: z.string().describe('Día de la transferencia (AAAA-MM-DD).'),
    amount: z.string(),
    currency: z.string(),
    proof: z.object({ name: z.string(), url: z.string(), mime_type: z.string() }).nullable(),
    reason: z.string().nullable(),
    reported_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
  })
  .meta({ id: 'PaymentTransfer' });
export const paymentTransferMatches: SameType<z.infer<typeof paymentTransferSchema>, PaymentTransferDto> = true;

/** Answer of POST …/transfer/proof (portal and «Pagar» link): the id goes with the report. */
export const transferProofSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), mime_type: z.string(), size: z.number().int() }).meta({ id: 'TransferProof' });

export const portalBankAccountSchema = z
  .object({
    id: z.string(),
    bank: z.string(),
    account_type: z.string(),
    account_type_label: z.string(),
    number: z.string(),
    holder: z.string(),
    holder_tax_id: z.string(),
    proof_email: z.string(),
    currency_code: z.string(),
  })
  .meta({ id: 'PortalBankAccount' });
export const portalBankAccountMatches: SameType<z.infer<typeof portalBankAccountSchema>, PortalBankAccountDto> = true;

export const transferReviewSchema = z.enum(['in_review', 'rejected']).nullable().describe('in_review: una transferencia espera la revisión («En revisión»); rejected: la última fue rechazada.');

/** Body of POST /v1/customer/payments/{id}/transfer. */
export const transferReportSchema = z.object({
  transferred_on: z.iso.date({ error: TRANSFER_MESSAGES.dateInvalid }),
  amount: z
    .string({ error: TRANSFER_MESSAGES.amountInvalid })
    .trim()
    .max(20, { error: TRANSFER_MESSAGES.amountInvalid })
    .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: TRANSFER_MESSAGES.amountInvalid })
    .refine((v) => Number(v) > 0, { error: TRANSFER_MESSAGES.amountInvalid }),
  proof_id: z.uuid({ error: TRANSFER_MESSAGES.proofInvalid }).nullish(),
});
export type TransferReport = z.infer<typeof transferReportSchema>;

/** Body of POST /v1/projects/{id}/payments/{paymentId}/transfer/reject. */
export const transferRejectSchema = z.object({
  reason: z.string({ error: TRANSFER_MESSAGES.reasonRequired }).trim().min(1, { error: TRANSFER_MESSAGES.reasonRequired }).max(500, { error: TRANSFER_MESSAGES.reasonTooLong }),
});
