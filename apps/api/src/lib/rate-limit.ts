import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counter kept in the database (shared by every server copy). One statement both
 * counts and resets an expired window, so concurrent requests cannot slip past the limit.
 */
export async function hit(db: Executor, key: string, limit: number, windowSeconds: number): Promise<void> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) throw tooManyRequests();
}

export type RateLimits = { perIp: number; perAccount: number; windowSeconds: number };

/** Limit an auth action both per client IP and per account (email), as the issue asks. */
export async function limitAuthAction(db: Executor, limits: RateLimits, action: string, ip: string, email?: string): Promise<void> {
  await hit(db, `${action}:ip:${ip}`, limits.perIp, limits.windowSeconds);
  if (email) await hit(db, `${action}:acct:${email}`, limits.perAccount, limits.windowSeconds);
}
