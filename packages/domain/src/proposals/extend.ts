import { z } from 'zod';
import { EXTEND_MESSAGES, isExpired } from './expiry.ts';
import { dateSchema } from './schemas.ts';

/** The new «Válida hasta»: a calendar day (AAAA-MM-DD) that has not ended yet. */
export const proposalExtendSchema = z.object({
  valid_until_at: z
    .string({ error: EXTEND_MESSAGES.dateRequired })
    .pipe(dateSchema)
    .refine((date) => !isExpired(date), EXTEND_MESSAGES.past),
});

export type ProposalExtendInput = z.input<typeof proposalExtendSchema>;
