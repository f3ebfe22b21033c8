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

/**
 * SQLSTATEs of a database that could not serve the statement now, through no fault of the request:
 * 57014 query_canceled (statement_timeout), 25P03 idle_in_transaction_session_timeout (also the
 * PGlite worker's, db/pglite-worker/worker.ts), 57P01–57P03 shutdown or starting, 53300 too many
 * connections, 08xxx connection failures; and the driver's own codes for a connection that failed.
 */
const UNAVAILABLE = new Set(['DATABASE_UNAVAILABLE', '57014', '25P03', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/**
 * node-postgres says these in words only: no connection free in time, the server went away, or the
 * pool already ended (a request still arriving while the server shuts down).
 */
const UNAVAILABLE_WORDS =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error|Cannot use a pool after calling end on the pool)/;

/** True when the database did not answer (timeouts, a lost connection, a stuck or restarting worker): a 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_WORDS.test(message)) return true;
  }
  return false;
}
