import { z } from 'zod';

// The limits and messages live in ./limits.ts (no zod), which the web app's search box imports: a
// module importing zod brings its ~20 KB into every page's first screen (issue 33).
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from './limits.ts';

export * from './limits.ts';

/** `?query=&limit=`: the query trimmed (2–100 characters), the limit 1–20 (5 when absent). */
export const searchQuerySchema = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: SEARCH_MESSAGES.queryTooShort })
    .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.queryTooLong }),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limitInvalid })
    .int({ error: SEARCH_MESSAGES.limitInvalid })
    .min(1, { error: SEARCH_MESSAGES.limitInvalid })
    .max(SEARCH_MAX_LIMIT, { error: SEARCH_MESSAGES.limitInvalid })
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
