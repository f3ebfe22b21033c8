import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { activities, customerNotifications } from '../../db/schema/index.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { customerSession, ownerOn, portal } from './projects.fixtures.ts';

const t = useTestApp();
const { get, post, put } = api(t);

const statusUrl = (projectId: string, paymentId: string) => `/api/v1/projects/${projectId}/payments/${paymentId}/status`;
const brief = (list: Json[]) => list.map((p) => [p.name, p.amount, p.percent, p.status, p.paid_at === null ? null : 'set']);

describe('payment status on a portal', () => {
  it('marks the advance paid (paid_at set, percents stay shares of the whole total) and back to pending', async () => {
    const { owner, project, company } = await portal(t);
    await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    const advance = project.payments.payments[0];
    const res = await put(owner.headers, statusUrl(project.id, advance.id), { status: 'PAID' });
    expect(res.statusCode, res.body).toBe(200);
    expect(brief(res.json().data.payments)).toEqual([
      ['Anticipo', '135000.60', '40.00', 'paid', 'set'],
      ['Segundo pago', '101250.45', '30.00', 'pending', null],
      ['Entrega', '101250.45', '30.00', 'pending', null],
    ]);
    const detail = (await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data;
    expect(detail.paid_total).toBe('135000.60');
    const notices = await t.db.select().from(customerNotifications).where(eq(customerNotifications.projectId, project.id));
    expect(notices.map((n) => [n.type, n.title, n.url, n.icon])).toEqual([['payment.paid', 'Pago «Anticipo» registrado como pagado', '/c/payments', 'credit-card']]);
    const feed = await t.db.select().from(activities).where(and(eq(activities.projectId, project.id), eq(activities.type, 'payment.paid')));
    expect(feed).toHaveLength(1);

    const back = await put(owner.headers, statusUrl(project.id, advance.id), { status: 'pending' });
    expect(brief(back.json().data.payments)[0]).toEqual(['Anticipo', '135000.60', '40.00', 'pending', null]);
  });

  it('a paid payment is frozen: a PUT that changes or removes it is 409 in Spanish and saves nothing', async () => {
    const { owner, project } = await portal(t);
    const [advance] = project.payments.payments;
    const paid = (await put(owner.headers, statusUrl(project.id, advance.id), { status: 'paid' })).json().data.payments as Json[];
    const plan = (list: Json[]) => ({ type: 'installments', plan: 'installments', payments: list.map((p) => ({ id: p.id, key: p.key, name: p.name, amount: p.amount, percent: p.percent, status: p.status, due_at: p.due_at })) });
    const renamed = plan(paid.map((p, i) => (i === 0 ? { ...p, name: 'Anticipo cambiado' } : p)));
    expectError(await put(owner.headers, `/api/v1/projects/${project.id}`, { name: 'Nuevo', payments: renamed }), 409, 'PAYMENT_PAID', { message: PROJECT_MESSAGES.paidFrozen });
    const removed = plan(paid.slice(1));
    expectError(await put(owner.headers, `/api/v1/projects/${project.id}`, { payments: removed }), 409, 'PAYMENT_PAID');
    const after = (await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data;
    expect(after.name).toBe('Portal Panadería');
    expect(brief(after.payments.payments)).toEqual(brief(paid));
    // Editing the pending ones with the builder rules still works.
    const moved = plan(paid.map((p, i) => (i === 1 ? { ...p, amount: '100000.45', percent: '29.63' } : i === 2 ? { ...p, amount: '102500.45', percent: '30.37' } : p)));
    const ok = await put(owner.headers, `/api/v1/projects/${project.id}`, { payments: moved });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('POST /payments adds one by splitting the last pending payment (builder rule)', async () => {
    const { owner, project } = await portal(t);
    const res = await post(owner.headers, `/api/v1/projects/${project.id}/payments`, { name: 'Mantención', due_at: '2027-01-15' });
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json().data.payments as Json[];
    expect(list.map((p) => [p.name, p.amount])).toEqual([
      ['Anticipo', '135000.60'],
      ['Segundo pago', '101250.45'],
      ['Entrega', '50625.23'],
      ['Mantención', '50625.22'],
    ]);
    expect(list[3]!.due_at).toBe('2027-01-15T00:00:00.000Z');
    const empty = await portal(t, { owner, plan: false });
    expectError(await post(owner.headers, `/api/v1/projects/${empty.project.id}/payments`, {}), 409, 'CONFLICT', { message: PROJECT_MESSAGES.nothingToSplit });
  });

  it('422 for an unknown status; 404 for an unknown payment or another portal\'s payment', async () => {
    const { owner, project } = await portal(t);
    const second = await portal(t, { owner });
    const [advance] = project.payments.payments;
    expectError(await put(owner.headers, statusUrl(project.id, advance.id), { status: 'cobrado' }), 422, 'VALIDATION_ERROR', { field: 'status', message: PROJECT_MESSAGES.paymentStatusInvalid });
    expectError(await put(owner.headers, statusUrl(project.id, randomUUID()), { status: 'paid' }), 404, 'NOT_FOUND', { message: PROJECT_MESSAGES.paymentNotFound });
    expectError(await put(owner.headers, statusUrl(second.project.id, advance.id), { status: 'paid' }), 404, 'NOT_FOUND');
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/payments`, { due_at: 'mañana' }), 422, 'VALIDATION_ERROR', { field: 'due_at' });
  });

  it('401 without a token or with a customer token; another workspace gets 404 and nothing of it', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal con pagos' });
    const other = await ownerOn(t);
    const customer = await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    const [advance] = project.payments.payments;
    for (const h of [{}, customer]) {
      expectError(await put(h, statusUrl(project.id, advance.id), { status: 'paid' }), 401, 'UNAUTHENTICATED');
      expectError(await post(h, `/api/v1/projects/${project.id}/payments`, {}), 401, 'UNAUTHENTICATED');
    }
    const res = await put(other.headers, statusUrl(project.id, advance.id), { status: 'paid' });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Portal con pagos', 'Anticipo'])).toBe(true);
    expectError(await post(other.headers, `/api/v1/projects/${project.id}/payments`, {}), 404, 'NOT_FOUND');
    expect((await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data.payments.payments.every((p: Json) => p.status === 'pending')).toBe(true);
  });
});

