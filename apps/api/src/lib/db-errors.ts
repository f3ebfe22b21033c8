/** The error codes along the `cause` chain (drizzle wraps the driver's error, which has the SQLSTATE). */
function codesOf(err: unknown): unknown[] {
  const codes: unknown[] = [];
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) codes.push((e as { code?: unknown }).code);
  return codes;
}

/** True when a query failed on a unique constraint. */
export function isUniqueViolation(err: unknown): boolean {
  return codesOf(err).includes('23505');
}

/**
 * SQLSTATEs of text the database could not take as sent: 22021 character_not_in_repertoire (a 0x00
 * byte in text), 22P05 untranslatable_character (`\u0000` in jsonb), 22P02 invalid_text_representation
 * (a malformed value for its type, e.g. a lone surrogate escape in jsonb, or a bad uuid).
 */
const UNACCEPTABLE_TEXT = ['22021', '22P05', '22P02'];

/** True when a query failed because of what the request sent, not because of the server. */
export function isUnacceptableText(err: unknown): boolean {
  return codesOf(err).some((code) => UNACCEPTABLE_TEXT.includes(code as string));
}
