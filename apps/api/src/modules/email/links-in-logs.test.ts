import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { emailOutbox, projectCustomers } from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { redactUrl } from '../../lib/redact-url.ts';
import { portal } from '../projects/projects.fixtures.ts';
import { localStorage } from '../uploads/storage.ts';
import { drainOutbox } from './outbox.ts';

// Issue 29 §4: without SMTP the development mailbox shows every email; the console and the logs
// must not. Whoever reads a log (an operator's aggregator, a shared terminal) must not be able to
// follow a one-time link, nor the links browsers open (whose query carries the token).

const t = useTestApp();
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  // The app as main.ts builds it without SMTP (mailbox key given), its log written to `lines`.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  app = await buildApp(
    { config: { ...config, appSecret: 'test-secret-'.padEnd(48, 'x'), devMailboxKey: newToken() }, database: t.database, storage: localStorage(path.join(t.dataDir, 'uploads')), nudgeOutbox: () => {} },
    { serveWeb: false, logger: { level: 'info', stream } },
  );
  await app.ready();
});
afterAll(() => app?.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${1 + (randomBytes(1)[0]! % 200)}` });

describe('development mailbox mode: the links of each email stay in the mailbox', () => {
  it('a verification, a reset and a magic link: the log says an email went to the mailbox, never its link or token, nor when the link is opened', async () => {
    const newcomer = `nueva.${randomBytes(4).toString('hex')}@ejemplo.test`;
    const check = await post('/api/auth/register/check', { email: newcomer });
    const registerToken = check.json().registerToken as string;
    const registered = await post(`/api/auth/register?t=${encodeURIComponent(registerToken)}`, { name: 'Nora Díaz', email: newcomer, password: 'una-clave-larga-y-propia' });
    expect(registered.statusCode, registered.body).toBe(201);
    const owner = await createOwner(t.db);
    expect((await post('/api/auth/password/email', { email: owner.user.email })).statusCode).toBe(200);
    const client = await portal(t);
    const contact = client.company.contact.email as string;
    await t.db.insert(projectCustomers).values({ workspaceId: client.owner.workspace.id, projectId: client.project.id, customerId: client.company.contact.id });
    expect((await post('/api/auth/customer/login-link/send', { email: contact })).statusCode).toBe(200);

    // The outbox job of a server without SMTP, logging through the server's logger.
    await drainOutbox(t.db, null, app.log);
    const recipients = [newcomer, owner.user.email.toLowerCase(), contact.toLowerCase()];
    const kept = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.to, recipients));
    expect(kept.map((m) => m.status).sort()).toEqual(['kept', 'kept', 'kept']);
    const links = kept.flatMap((m) => [...m.text.matchAll(/https?:\/\/\S+[?&](?:token|magic_link)=[A-Za-z0-9_%-]+/g)].map((x) => new URL(x[0])));
    expect(links.map((l) => l.pathname).sort()).toEqual(['/auth/reset', '/c/login', '/register/verify']);

    // Each person opens their link: the browser asks the server for the page at that address.
    for (const link of links) await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

    const secrets = [registerToken, ...links.map((l) => l.searchParams.get('token') ?? l.searchParams.get('magic_link')!)];
    expect(lines.filter((l) => secrets.some((s) => l.includes(s)))).toEqual([]);
    for (const m of kept) {
      const said = lines.map((l) => JSON.parse(l) as { to?: string; subject?: string; msg: string }).filter((l) => l.to === m.to);
      expect(said, m.to).toEqual([expect.objectContaining({ subject: m.subject, msg: expect.stringContaining('mailbox') })]);
    }
  });
});

describe('redactUrl', () => {
  it('hides secret query values, the calendar token and the mailbox key; keeps everything else', () => {
    expect(redactUrl('/register/verify?token=abc')).toBe('/register/verify?token=…');
    expect(redactUrl('/password/reset?token=abc&email=ana%40ejemplo.test')).toBe('/password/reset?token=…&email=ana%40ejemplo.test');
    expect(redactUrl('/p/mi-propuesta/accepted?magic_link=abc')).toBe('/p/mi-propuesta/accepted?magic_link=…');
    expect(redactUrl('/api/auth/register?t=abc')).toBe('/api/auth/register?t=…');
    expect(redactUrl('/callback?code=abc&state=def')).toBe('/callback?code=…&state=…');
    expect(redactUrl('/team/accept?%74oken=abc')).toBe('/team/accept?%74oken=…');
    expect(redactUrl('/api/calendar/abc.ics')).toBe('/api/calendar/…');
    expect(redactUrl(`/api/dev/mailbox/${'k'.repeat(43)}/mailbox.css`)).toBe('/api/dev/mailbox/…/mailbox.css');
    expect(redactUrl('/api/v1/calendar/feed')).toBe('/api/v1/calendar/feed');
    expect(redactUrl('/api/v1/proposals?page=2&search=token')).toBe('/api/v1/proposals?page=2&search=token');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
