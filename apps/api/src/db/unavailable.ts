/**
 * The database did not answer in time, or its thread stopped: the request cannot be served now but
 * may be in a moment. The error handler answers 503 (lib/error-handler.ts) and logs it; nothing a
 * caller sent is at fault.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * How long one statement may take, answer included, before its caller is told the database is
 * unavailable: on PostgreSQL its statement_timeout, on PGlite the worker client's deadline. Far
 * above any statement of a request (the slowest read at 100k rows takes ~0.2 s, decision 0035).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A transaction open this long with nothing running is rolled back (PostgreSQL's
 * idle_in_transaction_session_timeout; the PGlite worker does the same): one request that stops
 * using its transaction must not hold the database for everyone.
 */
export const IDLE_IN_TRANSACTION_MS = 15_000;
