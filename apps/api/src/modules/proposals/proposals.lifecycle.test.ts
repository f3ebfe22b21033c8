import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createOwner, type Owner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { activities, payments, projects, projectServices, subscriptions } from '../../db/schema/index.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, SERVICES_TOTAL, type Json } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

/** An owner with a line and a client, on a plan without limits (lifecycle is not about limits). */
async function setup() {
  const owner = await createOwner(t.db);
  await t.db.update(subscriptions).set({ planId: 'agency' }).where(eq(subscriptions.workspaceId, owner.workspace.id));
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const make = (opts: { name?: string; finish?: boolean; extra?: object } = {}) => readyProposal(t, owner, { lineId: line.id, companyId: company.id, ...opts });
  return { owner, line, company, make };
}

const status = (owner: Owner, id: string, to: string) => post(owner.headers, `/api/v1/proposals/${id}/status`, { status: to });
const activityTypes = async (id: string) =>
  (await t.db.select().from(activities).where(eq(activities.projectId, id)).orderBy(asc(activities.createdAt))).map((a) => [a.type, a.data]);

describe('POST /v1/proposals/{id}/status', () => {
  it('moves along the allowed transitions, stamping sent_at and declined_at, and records each change', async () => {
    const { owner, make } = await setup();
    const p = await make();
    const sent = await status(owner, p.id, 'SENT');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'SENT', status_label: 'Enviado', proposal_statuses: ['Enviado'], sent_at: expect.any(String) });
    const declined = (await status(owner, p.id, 'DECLINED')).json().data;
    expect(declined).toMatchObject({ status: 'DECLINED', declined_at: expect.any(String) });
    expect((await status(owner, p.id, 'FILED')).json().data.status).toBe('FILED');
    expect((await status(owner, p.id, 'DRAFT')).json().data.status).toBe('DRAFT');
    const changes = (await activityTypes(p.id)).filter(([type]) => type === 'proposal.status_changed').map(([, data]) => data);
    expect(changes).toEqual([
      { from: 'DRAFT', to: 'SENT' },
      { from: 'SENT', to: 'DECLINED' },
      { from: 'DECLINED', to: 'FILED' },
      { from: 'FILED', to: 'DRAFT' },
    ]);
  });

  it('refuses transitions outside the table with 409 TRANSITION_NOT_ALLOWED, and unknown statuses with 422', async () => {
    const { owner, make } = await setup();
    const p = await make();
    const init = await make({ finish: false });
    expectError(await status(owner, p.id, 'ACCEPTED'), 409, 'TRANSITION_NOT_ALLOWED', { message: 'No se puede cambiar la cotización de «Borrador» a «Aceptado».' });
    expectError(await status(owner, p.id, 'DRAFT'), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await status(owner, init.id, 'DRAFT'), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await status(owner, init.id, 'SENT'), 409, 'TRANSITION_NOT_ALLOWED');
    // Signed proposals never leave ACCEPTED (set here as the client's signature will).
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, p.id));
    for (const to of ['DRAFT', 'SENT', 'DECLINED', 'FILED']) expectError(await status(owner, p.id, to), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await status(owner, p.id, 'PERDIDO'), 422, 'VALIDATION_ERROR', { field: 'status', message: PROPOSAL_MESSAGES.statusInvalid });
    expectError(await post(owner.headers, `/api/v1/proposals/${p.id}/status`, {}), 422, 'VALIDATION_ERROR', { field: 'status' });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, init.id));
    expect(row!.status).toBe('init');
  });

  it('401 without a token', async () => {
    expectError(await post({}, `/api/v1/proposals/${randomUUID()}/status`, { status: 'SENT' }), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT on a signed (ACCEPTED) proposal', () => {
  it('refuses content, services and payments with 409 PROPOSAL_LOCKED, but still saves the rest', async () => {
    const { owner, make } = await setup();
    const p = await make({ extra: { services: SERVICES } });
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, p.id));
    for (const body of [{ content: { blocks: [] } }, { services: [] }, { payments: INSTALLMENTS }, { name: 'X', services: [] }]) {
      expectError(await put(owner.headers, `/api/v1/proposals/${p.id}`, body), 409, 'PROPOSAL_LOCKED', { message: PROPOSAL_MESSAGES.locked });
    }
    const ok = await put(owner.headers, `/api/v1/proposals/${p.id}`, { form_step: 6 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ editable: false, name: 'Identidad de marca', total: SERVICES_TOTAL });
  });
});

