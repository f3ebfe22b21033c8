import type { onRequestAsyncHookHandler } from 'fastify';
import { tooManyRequests } from './errors.ts';

export type MemoryLimit = { limit: number; windowMs: number; maxKeys?: number };

/** Keys a limiter remembers at most; past that the oldest windows are forgotten (decision 0011). */
export const DEFAULT_MAX_KEYS = 10_000;

/**
 * A fixed-window counter per key in this process's memory, for hot public reads where a database
 * statement per request would cost more than what it guards (lib/rate-limit.ts is the shared,
 * database-backed one for writes and sign-ins). Each server process counts on its own: with N
 * processes behind a balancer an address gets up to N × limit. Memory is bounded: windows are kept
 * in the order they started (a window that starts again moves to the end), so expired ones are
 * swept from the front, and when every remembered window is still live the oldest is forgotten —
 * a flood of distinct addresses can reset some counts, never grow the map.
 */
export class MemoryRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly maxKeys: number;

  constructor(
    private readonly opts: MemoryLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.maxKeys = opts.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** Counts one request for `key`: 0 while within the limit, else the seconds until its window ends. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.opts.windowMs) {
      if (window) this.windows.delete(key);
      else this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.opts.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.opts.windowMs - now) / 1000));
  }

  /** How many keys are remembered (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.start < this.opts.windowMs) break;
      this.windows.delete(key);
    }
    while (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
  }
}

/**
 * A route's onRequest hook counting each request against the caller's address (req.ip: the socket
 * address, or the one a trusted proxy appended to X-Forwarded-For, decision 0058); past the limit
 * 429 with the Spanish message and Retry-After, before the handler runs (so no database work either).
 */
export function limitByIp(limiter: MemoryRateLimit): onRequestAsyncHookHandler {
  return async (req, reply) => {
    const wait = limiter.take(req.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests();
    }
  };
}
