import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_STREAM_PATH, STAFF_STREAM_PATH } from '@trato/domain/realtime/sse';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '@trato/domain/payments/date-ranges';
import { startCluster, type Cluster } from '../test/cluster.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../test/mercadopago-stand-in.ts';
import { jobs } from './db/schema/index.ts';
import { portalWithPlan, setPaymentRow, setPlanCurrency } from './modules/payments/payments.fixtures.ts';
import { customerSession } from './modules/projects/projects.fixtures.ts';
import { mercadoPagoClient } from './modules/online-payments/mercadopago/client.ts';
import { createPreference } from './modules/online-payments/mercadopago/preference.ts';
import { REMINDER_LEAD_DAYS, REMINDERS_JOB } from './modules/reminders/reminders.job.ts';
import { openStream, quietPeriod } from './modules/realtime/realtime.fixtures.ts';
import { BROWSER_UA, published } from './modules/public-proposals/public.fixtures.ts';

// DESIGN.md: N copies of the server behind a load balancer on one PostgreSQL. Three real
// processes start together on an empty database; then each cross-process effect must happen
// exactly once. A new "X happens once" check is one more `it` using `cluster`.
const adminUrl = process.env.TEST_DATABASE_URL;
const REASON = 'needs TEST_DATABASE_URL: on PGlite one process holds the data folder, so there are no several processes to test';

