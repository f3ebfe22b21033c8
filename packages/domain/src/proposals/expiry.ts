// No zod here: the staff's proposal page asks isExpired, and a module importing zod (and the
// proposal's schemas) brought ~30 KB into its first screen (issue 33). The extension's request
// schema is in ./extend.ts.

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
