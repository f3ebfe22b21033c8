import { describe, expect, it } from 'vitest';
import { MemoryRateLimit } from './memory-rate-limit.ts';

/** A limiter on a clock the test moves. */
function limiter(limit: number, windowMs: number, maxKeys?: number) {
  const clock = { now: 1_000_000 };
  const l = new MemoryRateLimit({ limit, windowMs, maxKeys }, () => clock.now);
  return { l, clock };
}

describe('MemoryRateLimit', () => {
  it('allows `limit` per window per key, then answers the seconds left; a new window starts afresh', () => {
    const { l, clock } = limiter(3, 60_000);
    expect([l.take('a'), l.take('a'), l.take('a')]).toEqual([0, 0, 0]);
    expect(l.take('a')).toBe(60);
    expect(l.take('b')).toBe(0);
    clock.now += 45_500;
    expect(l.take('a')).toBe(15);
    clock.now += 14_500;
    expect(l.take('a')).toBe(0);
  });

  it('never remembers more than maxKeys: expired windows go first, then the oldest live ones', () => {
    const { l, clock } = limiter(1, 60_000, 3);
    l.take('viejo');
    clock.now += 30_000;
    l.take('a');
    l.take('b');
    clock.now += 31_000; // 'viejo' has expired, 'a' and 'b' are live
    l.take('c');
    expect(l.size).toBe(3);
    expect(l.take('a')).toBeGreaterThan(0); // still counted
    l.take('d'); // all live: the oldest ('a') is forgotten
    expect(l.size).toBe(3);
    expect(l.take('a')).toBe(0);
    for (let i = 0; i < 1000; i++) l.take(`ip-${i}`);
    expect(l.size).toBe(3);
  });

  it('a window that starts again moves behind the others, so it is not the first forgotten', () => {
    const { l, clock } = limiter(1, 60_000, 2);
    l.take('a');
    clock.now += 10_000;
    l.take('b');
    clock.now += 55_000; // 'a' expired, 'b' live
    l.take('a'); // a new window for 'a', now the newest
    clock.now += 10_000; // 'b' expired too
    l.take('c'); // room made by sweeping 'b', not by dropping 'a'
    expect(l.take('a')).toBeGreaterThan(0);
  });
});
