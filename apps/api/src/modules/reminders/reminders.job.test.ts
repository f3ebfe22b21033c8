import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { useMailSink } from '../../../test/mail.ts';
import { emailOutbox, projects, reminderLog, workspaces } from '../../db/schema/index.ts';
import { runJob } from '../../lib/jobs.ts';
import { api, portalWithPlan, proposalWithPlan, setTimeZone } from '../payments/payments.fixtures.ts';
import { REMINDERS_EVERY_MS, REMINDERS_JOB, runReminders } from './reminders.job.ts';

const t = useTestApp();
const mail = useMailSink(t);
const APP = 'http://trato.test';
const run = (now: string) => runReminders(t.db, { appUrl: APP, now: new Date(now) });
const queuedTo = async (email: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).map((e) => e.kind);

/** A portal (payments due 1, 15, 29 Dec 2026) and a SENT proposal valid until 1 Dec, same client. */
async function scene() {
  const p = await portalWithPlan(t);
  const proposal = await proposalWithPlan(t, p);
  await t.db.update(projects).set({ status: 'SENT', validUntilAt: new Date('2026-12-01T00:00:00Z') }).where(eq(projects.id, proposal.id));
  return { ...p, proposal, contact: p.company.contact.email };
}

describe('reminders job', () => {
  it('two runs at once email each event once; a later run sends nothing new', async () => {
    const s = await scene();
    // 28 November, 12:00 in Santiago: the advance is due in 3 days, the proposal expires in 3 days.
    const [a, b] = await Promise.all([run('2026-11-28T15:00:00Z'), run('2026-11-28T15:00:00Z')]);
    expect(a.emails + b.emails).toBe(2);
    expect((await queuedTo(s.contact)).sort()).toEqual(['payment_due_soon', 'proposal_expiring']);
    const logged = await t.db.select().from(reminderLog).where(inArray(reminderLog.subjectId, [s.payments[0]!.id, s.proposal.id]));
    expect(logged.map((l) => [l.kind, l.occasion]).sort()).toEqual([['payment.due_soon', '2026-12-01'], ['proposal.expiring', '2026-12-01']]);
    await run('2026-11-28T15:15:00Z');
    await run('2026-11-28T23:59:00Z');
    expect(await queuedTo(s.contact)).toHaveLength(2);
    const delivered = await mail.deliver(s.contact);
    expect(delivered.map((m) => m.subject).sort()).toEqual(['La cotización «Cotización Panadería» vence el 1 de diciembre de 2026', 'Tu pago «Anticipo» vence pronto']);
    expect(delivered.find((m) => m.subject.startsWith('Tu pago'))!.text).toContain(`${APP}/c/project/${s.project.id}`);
    expect(delivered.find((m) => m.subject.startsWith('Tu pago'))!.text).toContain('Estado: Vence el 1 de diciembre de 2026');
  });

  it('an overdue payment is reminded once per due date; moving the date makes a new event', async () => {
    const s = await scene();
    await run('2026-12-03T15:00:00Z');
    await run('2026-12-04T15:00:00Z');
    expect((await queuedTo(s.contact)).filter((k) => k === 'payment_overdue')).toHaveLength(1);
    // In the portal's words (decision 0062): the state is «Vencido el …», never «pendiente».
    const overdue = (await mail.deliver(s.contact)).find((m) => m.subject === 'Tu pago «Anticipo» está vencido')!;
    expect(overdue.text).toContain('Estado: Vencido el 1 de diciembre de 2026');
    expect(overdue.text).not.toMatch(/pendiente/i);
    await api(t).put(s.owner.headers, `/api/v1/payments/${s.payments[0]!.id}`, { due_at: '2026-12-02' });
    await run('2026-12-05T15:00:00Z');
    expect((await queuedTo(s.contact)).filter((k) => k === 'payment_overdue')).toHaveLength(2);
    // Paid payments are never reminded.
    await api(t).put(s.owner.headers, `/api/v1/payments/${s.payments[1]!.id}`, { status: 'paid' });
    await run('2026-12-20T15:00:00Z');
    expect((await queuedTo(s.contact)).filter((k) => k === 'payment_overdue')).toHaveLength(2);
  });

  it('days are the workspace’s: 23:00 in Santiago is still the day before UTC’s', async () => {
    const s = await scene();
    await t.db.update(projects).set({ status: 'DRAFT' }).where(eq(projects.id, s.proposal.id));
    // 28 November 02:00 UTC = 27 November 23:00 in Santiago: the advance (1 Dec) is 4 days away there.
    await run('2026-11-28T02:00:00Z');
    expect(await queuedTo(s.contact)).toEqual([]);
    await setTimeZone(t, s.owner.workspace.id, 'UTC');
    await run('2026-11-28T02:00:00Z');
    expect(await queuedTo(s.contact)).toEqual(['payment_due_soon']);
  });

  it('leaves demo workspaces out (their seed is reset nightly and their email never leaves)', async () => {
    const s = await scene();
    await t.db.update(workspaces).set({ isDemo: true }).where(eq(workspaces.id, s.owner.workspace.id));
    await run('2026-11-28T15:00:00Z');
    await run('2026-12-10T15:00:00Z');
    expect(await queuedTo(s.contact)).toEqual([]);
  });

  it('under runJob’s lease, of two holders at once only one runs the pass', async () => {
    const fn = () => runReminders(t.db, { appUrl: APP, now: new Date('2026-11-28T15:00:00Z') });
    const now = new Date('2026-11-28T15:00:00Z');
    const runs = await Promise.all([
      runJob(t.db, REMINDERS_JOB, fn, { every: REMINDERS_EVERY_MS, holder: 'server-a', now }),
      runJob(t.db, REMINDERS_JOB, fn, { every: REMINDERS_EVERY_MS, holder: 'server-b', now }),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
  });
});