describe.skipIf(!adminUrl)(`three server processes on one PostgreSQL (${adminUrl ? 'TEST_DATABASE_URL' : `skipped: ${REASON}`})`, () => {
  let cluster: Cluster;
  let mp: MercadoPagoStandIn;
  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    cluster = await startCluster(adminUrl!, 3, { SEED_DEMO: 'true', MERCADOPAGO_API_URL: mp.url });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await mp?.close();
  }, 60_000);

  it('all three become healthy from an empty database (migrations and demo seed run once, under the advisory lock)', async () => {
    for (const [i, url] of cluster.urls.entries()) {
      expect((await fetch(`${url}/api/health`)).status, cluster.output(i)).toBe(200);
      expect(cluster.output(i)).not.toMatch(/duplicate key|already exists/i);
    }
    // Each printed the same demo login: one seed, found by the others.
    const logins = cluster.urls.map((_, i) => /inicia sesión con (\S+ \/ \S+)"/.exec(cluster.output(i))?.[1]);
    expect(new Set(logins).size, logins.join(', ')).toBe(1);
  });

  it('a notification produced through process 1 reaches an SSE client on process 3 exactly once', async () => {
    const p = await published(cluster.setup);
    const onThree = await openStream(cluster.urls[2]!, `/api${STAFF_STREAM_PATH}`, p.owner.headers);
    const onTwo = await openStream(cluster.urls[1]!, `/api${STAFF_STREAM_PATH}`, p.owner.headers);
    try {
      const res = await fetch(`${cluster.urls[0]}/api/v1/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ type: 'proposal', proposalId: p.proposal.slug, origin: 'public', author_name: 'Marta Núñez', author_email: 'marta@panaderia.cl', body: 'Desde el proceso 1' }),
      });
      expect(res.status, await res.text()).toBe(201);
      const [event] = await onThree.waitFor(1);
      await onTwo.waitFor(1);
      await quietPeriod(1000);
      expect(onThree.messages).toHaveLength(1);
      expect(onTwo.messages).toHaveLength(1);
      expect(JSON.parse(event!.data)).toMatchObject({ type: 'comment.created', data: { proposal_id: p.proposal.id } });
    } finally {
      onThree.close();
      onTwo.close();
    }
  });

  // Issue 29 §4: the stream used to live until its next heartbeat (25 s after it opened); the test's
  // own 15 s timeout is what a stream left open runs into.
  it('a logout through process 1 ends the stream its session holds on process 3 at once', { timeout: 15_000 }, async () => {
    const p = await published(cluster.setup);
    const onThree = await openStream(cluster.urls[2]!, `/api${STAFF_STREAM_PATH}`, p.owner.headers);
    try {
      expect(onThree.status).toBe(200);
      const res = await fetch(`${cluster.urls[0]}/api/auth/logout`, { method: 'POST', headers: p.owner.headers });
      expect(res.status, await res.text()).toBe(200);
      await onThree.ended;
    } finally {
      onThree.close();
    }
  });

  it('an email queued through process 2 arrives exactly once, whichever outbox worker sends it', async () => {
    const p = await published(cluster.setup);
    const to = p.owner.user.email.toLowerCase();
    const res = await fetch(`${cluster.urls[1]}/api/auth/password/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: to }) });
    expect(res.status, await res.text()).toBeLessThan(300);
    const received = () => cluster.sink.messages.filter((m) => m.envelopeTo.includes(to));
    for (let i = 0; i < 200 && received().length === 0; i++) await quietPeriod(100);
    expect(received()).toHaveLength(1);
    // Every worker ticks every 5 s: past two ticks of each, a second copy would have arrived.
    await quietPeriod(11_000);
    expect(received()).toHaveLength(1);
  }, 60_000);

  it('a payment due in 3 days is reminded exactly once, whichever of the three runs the reminders pass', async () => {
    const p = await portalWithPlan(cluster.setup);
    const today = todayIn('America/Santiago', new Date());
    await setPaymentRow(cluster.setup, p.payments[0]!.id as string, { dueAt: addDays(today, REMINDER_LEAD_DAYS) });
    const to = (p.company.contact.email as string).toLowerCase();
    // Every process ticks the job every 5 s; make the next pass due now for all three at once.
    await cluster.setup.db.update(jobs).set({ nextRunAt: new Date() }).where(eq(jobs.name, REMINDERS_JOB));
    const received = () => cluster.sink.messages.filter((m) => m.envelopeTo.includes(to) && m.subject.startsWith('Tu pago'));
    for (let i = 0; i < 300 && received().length === 0; i++) await quietPeriod(100);
    expect(received()).toHaveLength(1);
    // Another pass made due on every process finds the event already logged: still one email.
    await cluster.setup.db.update(jobs).set({ nextRunAt: new Date() }).where(eq(jobs.name, REMINDERS_JOB));
    await quietPeriod(12_000);
    expect(received()).toHaveLength(1);
  }, 90_000);

  // Issue 31: Mercado Pago notifies one process (whichever the load balancer picked); the client's
  // portal and the provider's page, connected to the others, hear the payment at once, once.
  it('a payment webhook received by process 1 reaches the client on process 3 and the provider on process 2, once each', async () => {
    const p = await portalWithPlan(cluster.setup);
    await setPlanCurrency(cluster.setup, p.project.id as string, 'ARS');
    const payment = p.payments[0]!;
    const token = `TEST-multi${Date.now().toString(36)}`.padEnd(26, 'x');
    const secret = `mp-multi-${Date.now()}`;
    mp.addAccount(token, secret);
    const connected = await fetch(`${cluster.urls[0]}/api/v1/collections/mercadopago`, {
      method: 'PUT',
      headers: { ...p.owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: token, webhook_secret: secret, mode: 'test' }),
    });
    expect(connected.status, await connected.text()).toBe(200);

    const customer = await customerSession(cluster.setup, { id: p.company.contact.id, workspaceId: p.owner.workspace.id }, p.project.id as string);
    const client = await openStream(cluster.urls[2]!, `/api${CUSTOMER_STREAM_PATH}`, customer);
    const provider = await openStream(cluster.urls[1]!, `/api${STAFF_STREAM_PATH}`, p.owner.headers);
    try {
      const back = 'http://trato.test/back';
      const pref = await createPreference(
        mercadoPagoClient(token, mp.url),
        { externalReference: payment.id as string, title: payment.name as string, currency: 'ARS', amount: payment.amount as string },
        { notificationUrl: `${cluster.urls[0]}/api/v1/webhooks/mercadopago/${p.owner.workspace.id}`, success: back, pending: back, failure: back },
      );
      const { delivery } = await mp.checkout(pref.id, 'approved');
      expect(delivery!.status).toBe(200);

      const [heard] = await client.waitFor(1);
      const [told] = await provider.waitFor(1);
      expect(JSON.parse(heard!.data)).toMatchObject({ type: 'payment.paid', project_id: p.project.id });
      expect(JSON.parse(told!.data)).toMatchObject({ type: 'payment.paid', data: { project_id: p.project.id, payment_id: payment.id } });
      await quietPeriod(1000);
      expect(client.messages).toHaveLength(1);
      expect(provider.messages).toHaveLength(1);
    } finally {
      client.close();
      provider.close();
    }
  });
});
