import { inject } from 'vitest';
import './context.ts';
import type { SinkEmail } from './smtp-sink.ts';

export type { SinkEmail };

export type EmailQuery = {
  to: string;
  /** Substring of, or pattern for, the subject. */
  subject?: string | RegExp;
  /** Substring of, or pattern for, the text or HTML body (e.g. a link path such as '/auth/reset'). */
  body?: string | RegExp;
  /** Ignore messages with an id at or below this one (see `lastEmailId`). */
  afterId?: number;
  timeoutMs?: number;
};

const matches = (value: string, want: string | RegExp | undefined) =>
  want === undefined || (typeof want === 'string' ? value.includes(want) : want.test(value));

/** Every message the SMTP sink received for `to` (oldest first). */
export async function emailsTo(to: string): Promise<SinkEmail[]> {
  const res = await fetch(`${inject('mailUrl')}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as SinkEmail[];
}

/** The highest message id delivered to `to` so far (0 if none): pass it as `afterId` to wait for a new one. */
export async function lastEmailId(to: string): Promise<number> {
  return Math.max(0, ...(await emailsTo(to)).map((m) => m.id));
}

/** Polls the SMTP sink until a matching message arrives; the newest match wins. */
export async function waitForEmail(query: EmailQuery): Promise<SinkEmail> {
  const timeout = query.timeoutMs ?? 20_000;
  const deadline = Date.now() + timeout;
  let seen: SinkEmail[] = [];
  while (Date.now() < deadline) {
    seen = await emailsTo(query.to);
    const found = seen
      .filter((m) => m.id > (query.afterId ?? 0))
      .filter((m) => matches(m.subject, query.subject))
      .filter((m) => matches(`${m.text}\n${m.html}`, query.body))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  const got = seen.length ? seen.map((m) => `#${m.id} "${m.subject}"`).join(', ') : 'nothing';
  throw new Error(
    `No email to ${query.to}${query.subject ? ` with subject ${String(query.subject)}` : ''}${query.body ? ` containing ${String(query.body)}` : ''} within ${timeout / 1000} s (received: ${got})`,
  );
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(parseInt(d, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every absolute http(s) link in the message: HTML hrefs first, then URLs in the text body. */
export function linksIn(email: Pick<SinkEmail, 'html' | 'text'>): string[] {
  const hrefs = [...email.html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''));
  const inText = [...email.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...hrefs, ...inText].filter((h) => /^https?:\/\//.test(h));
}

/** The first link in the message whose path starts with `pathPrefix` (e.g. '/auth/reset'). */
export function extractLink(email: Pick<SinkEmail, 'html' | 'text' | 'subject'>, pathPrefix: string): string {
  const link = linksIn(email).find((h) => new URL(h).pathname.startsWith(pathPrefix));
  if (!link) {
    throw new Error(`No link to ${pathPrefix} in the email "${email.subject}". Links: ${linksIn(email).join(', ') || 'none'}`);
  }
  return link;
}
