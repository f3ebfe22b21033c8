import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@trato/domain/proposals/payments/check';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { payments } from '../../db/schema/index.ts';
import { addLine, api, INSTALLMENTS, newProposal, SERVICES, SERVICES_TOTAL, type Json } from './proposals.fixtures.ts';

const t = useTestApp();
const { put } = api(t);

/** An init proposal (CLP workspace) with the three services priced. */
async function priced() {
  const owner = await createOwner(t.db);
  const line = await addLine(t, owner.workspace.id);
  const p = await newProposal(t, owner, line.id);
  const url = `/api/v1/proposals/${p.id}`;
  expect((await put(owner.headers, url, { services: SERVICES })).json().data.total).toBe(SERVICES_TOTAL);
  const save = (body: object) => put(owner.headers, url, body);
  return { owner, p, url, save };
}

const plan = (data: Json) => data.payments.payments.map((p: Json) => [p.name, p.amount, p.percent, p.status]);

describe('PUT payments: the whole plan', () => {
  it('saves the 40/30/30 plan in the proposal currency, in order, keys kept', async () => {
    const { p, save } = await priced();
    const res = await save({ payments: INSTALLMENTS });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.payments).toMatchObject({ type: 'installments', plan: 'installments' });
    expect(data.payments.payments).toMatchObject([
      { key: 'pay-anticipo', name: 'Anticipo', amount: '135000.60', percent: '40.00', status: 'pending', position: 0, amount_type: 'CLP', due_at: '2026-12-01T00:00:00.000Z', project_id: p.id },
      { key: 'pay-segundo', position: 1 },
      { key: 'pay-entrega', position: 2 },
    ]);
    // Saving the same plan again keeps the stored rows (ids stable).
    const ids = data.payments.payments.map((x: Json) => x.id);
    const again = (await save({ payments: { ...INSTALLMENTS, payments: data.payments.payments } })).json().data;
    expect(again.payments.payments.map((x: Json) => x.id)).toEqual(ids);
  });

  it('accepts numbers, uppercase statuses and a missing status (pending)', async () => {
    const { save } = await priced();
    const res = await save({
      payments: {
        type: null,
        plan: 'fiftyFifty',
        payments: [
          { key: 'a', name: 'Anticipo', amount: 168750.75, percent: 50, status: 'PENDING', due_at: null },
          { key: 'b', name: 'Entrega', amount: '168750.75', percent: '50', due_at: null },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(plan(res.json().data)).toEqual([
      ['Anticipo', '168750.75', '50.00', 'pending'],
      ['Entrega', '168750.75', '50.00', 'pending'],
    ]);
    expect(res.json().data.payments).toMatchObject({ type: null, plan: 'fiftyFifty' });
  });

  it('stores the canonical shares of the total: a percent sent within 0.01 is stored as every reader computes it', async () => {
    const { save } = await priced();
    const third = (key: string, amount: string, percent: string) => ({ key, name: key, amount, percent, status: 'pending', due_at: null });
    // 337501.50 in three equal parts: exact 33.333…%; largest remainder gives the odd 0.01 to the first.
    const res = await save({ payments: { type: 'installments', plan: null, payments: [third('x', '112500.50', '33.33'), third('y', '112500.50', '33.33'), third('z', '112500.50', '33.34')] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(plan(res.json().data).map((p: string[]) => p[2])).toEqual(['33.34', '33.33', '33.33']);
  });

  it('refuses a plan that breaks the rules (422 in Spanish) and keeps the stored one', async () => {
    const { save, url, owner } = await priced();
    await save({ payments: INSTALLMENTS });
    const [a, b, c] = INSTALLMENTS.payments;
    const cases: [object[], string, string][] = [
      [[a, b, { ...c, amount: '101250.44' }], 'payments.payments', PAYMENT_MESSAGES.sumMismatch(SERVICES_TOTAL)],
      [[a, { ...b, percent: '31.00' }, c], 'payments.payments', PAYMENT_MESSAGES.percentsSum],
      // Percents of what is left after a paid advance (the old stored form) are not percents of the total.
      [[{ ...a, status: 'paid' }, { ...b, percent: '50.00' }, { ...c, percent: '50.00' }], 'payments.payments', PAYMENT_MESSAGES.percentsSum],
      [[a, b, { ...c, name: ' ' }], 'payments.payments.2.name', PAYMENT_MESSAGES.nameRequired],
      [[{ ...a, amount: '337501.50', percent: '100.00' }, { ...b, amount: '0', percent: '0.00' }], 'payments.payments.1.amount', PAYMENT_MESSAGES.amountNotPositive],
      [[a, { ...b, key: a!.key }, c], 'payments.payments.1.key', PAYMENT_MESSAGES.keyInvalid],
      [[a, b, { ...c, due_at: '2026-02-30' }], 'payments.payments.2.due_at', PAYMENT_MESSAGES.dueAtInvalid],
    ];
    for (const [list, field, message] of cases) {
      expectError(await save({ payments: { ...INSTALLMENTS, payments: list } }), 422, 'VALIDATION_ERROR', { field, message });
    }
    expectError(await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'maybe' }] } }), 422, 'VALIDATION_ERROR', {
      field: 'payments.payments.0.status',
      message: PROPOSAL_MESSAGES.paymentStatusInvalid,
    });
    expectError(await save({ payments: { ...INSTALLMENTS, plan: 'weekly' } }), 422, 'VALIDATION_ERROR', { field: 'payments.plan', message: PROPOSAL_MESSAGES.planInvalid });
    const stored = (await api(t).get(owner.headers, url)).json().data;
    expect(plan(stored)).toEqual([
      ['Anticipo', '135000.60', '40.00', 'pending'],
      ['Segundo pago', '101250.45', '30.00', 'pending'],
      ['Entrega', '101250.45', '30.00', 'pending'],
    ]);
  });

  it('marking a payment paid stamps paid_at; a paid payment cannot change; back to pending clears it', async () => {
    const { save, p } = await priced();
    await save({ payments: INSTALLMENTS });
    const [a, b, c] = INSTALLMENTS.payments;
    const paid = await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid' }, b, c] } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(plan(paid.json().data)[0]).toEqual(['Anticipo', '135000.60', '40.00', 'paid']);
    const paidAt = async () => (await t.db.select().from(payments).where(eq(payments.projectId, p.id))).find((x) => x.key === a!.key)!.paidAt;
    const stamped = await paidAt();
    expect(stamped).toBeInstanceOf(Date);
    // Saved again unchanged: the stamp is kept.
    await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid' }, b, c] } });
    expect(await paidAt()).toEqual(stamped);
    expectError(
      await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid', name: 'Otro nombre' }, b, c] } }),
      422,
      'VALIDATION_ERROR',
      { field: 'payments.payments.0', message: PAYMENT_MESSAGES.paidChanged },
    );
    expectError(await save({ payments: { ...INSTALLMENTS, payments: [] } }), 422, 'VALIDATION_ERROR', { field: 'payments.payments', message: PAYMENT_MESSAGES.paidRemoved('Anticipo') });
    const back = await save({ payments: INSTALLMENTS });
    expect(back.statusCode, back.body).toBe(200);
    expect(await paidAt()).toBeNull();
  });
});

describe('PUT services with a plan: pending payments follow the new total', () => {
  it('rescales pending payments keeping their proportions; paid ones never change', async () => {
    const { save } = await priced();
    const [a, b, c] = INSTALLMENTS.payments;
    await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid' }, b, c] } });
    // Add 100000.01: the pending base grows from 202500.90 to 302500.91, split 50/50 (the last one takes the odd cent).
    // Percents are shares of the new whole total (decision 0063): the pending halves read 34.57 % each.
    const res = await save({ services: [...SERVICES, { name: 'Extra', type: 'simple', total: '100000.01' }] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe('437501.51');
    // The paid one keeps its amount; its percent follows the total like the others.
    expect(plan(data)).toEqual([
      ['Anticipo', '135000.60', '30.86', 'paid'],
      ['Segundo pago', '151250.46', '34.57', 'pending'],
      ['Entrega', '151250.45', '34.57', 'pending'],
    ]);
  });

  it('an emptied service list drops an all-pending plan (to plan again); below what was paid it is refused', async () => {
    const { save, url, owner } = await priced();
    await save({ payments: INSTALLMENTS });
    const emptied = (await save({ services: [] })).json().data;
    expect(emptied).toMatchObject({ total: '0.00', payments: { type: null, plan: null, payments: [] } });

    await save({ services: SERVICES });
    const [a, b, c] = INSTALLMENTS.payments;
    await save({ payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid' }, b, c] } });
    expectError(await save({ services: [{ name: 'Logo', type: 'simple', total: '100' }] }), 422, 'VALIDATION_ERROR', { field: 'services', message: PROPOSAL_MESSAGES.paidAboveTotal });
    expect((await api(t).get(owner.headers, url)).json().data.total).toBe(SERVICES_TOTAL);
  });

  it('services and a plan in one body: the plan is checked against the new total', async () => {
    const { save } = await priced();
    const res = await save({
      services: [{ name: 'Logo', type: 'simple', total: '1000' }],
      payments: { type: null, plan: 'singlePayment', payments: [{ key: 'u', name: 'Pago único', amount: '1000', percent: '100', status: 'pending', due_at: '2026-12-01' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(plan(res.json().data)).toEqual([['Pago único', '1000.00', '100.00', 'pending']]);
    expectError(
      await save({ services: [{ name: 'Logo', type: 'simple', total: '999' }], payments: { type: null, plan: 'singlePayment', payments: [{ key: 'u', name: 'Pago único', amount: '1000', percent: '100', due_at: null }] } }),
      422,
      'VALIDATION_ERROR',
      { field: 'payments.payments', message: PAYMENT_MESSAGES.sumMismatch('999.00') },
    );
  });
});
