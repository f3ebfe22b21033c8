import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { activities, customers, projectCustomers, reminderLog } from '../../db/schema/index.ts';
import { api, portalWithPlan, proposalWithPlan, testClock } from './payments.fixtures.ts';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const mail = useMailSink(t);
const { put } = api(t);
const remind = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/reminder`, headers });

describe('POST /v1/payments/{id}/reminder', () => {
  it('emails the client contact through the outbox with the portal link, logs it and records the activity', async () => {
    const p = await portalWithPlan(t);
    const res = await remind(p.owner.headers, p.payments[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ payment_id: p.payments[0]!.id, recipients: 1, sent_at: clock.now().toISOString(), next_allowed_at: new Date(clock.now().getTime() + 600_000).toISOString() });
    const email = await mail.lastTo(p.company.contact.email);
    expect(email.subject).toBe('Recordatorio de pago: Anticipo · Portal Panadería');
    expect(email.text).toContain('Hola Marta Núñez,');
    expect(email.text).toContain('1 de diciembre de 2026');
    expect(email.text).toContain(`http://trato.test/c/project/${p.project.id}`);
    const logged = await t.db.select().from(reminderLog).where(eq(reminderLog.subjectId, p.payments[0]!.id));
    expect(logged.map((l) => [l.kind, l.recipients, l.userId])).toEqual([['payment.manual', 1, p.owner.user.id]]);
    const feed = await t.db.select().from(activities).where(and(eq(activities.projectId, p.project.id), eq(activities.type, 'payment.reminder_sent')));
    expect(feed).toHaveLength(1);
  });

  it('words an overdue payment as the portal does: «Vencido el …» (the workspace day decides)', async () => {
    const p = await portalWithPlan(t);
    clock.set('2026-12-02T15:00:00Z');
    try {
      expect((await remind(p.owner.headers, p.payments[0]!.id)).statusCode).toBe(200);
      expect((await mail.lastTo(p.company.contact.email)).text).toContain('Estado: Vencido el 1 de diciembre de 2026');
    } finally {
      clock.set('2026-11-26T15:00:00Z');
    }
  });

  it('one per payment every 10 minutes: the second is 429 with Retry-After and sends nothing', async () => {
    const p = await portalWithPlan(t);
    const id = p.payments[1]!.id;
    expect((await remind(p.owner.headers, id)).statusCode).toBe(200);
    clock.advance(4 * 60_000);
    const again = await remind(p.owner.headers, id);
    expectError(again, 429, 'TOO_MANY_REQUESTS', { message: M.reminderTooSoon(6) });
    expect(again.headers['retry-after']).toBe('360');
    expect(await mail.deliver(p.company.contact.email)).toHaveLength(1);
    // Another payment of the same plan is its own reminder.
    expect((await remind(p.owner.headers, p.payments[2]!.id)).statusCode).toBe(200);
    clock.advance(6 * 60_000 + 1000);
    expect((await remind(p.owner.headers, id)).statusCode).toBe(200);
    expect(await mail.deliver(p.company.contact.email)).toHaveLength(3);
  });

  it('goes to the customers with access when the portal has them; a proposal links its public page', async () => {
    const p = await portalWithPlan(t);
    const [guest] = await t.db.insert(customers).values({ workspaceId: p.owner.workspace.id, companyId: p.company.id, name: 'Pedro Soto', email: `pedro.${randomUUID().slice(0, 8)}@panaderia.cl` }).returning();
    await t.db.insert(projectCustomers).values({ workspaceId: p.owner.workspace.id, projectId: p.project.id, customerId: guest!.id });
    expect((await remind(p.owner.headers, p.payments[0]!.id)).json().data.recipients).toBe(1);
    expect((await mail.lastTo(guest!.email)).text).toContain('Hola Pedro Soto,');
    const proposal = await proposalWithPlan(t, p);
    const res = await remind(p.owner.headers, proposal.payments.payments[0].id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await mail.lastTo(p.company.contact.email)).text).toContain(`http://trato.test/p/${proposal.slug}`);
  });

  it('409 for a paid payment and when nobody can receive it', async () => {
    const p = await portalWithPlan(t);
    await put(p.owner.headers, `/api/v1/payments/${p.payments[0]!.id}`, { status: 'paid' });
    expectError(await remind(p.owner.headers, p.payments[0]!.id), 409, 'CONFLICT', { message: M.reminderPaid });
    await t.db.update(customers).set({ isContact: false }).where(eq(customers.id, p.company.contact.id));
    expectError(await remind(p.owner.headers, p.payments[1]!.id), 409, 'CONFLICT', { message: M.reminderNoRecipients });
    expect(await t.db.select().from(reminderLog).where(eq(reminderLog.subjectId, p.payments[1]!.id))).toEqual([]);
  });

  it('401 without a session; 404 for another workspace, with nothing sent', async () => {
    const p = await portalWithPlan(t);
    expectError(await remind({}, p.payments[0]!.id), 401, 'UNAUTHENTICATED');
    const other = await portalWithPlan(t);
    expectError(await remind(other.owner.headers, p.payments[0]!.id), 404, 'NOT_FOUND', { message: M.notFound });
    expectError(await remind(other.owner.headers, 'x'), 404, 'NOT_FOUND');
    expect(await mail.deliver(p.company.contact.email)).toHaveLength(0);
  });
});
