import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * Extensions the migrations use (search); every PGlite instance must load them. Its own small file
 * so the database worker (pglite-worker/) imports it without drizzle and node-postgres.
 */
export const PGLITE_OPTIONS = { extensions: { unaccent, pg_trgm } } satisfies PGliteOptions;
