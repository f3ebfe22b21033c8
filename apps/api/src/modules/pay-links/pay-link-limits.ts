import type { MemoryLimit } from '../../lib/memory-rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Per-address limits of the «Pagar» link's public endpoints (decision 0074), counted in memory like
 * the public proposal's (decision 0011). A person paying opens the page a few times and starts a
 * checkout once or twice; a loop guessing tokens (256 random bits: hopeless anyway) meets these.
 */
export const PAY_LINK_LIMITS = {
  /** GET /v1/pay/{token}: the page polls it for a few seconds after a checkout. */
  read: { limit: 300, windowMs: TEN_MINUTES },
  /** POST /v1/pay/{token}/checkout: each call creates a checkout at the provider. */
  checkout: { limit: 30, windowMs: TEN_MINUTES },
  /** POST /v1/pay/{token}/transfer(/proof): a proof or two and a report, again after a rejection. */
  transfer: { limit: 30, windowMs: TEN_MINUTES },
} satisfies Record<string, MemoryLimit>;
