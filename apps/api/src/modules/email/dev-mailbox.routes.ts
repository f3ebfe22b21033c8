import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { keptEmails } from './outbox.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development mailbox: when no SMTP server is configured, emails are kept and listed here so a
 * newcomer can follow verification and reset links. Not mounted in production or with SMTP.
 */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await keptEmails(deps.database.db);
    const items = rows
      .map(
        (m) => `<article><header><strong>${esc(m.subject)}</strong><span>para ${esc(m.to)} · ${m.createdAt.toISOString()} · ${esc(m.status)}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo · Trato</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/api/dev/mailbox.css"></head>
<body><h1>Buzón de desarrollo</h1><p>Sin SMTP configurado, los correos se guardan aquí (los más recientes primero).</p>
${items || '<p class="empty">Todavía no hay correos.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/css')
      .send(
        'body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;margin:1rem 0}header{display:flex;flex-direction:column;gap:.25rem}header span{color:#64748b;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}.empty{color:#64748b}',
      ),
  );
}
