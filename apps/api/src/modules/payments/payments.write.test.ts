import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { useTestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { activities, idempotencyKeys, payments } from '../../db/schema/index.ts';
import { api, paymentsOf, portalWithPlan, proposalWithPlan, testClock } from './payments.fixtures.ts';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const { get, put, del } = api(t);
const url = (id: string) => `/api/v1/payments/${id}`;
const plan = async (projectId: string) => (await paymentsOf(t, projectId)).map((p) => [p.name, p.amount, p.percent, p.status]);
const post = (headers: Record<string, string>, body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments', headers: { ...headers, ...(key && { 'idempotency-key': key }) }, payload: body });

describe('GET /v1/payments/{id}', () => {
  it('answers one payment in one statement; 404 for an unknown, malformed or other workspace id', async () => {
    const p = await portalWithPlan(t);
    const other = await portalWithPlan(t);
    const { result, statements } = await countStatements(t.db, () => get(p.owner.headers, url(p.payments[0]!.id)));
    expect(result.json().data).toMatchObject({ id: p.payments[0]!.id, name: 'Anticipo', overdue: false, project: { type: 'project' } });
    expect(statements.length).toBeLessThanOrEqual(3);
    expectError(await get(p.owner.headers, url(randomUUID())), 404, 'NOT_FOUND', { message: M.notFound });
    expectError(await get(p.owner.headers, url('nope')), 404, 'NOT_FOUND');
    const foreign = expectError(await get(other.owner.headers, url(p.payments[0]!.id)), 404, 'NOT_FOUND', { message: M.notFound });
    expect(leaksNothing(JSON.stringify(foreign), ['Anticipo', p.project.id])).toBe(true);
    expectError(await get({}, url(p.payments[0]!.id)), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /v1/payments/{id} (plan rules of SPEC §4)', () => {
  it('an amount moves money to or from the neighbour; a percent too', async () => {
    const p = await portalWithPlan(t);
    const [first, second] = p.payments;
    const res = await put(p.owner.headers, url(second!.id), { amount: '51250.45' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ amount: '51250.45', percent: '15.19' });
    expect(await plan(p.project.id)).toEqual([
      ['Anticipo', '185000.60', '54.81', 'pending'],
      ['Segundo pago', '51250.45', '15.19', 'pending'],
      ['Entrega', '101250.45', '30.00', 'pending'],
    ]);
    const pct = await put(p.owner.headers, url(first!.id), { percent: '40' });
    expect(pct.json().data.amount).toBe('135000.60');
    expect((await plan(p.project.id))[1]).toEqual(['Segundo pago', '101250.45', '30.00', 'pending']);
  });

  it('renames and moves the due day in one call; activity payment.updated', async () => {
    const p = await portalWithPlan(t);
    const res = await put(p.owner.headers, url(p.payments[2]!.id), { name: 'Entrega final', due_at: '2027-01-05' });
    expect(res.json().data).toMatchObject({ name: 'Entrega final', due_at: '2027-01-05T00:00:00.000Z' });
    const feed = await t.db.select().from(activities).where(and(eq(activities.projectId, p.project.id), eq(activities.type, 'payment.updated')));
    expect(feed).toHaveLength(1);
  });

  it('status goes through setStatus: paid_at, percents still of the whole total, activity and the customer notice', async () => {
    const p = await portalWithPlan(t);
    const paid = await put(p.owner.headers, url(p.payments[0]!.id), { status: 'PAID' });
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_at: expect.any(String), overdue: false });
    expect(await plan(p.project.id)).toEqual([
      ['Anticipo', '135000.60', '40.00', 'paid'],
      ['Segundo pago', '101250.45', '30.00', 'pending'],
      ['Entrega', '101250.45', '30.00', 'pending'],
    ]);
    const types = (await t.db.select().from(activities).where(eq(activities.projectId, p.project.id))).map((a) => a.type);
    expect(types).toContain('payment.paid');
    const back = await put(p.owner.headers, url(p.payments[0]!.id), { status: 'pending', name: 'Anticipo 2' });
    expect(back.json().data).toMatchObject({ status: 'pending', paid_at: null, name: 'Anticipo 2' });
    expect((await plan(p.project.id))[1]![2]).toBe('30.00');
  });

  it('a paid payment is frozen (409) and a move the rule ignores is a 422', async () => {
    const p = await portalWithPlan(t);
    await put(p.owner.headers, url(p.payments[0]!.id), { status: 'paid' });
    expectError(await put(p.owner.headers, url(p.payments[0]!.id), { name: 'Otro' }), 409, 'PAYMENT_PAID', { message: M.paidFrozen });
    expectError(await put(p.owner.headers, url(p.payments[0]!.id), { amount: '1', status: 'paid' }), 409, 'PAYMENT_PAID');
    // Only two pending left: the second may not take all of the third.
    expectError(await put(p.owner.headers, url(p.payments[1]!.id), { amount: '202500.90' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountNotApplied });
    expect((await plan(p.project.id)).map((r) => r[1])).toEqual(['135000.60', '101250.45', '101250.45']);
    // The same amount is no change at all.
    expect((await put(p.owner.headers, url(p.payments[1]!.id), { amount: '101250.45' })).statusCode).toBe(200);
  });

  it('422 in Spanish for bad input, 401, 403 never for a member, 404 across workspaces with nothing changed', async () => {
    const p = await portalWithPlan(t);
    const id = p.payments[0]!.id;
    expectError(await put(p.owner.headers, url(id), {}), 422, 'VALIDATION_ERROR', { message: M.nothingToUpdate });
    expectError(await put(p.owner.headers, url(id), { amount: '1', percent: '1' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountAndPercent });
    expectError(await put(p.owner.headers, url(id), { amount: '-3' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountInvalid });
    expectError(await put(p.owner.headers, url(id), { percent: '101' }), 422, 'VALIDATION_ERROR', { field: 'percent', message: M.percentInvalid });
    expectError(await put(p.owner.headers, url(id), { status: 'cobrado' }), 422, 'VALIDATION_ERROR', { field: 'status', message: M.statusInvalid });
    expectError(await put(p.owner.headers, url(id), { due_at: '2026-02-30' }), 422, 'VALIDATION_ERROR', { field: 'due_at', message: M.dateInvalid });
    expectError(await put(p.owner.headers, url(id), { name: 'x'.repeat(81) }), 422, 'VALIDATION_ERROR', { field: 'name', message: M.nameTooLong });
    expectError(await put({}, url(id), { name: 'X' }), 401, 'UNAUTHENTICATED');
    const member = await createMember(t.db, p.owner.workspace.id, 'member');
    expect((await put(member.headers, url(id), { name: 'Por miembro' })).statusCode).toBe(200);
    const other = await portalWithPlan(t);
    expectError(await put(other.owner.headers, url(id), { status: 'paid' }), 404, 'NOT_FOUND', { message: M.notFound });
    expectError(await del(other.owner.headers, url(id)), 404, 'NOT_FOUND');
    expect((await plan(p.project.id))[0]).toEqual(['Por miembro', '135000.60', '40.00', 'pending']);
  });
});

describe('DELETE /v1/payments/{id}', () => {
  it('gives the amount to the neighbour; refuses a paid one and the only pending one (409)', async () => {
    const p = await portalWithPlan(t);
    const res = await del(p.owner.headers, url(p.payments[1]!.id));
    expect(res.statusCode, res.body).toBe(204);
    expect(await plan(p.project.id)).toEqual([
      ['Anticipo', '236251.05', '70.00', 'pending'],
      ['Entrega', '101250.45', '30.00', 'pending'],
    ]);
    await put(p.owner.headers, url(p.payments[0]!.id), { status: 'paid' });
    expectError(await del(p.owner.headers, url(p.payments[0]!.id)), 409, 'PAYMENT_PAID', { message: M.paidFrozen });
    expectError(await del(p.owner.headers, url(p.payments[2]!.id)), 409, 'CONFLICT', { message: M.removeNotAllowed });
    expectError(await del({}, url(p.payments[2]!.id)), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /v1/payments', () => {
  it('splits the last pending payment; named and dated as asked, else Nombre and today in the workspace zone', async () => {
    clock.set('2026-12-01T02:00:00Z'); // 30 November, 23:00 in Santiago
    const p = await portalWithPlan(t);
    const res = await post(p.owner.headers, { project_id: p.project.id, name: 'Mantención', due_at: '2027-01-15' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Mantención', amount: '50625.22', due_at: '2027-01-15T00:00:00.000Z', position: 3, project: { id: p.project.id } });
    const plain = await post(p.owner.headers, { project_id: p.project.id });
    expect(plain.json().data).toMatchObject({ name: 'Nombre', due_at: '2026-11-30T00:00:00.000Z' });
    const proposal = await proposalWithPlan(t, p);
    const onProposal = await post(p.owner.headers, { project_id: proposal.id });
    expect(onProposal.json().data.project).toMatchObject({ type: 'proposal' });
  });

  it('honours Idempotency-Key: the same key and body answer the same and create one payment; another body is 422', async () => {
    const p = await portalWithPlan(t);
    const key = `k-${randomUUID()}`;
    const body = { project_id: p.project.id, name: 'Bono' };
    const [a, b] = await Promise.all([post(p.owner.headers, body, key), post(p.owner.headers, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const third = await post(p.owner.headers, { name: 'Bono', project_id: p.project.id }, key);
    expect(third.json().data.id).toBe(a.json().data.id);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect((await paymentsOf(t, p.project.id)).filter((x) => x.name === 'Bono')).toHaveLength(1);
    expectError(await post(p.owner.headers, { project_id: p.project.id, name: 'Otro' }, key), 422, 'VALIDATION_ERROR', { field: 'idempotency-key', message: M.idempotencyKeyReused });
    expectError(await post(p.owner.headers, body, 'con espacio'), 422, 'VALIDATION_ERROR', { field: 'idempotency-key', message: M.idempotencyKeyInvalid });
    // Keys are per workspace: another workspace may use the same one for its own payment.
    const other = await portalWithPlan(t);
    expect((await post(other.owner.headers, { project_id: other.project.id, name: 'Bono' }, key)).statusCode).toBe(201);
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(2);
  });

  it('a failed request stores no key: the retry with the same key runs again', async () => {
    const p = await portalWithPlan(t, { plan: false });
    const key = `k-${randomUUID()}`;
    expectError(await post(p.owner.headers, { project_id: p.project.id }, key), 409, 'CONFLICT', { message: M.nothingToSplit });
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('422, 401, and 404 for another workspace’s proposal or portal with nothing created', async () => {
    const p = await portalWithPlan(t);
    expectError(await post(p.owner.headers, {}), 422, 'VALIDATION_ERROR', { field: 'project_id', message: M.projectInvalid });
    expectError(await post(p.owner.headers, { project_id: p.project.id, due_at: 'mañana' }), 422, 'VALIDATION_ERROR', { field: 'due_at' });
    expectError(await post({}, { project_id: p.project.id }), 401, 'UNAUTHENTICATED');
    const other = await portalWithPlan(t);
    expectError(await post(other.owner.headers, { project_id: p.project.id }), 404, 'NOT_FOUND', { message: M.projectNotFound });
    expect(await t.db.select().from(payments).where(eq(payments.projectId, p.project.id))).toHaveLength(3);
  });
});
