import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { emailOutbox, jobs } from '../../db/schema/index.ts';
import { runJob } from '../../lib/jobs.ts';
import { newToken } from '../../lib/crypto.ts';
import { redactMailboxKey } from './dev-mailbox.routes.ts';
import { drainOutbox, enqueueEmail, MAX_ATTEMPTS, type Mailer, OUTBOX_JOB, outboxMessageId, releaseDeadOutboxLeases } from './outbox.ts';
import { verifyEmail } from './templates.ts';

type Sent = Parameters<Mailer['send']>[0];

describe('the email outbox job', () => {
  const t = useTestApp();

  /** Writes one email and returns its row id; each test works on its own recipient. */
  async function enqueue(subjectName = 'Ana') {
    const to = `buzon.${randomBytes(4).toString('hex')}@ejemplo.test`;
    await enqueueEmail(t.db, to, await verifyEmail(subjectName, `http://trato.test/register/verify?token=${randomBytes(8).toString('hex')}`));
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    return row!;
  }
  const reload = async (id: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  const makeDue = (id: string) => t.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(emailOutbox.id, id));

  const failing = (): Mailer & { calls: Sent[] } => {
    const calls: Sent[] = [];
    return {
      calls,
      send: async (msg) => {
        calls.push(msg);
        throw new Error('SMTP 451 temporalmente no disponible');
      },
    };
  };
  const working = (): Mailer & { calls: Sent[] } => {
    const calls: Sent[] = [];
    return {
      calls,
      send: async (msg) => {
        calls.push(msg);
      },
    };
  };

  it('an email is sent by the pass that starts right after it is queued, even within the same millisecond', async () => {
    // The row's due time comes from the database clock in microseconds; a due check against the
    // process clock (milliseconds, rounded down) missed rows queued less than a millisecond earlier.
    const mailer = working();
    for (let i = 0; i < 40; i++) {
      const to = `inmediato.${i}.${randomBytes(3).toString('hex')}@ejemplo.test`;
      await enqueueEmail(t.db, to, await verifyEmail('Ana', 'http://trato.test/register/verify?token=z'));
      await t.flushOutbox(mailer);
      expect(mailer.calls.map((c) => c.to), `pass ${i}`).toContain(to);
    }
  });

  it('a working mailer sends the email once and marks it sent', async () => {
    const row = await enqueue('Lucía');
    const mailer = working();
    await t.flushOutbox(mailer);
    const mine = mailer.calls.filter((c) => c.to === row.to);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Confirma tu correo en Trato', text: expect.stringContaining('Hola Lucía') });
    expect(mine[0]!.html).toContain('<html');
    const after = await reload(row.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after.sentAt).not.toBeNull();
    // Running again does not send it twice.
    await t.flushOutbox(mailer);
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(1);
  });

  it('an email sent again after the server died mid-send carries the same Message-ID, that of its row', async () => {
    const row = await enqueue('Marta');
    const mailer = working();
    await t.flushOutbox(mailer);
    // As a SIGKILL between the SMTP server's acceptance and the row's update leaves it, once the lease is over.
    await t.db.update(emailOutbox).set({ status: 'sending', sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(emailOutbox.id, row.id));
    await t.flushOutbox(mailer);
    const mine = mailer.calls.filter((c) => c.to === row.to);
    expect(mine.map((c) => c.messageId)).toEqual([outboxMessageId(row.id), outboxMessageId(row.id)]);
    expect(outboxMessageId(row.id)).toMatch(/^<[^<>@\s]+@[a-z.]+>$/);
  });

  it('after a kill mid-run, a PGlite server releases the dead run\'s leases at start and sends at once', async () => {
    const row = await enqueue('Inés');
    // What a SIGKILL during a run leaves: the job's lease held by the dead process, the row claimed for 10 minutes.
    await runJob(t.db, OUTBOX_JOB, async () => {}, { every: 5000 });
    await t.db.update(jobs).set({ leaseHolder: 'muerto-1', leaseUntil: new Date(Date.now() + 120_000) }).where(eq(jobs.name, OUTBOX_JOB));
    await t.db.update(emailOutbox).set({ status: 'sending', nextAttemptAt: new Date(Date.now() + 600_000) }).where(eq(emailOutbox.id, row.id));
    const mailer = working();
    const send = () => runJob(t.db, OUTBOX_JOB, () => t.flushOutbox(mailer), { every: 5000, force: true });
    expect(await send()).toEqual({ ran: false });

    expect(await releaseDeadOutboxLeases(t.db)).toBeGreaterThanOrEqual(1);
    expect(await send()).toEqual({ ran: true, error: null });
    expect(mailer.calls.filter((c) => c.to === row.to).map((c) => c.messageId)).toEqual([outboxMessageId(row.id)]);
    expect(await reload(row.id)).toMatchObject({ status: 'sent' });
  });

  it('one run of the job sends a whole backlog, batch after batch; a failing mailer tries each once and stops', async () => {
    const quiet = { info: () => {}, warn: () => {} };
    const backlog = await Promise.all(Array.from({ length: 45 }, (_, i) => enqueue(`Persona ${i}`)));
    const mailer = working();
    expect(await drainOutbox(t.db, mailer, quiet)).toBeGreaterThanOrEqual(45);
    const mine = new Set(backlog.map((r) => r.to));
    expect(mailer.calls.filter((c) => mine.has(c.to))).toHaveLength(45);
    for (const row of backlog) expect((await reload(row.id)).status).toBe('sent');

    // Retries wait for their backoff, so a mailer that fails everything cannot keep the run going.
    const failingBacklog = await Promise.all(Array.from({ length: 25 }, () => enqueue()));
    const down = failing();
    await drainOutbox(t.db, down, quiet);
    const theirs = new Set(failingBacklog.map((r) => r.to));
    expect(down.calls.filter((c) => theirs.has(c.to))).toHaveLength(25);
    for (const row of failingBacklog) expect(await reload(row.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('a failing mailer leaves it pending with attempts+1 and retries later, then gives up after MAX_ATTEMPTS', async () => {
    const row = await enqueue();
    const mailer = failing();
    const start = Date.now();
    await t.flushOutbox(mailer);
    let after = await reload(row.id);
    expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after.lastError).toContain('SMTP 451');
    expect(after.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + 30_000 - 1000);

    // Not due yet: another run does not try it again.
    await t.flushOutbox(mailer);
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(1);
    expect((await reload(row.id)).attempts).toBe(1);

    let previousDelay = after.nextAttemptAt.getTime() - start;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(row.id);
      const at = Date.now();
      await t.flushOutbox(mailer);
      after = await reload(row.id);
      expect(after.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(after.status).toBe('pending');
        const delay = after.nextAttemptAt.getTime() - at;
        expect(delay).toBeGreaterThan(previousDelay); // backs off
        previousDelay = delay;
      }
    }
    expect(after.status).toBe('failed');
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(MAX_ATTEMPTS);

    // A failed email is not tried again.
    await makeDue(row.id);
    await t.flushOutbox(mailer);
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(MAX_ATTEMPTS);
    expect((await reload(row.id)).status).toBe('failed');
  });

  it('a transient failure followed by a working mailer ends sent', async () => {
    const row = await enqueue();
    await t.flushOutbox(failing());
    await makeDue(row.id);
    const mailer = working();
    await t.flushOutbox(mailer);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(1);
  });

  it('an email left "sending" by a crashed server is sent once its lease expires', async () => {
    const row = await enqueue();
    await t.db.update(emailOutbox).set({ status: 'sending', nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(emailOutbox.id, row.id));
    const mailer = working();
    await t.flushOutbox(mailer);
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(0); // lease still held
    await makeDue(row.id);
    await t.flushOutbox(mailer);
    expect(mailer.calls.filter((c) => c.to === row.to)).toHaveLength(1);
    expect((await reload(row.id)).status).toBe('sent');
  });

  it('every queued email gets one-line headers: control characters become a space, long subjects are cut', async () => {
    const to = `buzon.${randomBytes(4).toString('hex')}@ejemplo.test`;
    const subject = `Hola\u0000\u0007\t\r\n\u001b[31mBcc: x@evil.test\u0085\u009b\u2028\u2029 ${'muy largo '.repeat(40)}`;
    await enqueueEmail(t.db, `\r\n${to}\u2028`, { kind: 'prueba', subject, text: 'cuerpo', html: '<p>cuerpo</p>' });
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(row, 'the address is stored without the line breaks around it').toBeDefined();
    expect(row!.subject).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
    expect(row!.subject.startsWith('Hola [31mBcc: x@evil.test muy largo muy largo')).toBe(true);
    expect(row!.subject.length).toBeLessThanOrEqual(200);
    expect(row!.subject.length).toBeGreaterThan(190);
    expect(row!.subject.endsWith('…')).toBe(true);
    // Bodies are not headers: they keep their line breaks.
    expect(row!.text).toBe('cuerpo');
  });

  describe('the development mailbox: only for whoever holds the key printed on the console', () => {
    const KEY = newToken();
    let mailbox: FastifyInstance;
    beforeAll(async () => {
      mailbox = await buildTestApp(t.database, t.dataDir, {}, { devMailboxKey: KEY });
    });
    afterAll(() => mailbox?.close());

    const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
    /** The API's usual 404, byte for byte what an unknown path answers: nothing tells a wrong key from no mailbox. */
    const expectPlain404 = async (app: FastifyInstance, url: string) => {
      const res = await get(app, url);
      expectError(res, 404, 'NOT_FOUND', { message: 'No encontramos lo que buscas.' });
      expect(res.body, url).toBe((await get(app, '/api/nada-por-aqui')).body);
      expect(res.body).not.toContain('Buzón');
    };

    it('with the key: the kept emails, newest first, escaped, links clickable, never cached nor passed on as a referrer', async () => {
      const row = await enqueue('<b>Intrusa</b>');
      await t.flushOutbox(null);
      expect((await reload(row.id)).status).toBe('kept');
      const res = await get(mailbox, `/api/dev/mailbox/${KEY}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Buzón de desarrollo');
      expect(res.body).toContain(row.to);
      expect(res.body).toContain('Confirma tu correo en Trato');
      const link = /http:\/\/trato\.test\/register\/verify\?token=[0-9a-f]+/.exec(row.text)![0];
      expect(res.body).toContain(`<a href="${link}" rel="noreferrer">${link}</a>`);
      expect(res.body).toContain('<meta name="referrer" content="no-referrer">');
      expect(res.body).toContain('&lt;b&gt;Intrusa&lt;/b&gt;');
      expect(res.body).not.toContain('<b>Intrusa</b>');
      // Its stylesheet lives under the same key.
      expect(res.body).toContain(`href="/api/dev/mailbox/${KEY}/mailbox.css"`);
      const css = await get(mailbox, `/api/dev/mailbox/${KEY}/mailbox.css`);
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
    });

    it('without the key, or with a wrong, shorter, longer or hostile one: the plain 404', async () => {
      for (const url of [
        '/api/dev/mailbox',
        '/api/dev/mailbox/',
        '/api/dev/mailbox.css',
        `/api/dev/mailbox/${newToken()}`,
        `/api/dev/mailbox/${KEY.slice(0, -1)}`,
        `/api/dev/mailbox/${KEY}x`,
        `/api/dev/mailbox/${KEY.toUpperCase()}`,
        `/api/dev/mailbox/${newToken()}/mailbox.css`,
        `/api/dev/mailbox/${'a'.repeat(200)}`,
        '/api/dev/mailbox/%00',
      ]) {
        await expectPlain404(mailbox, url);
      }
    });

    it('an app started without a key (what every server with SMTP or in production is) has no mailbox at all', async () => {
      await expectPlain404(t.app, `/api/dev/mailbox/${KEY}`);
    });

    it('with SMTP configured: not mounted, even given the key', async () => {
      const app = await buildTestApp(t.database, t.dataDir, { SMTP_URL: 'smtp://127.0.0.1:2525' }, { devMailboxKey: KEY });
      try {
        await expectPlain404(app, `/api/dev/mailbox/${KEY}`);
        await expectPlain404(app, '/api/dev/mailbox');
      } finally {
        await app.close();
      }
    });

    it('in production: not mounted, even given the key', async () => {
      const app = await buildTestApp(t.database, t.dataDir, { NODE_ENV: 'production' }, { devMailboxKey: KEY });
      try {
        await expectPlain404(app, `/api/dev/mailbox/${KEY}`);
      } finally {
        await app.close();
      }
    });

    it('request logs never carry the key', () => {
      expect(redactMailboxKey(`/api/dev/mailbox/${KEY}/mailbox.css?x=1`)).toBe('/api/dev/mailbox/…/mailbox.css?x=1');
      expect(redactMailboxKey('/api/v1/lines')).toBe('/api/v1/lines');
    });
  });
});