describe('trash: DELETE, PUT recover, DELETE force', () => {
  it('soft-deletes to the trash, recovers, and only force-deletes from the trash', async () => {
    const { owner, make } = await setup();
    const p = await make({ extra: { services: SERVICES, payments: INSTALLMENTS } });
    const keep = await make({ name: 'Otra' });

    expect((await del(owner.headers, `/api/v1/proposals/${p.id}`)).statusCode).toBe(204);
    expectError(await get(owner.headers, `/api/v1/proposals/${p.id}`), 404, 'NOT_FOUND');
    expectError(await put(owner.headers, `/api/v1/proposals/${p.id}`, { name: 'x' }), 404, 'NOT_FOUND');
    expectError(await del(owner.headers, `/api/v1/proposals/${p.id}`), 404, 'NOT_FOUND');
    expect((await get(owner.headers, '/api/v1/proposals')).json().data.map((x: Json) => x.id)).toEqual([keep.id]);
    const trash = (await get(owner.headers, '/api/v1/proposals?trashed=1')).json();
    expect(trash.data.map((x: Json) => x.id)).toEqual([p.id]);
    expect(trash.data[0].deleted_at).toEqual(expect.any(String));
    expect(trash.meta.links.first).toBe('/api/v1/proposals?trashed=1&page=1');

    // A live proposal cannot be recovered (404) nor force-deleted (409).
    expectError(await put(owner.headers, `/api/v1/proposal/${keep.id}/recover`), 404, 'NOT_FOUND');
    expectError(await del(owner.headers, `/api/v1/proposals/${keep.id}/force`), 409, 'CONFLICT', { message: PROPOSAL_MESSAGES.forceNotTrashed });

    const rec = await put(owner.headers, `/api/v1/proposal/${p.id}/recover`);
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data).toMatchObject({ id: p.id, deleted_at: null, status: 'DRAFT', total: SERVICES_TOTAL });
    expect(rec.json().data.payments.payments).toHaveLength(3);
    expect((await get(owner.headers, '/api/v1/proposals?trashed=1')).json().meta.total).toBe(0);

    await del(owner.headers, `/api/v1/proposals/${p.id}`);
    expect((await del(owner.headers, `/api/v1/proposals/${p.id}/force`)).statusCode).toBe(204);
    expectError(await put(owner.headers, `/api/v1/proposal/${p.id}/recover`), 404, 'NOT_FOUND');
    expect(await t.db.select().from(projects).where(eq(projects.id, p.id))).toHaveLength(0);
    expect(await t.db.select().from(projectServices).where(eq(projectServices.projectId, p.id))).toHaveLength(0);
    expect(await t.db.select().from(payments).where(eq(payments.projectId, p.id))).toHaveLength(0);
    expect((await get(owner.headers, `/api/v1/proposals/${keep.id}`)).statusCode).toBe(200);
  });

  it('records deleted and recovered activities', async () => {
    const { owner, make } = await setup();
    const p = await make();
    await del(owner.headers, `/api/v1/proposals/${p.id}`);
    await put(owner.headers, `/api/v1/proposal/${p.id}/recover`);
    expect((await activityTypes(p.id)).map(([type]) => type)).toEqual(['proposal.created', 'proposal.updated', 'proposal.finished', 'proposal.deleted', 'proposal.recovered']);
  });

  it('401 without a token on each', async () => {
    const id = randomUUID();
    expectError(await del({}, `/api/v1/proposals/${id}`), 401, 'UNAUTHENTICATED');
    expectError(await put({}, `/api/v1/proposal/${id}/recover`), 401, 'UNAUTHENTICATED');
    expectError(await del({}, `/api/v1/proposals/${id}/force`), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /v1/proposal/{id}/duplicate', () => {
  it('copies content, request, cover, line, client, services and the plan (all pending, new keys) — not status, signatures or dates', async () => {
    const { owner, line, company, make } = await setup();
    const content = { blocks: [{ type: 'paragraph', data: { text: 'Contenido original' } }] };
    const request = { blocks: [{ type: 'paragraph', data: { text: 'Lo que pidió' } }] };
    const src = await make({ name: 'Plan anual', extra: { content, request, services: SERVICES, payments: INSTALLMENTS, valid_until_at: '2026-12-31' } });
    // The source was sent, its first payment paid, and then signed.
    await status(owner, src.id, 'SENT');
    // Paying the first one: the pending ones are now 50/50 of what is left (SPEC §4).
    const paid = { ...INSTALLMENTS, payments: INSTALLMENTS.payments.map((p, i) => (i === 0 ? { ...p, status: 'paid' } : p)) };
    expect((await put(owner.headers, `/api/v1/proposals/${src.id}`, { payments: paid })).statusCode).toBe(200);
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date(), declinedReason: 'x' }).where(eq(projects.id, src.id));
    const source = (await get(owner.headers, `/api/v1/proposals/${src.id}`)).json().data;

    const res = await post(owner.headers, `/api/v1/proposal/${src.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      name: 'Plan anual (copia)',
      status: 'DRAFT',
      content,
      request,
      line_id: line.id,
      company_id: company.id,
      valid_until_at: '2026-12-31T00:00:00.000Z',
      total: SERVICES_TOTAL,
      sent_at: null,
      accepted_at: null,
      declined_at: null,
      declined_reason: null,
      editable: true,
      form_step: 6,
      payments: { type: 'installments', plan: 'installments' },
    });
    expect(copy.id).not.toBe(src.id);
    expect(copy.slug).not.toBe(source.slug);
    expect(copy.services.map((s: Json) => [s.key, s.name, s.total])).toEqual(source.services.map((s: Json) => [s.key, s.name, s.total]));
    expect(copy.payments.payments.map((p: Json) => [p.name, p.amount, p.percent, p.status, p.due_at])).toEqual([
      ['Anticipo', '135000.60', '40.00', 'pending', '2026-12-01T00:00:00.000Z'],
      ['Segundo pago', '101250.45', '30.00', 'pending', '2026-12-15T00:00:00.000Z'],
      ['Entrega', '101250.45', '30.00', 'pending', '2026-12-29T00:00:00.000Z'],
    ]);
    const sourceKeys = source.payments.payments.map((p: Json) => p.key);
    for (const p of copy.payments.payments) expect(sourceKeys).not.toContain(p.key);
    const [row] = await t.db.select().from(payments).where(eq(payments.projectId, copy.id)).limit(1);
    expect(row!.paidAt).toBeNull();
    // The source is untouched.
    expect((await get(owner.headers, `/api/v1/proposals/${src.id}`)).json().data).toMatchObject({ status: 'ACCEPTED', name: 'Plan anual' });
    expect((await activityTypes(copy.id)).map(([type, data]) => [type, data])).toEqual([['proposal.duplicated', { from: src.id }]]);
  });

  it('an unfinished source gives an unfinished copy; 401 without a token', async () => {
    const { owner, make } = await setup();
    const src = await make({ finish: false, extra: { form_step: 3 } });
    const copy = (await post(owner.headers, `/api/v1/proposal/${src.id}/duplicate`)).json().data;
    expect(copy).toMatchObject({ status: 'init', name: 'Identidad de marca (copia)', form_step: 3, payments: { payments: [] } });
    expectError(await post({}, `/api/v1/proposal/${src.id}/duplicate`), 401, 'UNAUTHENTICATED');
  });
});
