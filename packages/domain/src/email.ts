/** Emails are compared and stored lower-cased and trimmed everywhere (SPEC §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
