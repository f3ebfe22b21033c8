import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppConfig } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { keptEmails } from './outbox.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1" rel="noreferrer">$1</a>');

const CSS =
  'body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;margin:1rem 0}header{display:flex;flex-direction:column;gap:.25rem}header span{color:#64748b;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}.empty{color:#64748b}';

/** Where the mailbox of an instance is: the capability URL printed on the console at start. */
export const devMailboxPath = (key: string) => `/api/dev/mailbox/${key}`;

/** A URL as it may be logged: the mailbox key replaced (the start-up line is the one place it is shown). */
export const redactMailboxKey = (url: string): string => url.replace(/^(\/api\/dev\/mailbox\/)[^/?#]+/, '$1…');

/** Never with a real mail server, never in production. */
export const devMailboxAllowed = (config: Pick<AppConfig, 'env' | 'mail'>): boolean => !config.mail.smtpUrl && config.env !== 'production';

/** Equal keys, compared in constant time (digests first, so their lengths never differ). */
function sameKey(given: string, key: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/**
 * Development mailbox: without SMTP, emails are kept and listed here so a newcomer can follow the
 * verification and reset links. They are everyone's links, so only the operator may read them:
 * the page lives under a random per-start key that only the console shows (docs/decisions/0012).
 * Without the key, or with a wrong one, it answers the API's usual 404. Mounted only when
 * `devMailboxAllowed` and given a key (app.ts).
 */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps, mailboxKey: string): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any key is looked at (no length rule): every wrong one gets the same 404.
  const params = z.object({ key: z.string() });
  const authorize = (given: string) => {
    if (!sameKey(given, mailboxKey)) throw notFound();
  };

  r.get('/dev/mailbox/:key', { schema: { hide: true, params } }, async (req, reply) => {
    authorize(req.params.key);
    const rows = await keptEmails(deps.database.db);
    const items = rows
      .map(
        (m) => `<article><header><strong>${esc(m.subject)}</strong><span>para ${esc(m.to)} · ${m.createdAt.toISOString()} · ${esc(m.status)}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    // no-referrer: following a link must not hand the key to the page it opens.
    const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo · Trato</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<link rel="stylesheet" href="${devMailboxPath(mailboxKey)}/mailbox.css"></head>
<body><h1>Buzón de desarrollo</h1><p>Sin SMTP configurado, los correos se guardan aquí (los más recientes primero).</p>
${items || '<p class="empty">Todavía no hay correos.</p>'}</body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  r.get('/dev/mailbox/:key/mailbox.css', { schema: { hide: true, params } }, async (req, reply) => {
    authorize(req.params.key);
    return reply.header('Cache-Control', 'no-store').type('text/css').send(CSS);
  });
}
