import { z } from 'zod';
import { dateSchema } from './schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A proposal is valid through the whole calendar day of valid_until_at (UTC): it expires at the
 * next midnight UTC. No date → never expires. The public page, signing, declining and the staff
 * page's «Extender validez» all ask this.
 */
export function isExpired(validUntilAt: string | Date | null, now: Date = new Date()): boolean {
  if (!validUntilAt) return false;
  const day = new Date(validUntilAt);
  const endOfDay = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + DAY_MS;
  return now.getTime() >= endOfDay;
}

/** Spanish messages of POST /v1/proposals/{id}/extend (decision 0079). */
export const EXTEND_MESSAGES = {
  dateRequired: 'Elige hasta qué fecha vale la cotización.',
  past: 'Elige una fecha de hoy en adelante.',
  notOpen: 'Solo se puede extender una cotización en borrador o enviada.',
  extended: (date: string) => `Listo: la cotización vale hasta el ${date}.`,
} as const;

/** The new «Válida hasta»: a calendar day (AAAA-MM-DD) that has not ended yet. */
export const proposalExtendSchema = z.object({
  valid_until_at: z
    .string({ error: EXTEND_MESSAGES.dateRequired })
    .pipe(dateSchema)
    .refine((date) => !isExpired(date), EXTEND_MESSAGES.past),
});

export type ProposalExtendInput = z.input<typeof proposalExtendSchema>;
