import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counter kept in the database (shared by every server copy). One statement both
 * counts and resets an expired window, so concurrent requests cannot slip past the limit.
 */
export async function hit(db: Executor, key: string, limit: number, windowSeconds: number, message?: string): Promise<void> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) throw tooManyRequests(message);
}

export type RateLimits = { perIp: number; perAccount: number; windowSeconds: number };

/**
 * The client a counter is kept for: its IPv4 address, or the /64 network of an IPv6 one. One
 * IPv6 host is usually handed a whole /64, so counting single addresses would let it rotate
 * through 2^64 of them and never reach a limit.
 */
export function clientSource(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * Limit an auth action per client and per account (email). The per-account counter spans every
 * client: right for actions that send email to the account (reset, resend) or reveal it (check).
 */
export async function limitAuthAction(db: Executor, limits: RateLimits, action: string, ip: string, email?: string): Promise<void> {
  await hit(db, `${action}:ip:${clientSource(ip)}`, limits.perIp, limits.windowSeconds);
  if (email) await hit(db, `${action}:acct:${email}`, limits.perAccount, limits.windowSeconds);
}

/**
 * Login keeps the per-client limit, but counts an account's failures per client too: a counter
 * spanning every client would let anyone lock the owner out with a few wrong passwords (decision 0010).
 */
export async function limitLogin(db: Executor, limits: RateLimits, ip: string, email: string): Promise<void> {
  const source = clientSource(ip);
  await hit(db, `login:ip:${source}`, limits.perIp, limits.windowSeconds);
  await hit(db, `login:acct:${email}:ip:${source}`, limits.perAccount, limits.windowSeconds);
}

/**
 * /register/check must say whether an address is taken (SPEC §5), so one client gets a third of
 * the usual budget (10 per 10 minutes by default): enough for a person fixing a typo or two,
 * slow for anyone listing addresses (decision 0010).
 */
export function registerCheckLimits(limits: RateLimits): RateLimits {
  return { ...limits, perIp: Math.max(1, Math.ceil(limits.perIp / 3)) };
}
