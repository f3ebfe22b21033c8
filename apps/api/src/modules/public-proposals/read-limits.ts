import type { MemoryLimit } from '../../lib/memory-rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Per-address limits of the public reads, counted in memory (decision 0011). A person reading a
 * proposal loads the page and its comments a handful of times and the PDF once or twice; a loop
 * scraping or guessing links meets these. Each endpoint counts apart.
 */
export const PUBLIC_READ_LIMITS = {
  /** GET /v1/proposal/{slugOrId}. */
  proposal: { limit: 600, windowMs: TEN_MINUTES },
  /** GET /v1/proposal/{slugOrId}/pdf: rendering costs far more than the JSON. */
  pdf: { limit: 60, windowMs: TEN_MINUTES },
  /** GET /v1/comments. */
  comments: { limit: 600, windowMs: TEN_MINUTES },
} satisfies Record<string, MemoryLimit>;
