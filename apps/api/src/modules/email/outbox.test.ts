import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { enqueueEmail, MAX_ATTEMPTS, type Mailer } from './outbox.ts';
import { verifyEmail } from './templates.ts';

type Sent = Parameters<Mailer['send']>[0];

describe('the email outbox job', () => {
  const t = useTestApp();

  /** Writes one email and returns its row id; each test works on its own recipient. */
  async function enqueue(subjectName = 'Ana') {
    const to = `buzon.${randomBytes(4).toString('hex')}@ejemplo.test`;
    await enqueueEmail(t.db, to, verifyEmail(subjectName, `http://trato.test/register/verify?token=${randomBytes(8).toString('hex')}`));
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

  it('without a mailer the email is kept and shown at GET /api/dev/mailbox, escaped', async () => {
    const row = await enqueue('<b>Intrusa</b>');
    await t.flushOutbox(null);
    expect((await reload(row.id)).status).toBe('kept');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Buzón de desarrollo');
    expect(res.body).toContain(row.to);
    expect(res.body).toContain('Confirma tu correo en Trato');
    const link = /http:\/\/trato\.test\/register\/verify\?token=[0-9a-f]+/.exec(row.text)![0];
    expect(res.body).toContain(`<a href="${link}">${link}</a>`);
    expect(res.body).toContain('&lt;b&gt;Intrusa&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Intrusa</b>');
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

  it('the development mailbox does not exist when SMTP is configured', async () => {
    const app = await buildTestApp(t.database, t.dataDir, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
