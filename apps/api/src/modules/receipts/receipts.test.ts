import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES } from '@trato/domain/payments/receipts';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { collectionSettings, receipts } from '../../db/schema/index.ts';
import { applyCharge } from '../online-payments/apply-charge.ts';
import { api, portalWithPlan, proposalWithPlan, type Json } from '../payments/payments.fixtures.ts';
import { customerSession, ownerOn } from '../projects/projects.fixtures.ts';
import { pdfPages } from '../proposals/proposal-pdf.test-helpers.ts';
import { strangerCustomer } from '../portal/portal.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { get, put } = api(t);

type Portal = Awaited<ReturnType<typeof portalWithPlan>>;

/** A portal with its contact (Marta) given access, and her session. */
async function portalWithCustomer(owner?: Portal['owner']) {
  const p = await portalWithPlan(t, owner ? { owner } : {});
  const headers = await customerSession(t, { id: p.company.contact.id, workspaceId: p.owner.workspace.id }, p.project.id);
  return { ...p, customerHeaders: headers };
}

const markPaid = (p: Portal, i: number, status: 'paid' | 'pending' = 'paid') => put(p.owner.headers, `/api/v1/payments/${p.payments[i]!.id}`, { status });
const staffList = async (p: Portal): Promise<Json[]> => {
  const res = await get(p.owner.headers, `/api/v1/projects/${p.project.id}/receipts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const pdf = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });

describe('receipts: issued when a portal payment becomes paid', () => {
  it('«Marcar como pagado» issues REC-yyyy-0001 with a frozen snapshot, e-mails it with a link to the portal receipt, and both sides list it', async () => {
    const p = await portalWithCustomer();
    await t.db.insert(collectionSettings).values({ workspaceId: p.owner.workspace.id, legalName: 'Estudio Ñandú SpA', taxCountry: 'CL', taxId: '76.123.456-0', address: 'Av. Italia 1234, Santiago' });
    const res = await markPaid(p, 0);
    expect(res.statusCode, res.body).toBe(200);

    const [receipt] = await staffList(p);
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: receipt!.time_zone }).format(new Date());
    expect(receipt).toMatchObject({
      code: `REC-${year}-0001`,
      number: 1,
      payment_id: p.payments[0]!.id,
      payment_name: 'Anticipo',
      amount: p.payments[0]!.amount,
      currency: p.payments[0]!.amount_type,
      method: 'manual',
      provider_ref: null,
      client_name: p.company.name,
      issuer: { name: 'Estudio Ñandú SpA', tax_id_label: 'RUT', tax_id: '76.123.456-0', address: 'Av. Italia 1234, Santiago' },
      voided_at: null,
    });

    const portalList = await get(p.customerHeaders, `/api/v1/customer/receipts?project_id=${p.project.id}`);
    expect(portalList.statusCode, portalList.body).toBe(200);
    expect(portalList.json().data.map((r: Json) => r.id)).toEqual([receipt!.id]);

    const email = await mail.lastTo(p.company.contact.email);
    expect(email.subject).toBe(`Recibo ${receipt!.code} · Anticipo`);
    expect(email.text).toContain(`Recibo: ${receipt!.code}`);
    expect(email.text).toContain(`Monto: ${formatMoney(receipt!.amount, receipt!.currency)}`);
    expect(email.text).toContain(`http://trato.test/c/receipts/${receipt!.id}`);

    // Later edits do not change the receipt: it is a snapshot.
    await t.db.update(collectionSettings).set({ legalName: 'Otro nombre' }).where(eq(collectionSettings.workspaceId, p.owner.workspace.id));
    const one = await get(p.customerHeaders, `/api/v1/customer/receipts/${receipt!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.issuer.name).toBe('Estudio Ñandú SpA');
  });

  it('numbers run per workspace across its projects; another workspace starts at 1', async () => {
    const owner = await ownerOn(t);
    const a = await portalWithCustomer(owner);
    const b = await portalWithCustomer(owner);
    expect((await markPaid(a, 0)).statusCode).toBe(200);
    expect((await markPaid(b, 0)).statusCode).toBe(200);
    expect((await markPaid(a, 1)).statusCode).toBe(200);
    expect((await staffList(a)).map((r) => r.number)).toEqual([3, 1]);
    expect((await staffList(b)).map((r) => r.number)).toEqual([2]);
    const other = await portalWithCustomer();
    expect((await markPaid(other, 2)).statusCode).toBe(200);
    expect((await staffList(other)).map((r) => r.number)).toEqual([1]);
  });

  it('payments paid at the same time in two projects get distinct consecutive numbers', async () => {
    const owner = await ownerOn(t);
    const portals = await Promise.all([portalWithCustomer(owner), portalWithCustomer(owner)]);
    const results = await Promise.all([...portals.map((p) => markPaid(p, 0)), ...portals.map((p) => markPaid(p, 1))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const all = await t.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.workspaceId, owner.workspace.id));
    expect(all.map((r) => r.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
  });

  it('a payment back to pending voids its receipt (kept, «Anulado»); paying again issues a new number, never reusing one', async () => {
    const p = await portalWithCustomer();
    expect((await markPaid(p, 0)).statusCode).toBe(200);
    expect((await markPaid(p, 0, 'pending')).statusCode).toBe(200);
    let list = await staffList(p);
    expect(list).toHaveLength(1);
    expect(list[0]!.voided_at).not.toBeNull();
    // The project page's own status route pays through the same rule.
    const again = await put(p.owner.headers, `/api/v1/projects/${p.project.id}/payments/${p.payments[0]!.id}/status`, { status: 'paid' });
    expect(again.statusCode, again.body).toBe(200);
    list = await staffList(p);
    expect(list.map((r) => [r.number, r.voided_at === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    // Saving the plan rewrites the payment rows (same ids): the receipts stay.
    const plan = await get(p.owner.headers, `/api/v1/projects/${p.project.id}`);
    const saved = await put(p.owner.headers, `/api/v1/projects/${p.project.id}`, { payments: plan.json().data.payments });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await staffList(p)).toHaveLength(2);
    const pdfText = (await pdfPages((await pdf(p.owner.headers, `/api/v1/receipts/${list[1]!.id}/pdf`)).rawPayload)).join(' ');
    expect(pdfText).toContain(RECEIPT_MESSAGES.voidedNote);
  });

  it('a whole plan saved with a payment turned paid issues its receipt; saved back to pending voids it', async () => {
    const p = await portalWithCustomer();
    const planWith = async (status: 'paid' | 'pending') => {
      const plan = (await get(p.owner.headers, `/api/v1/projects/${p.project.id}`)).json().data.payments;
      plan.payments[2].status = status;
      const saved = await put(p.owner.headers, `/api/v1/projects/${p.project.id}`, { payments: plan });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await planWith('paid');
    let [receipt] = await staffList(p);
    expect(receipt).toMatchObject({ payment_name: 'Entrega', number: 1, voided_at: null });
    await planWith('pending');
    [receipt] = await staffList(p);
    expect(receipt!.voided_at).not.toBeNull();
  });

  it('a verified online charge issues the receipt with the provider and its reference; a refund voids it', async () => {
    const p = await portalWithCustomer();
    const payment = p.payments[1]!;
    const report = (outcome: 'paid' | 'reversed') => ({
      provider: 'stripe' as const,
      providerRef: 'cs_test_recibo_1',
      providerIntent: 'pi_recibo_1',
      reference: payment.id as string,
      outcome,
      check: () => ({ ok: true as const }),
      amountMinor: null,
      currency: payment.amount_type as string,
    });
    await applyCharge(t.db, p.owner.workspace.id, report('paid'), new Date(), 'http://trato.test');
    let [receipt] = await staffList(p);
    expect(receipt).toMatchObject({ method: 'stripe', provider_ref: 'cs_test_recibo_1', voided_at: null });
    expect((await mail.lastTo(p.company.contact.email)).text).toContain(`/c/receipts/${receipt!.id}`);
    await applyCharge(t.db, p.owner.workspace.id, report('reversed'), new Date(), 'http://trato.test');
    [receipt] = await staffList(p);
    expect(receipt!.voided_at).not.toBeNull();
  });

  it('a proposal payment marked paid issues nothing (receipts are the portal\'s)', async () => {
    const p = await portalWithCustomer();
    const proposal = await proposalWithPlan(t, p);
    const res = await put(p.owner.headers, `/api/v1/payments/${proposal.payments.payments[0].id}`, { status: 'paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(receipts).where(and(eq(receipts.workspaceId, p.owner.workspace.id)))).toEqual([]);
  });
});

describe('receipt PDF', () => {
  it('the customer and the staff download it: «Recibo REC-…», number, issuer, client, concept, amount in the workspace format, method', async () => {
    const p = await portalWithCustomer();
    await markPaid(p, 0);
    const [receipt] = await staffList(p);
    for (const [headers, url] of [
      [p.customerHeaders, `/api/v1/customer/receipts/${receipt!.id}/pdf`],
      [p.owner.headers, `/api/v1/receipts/${receipt!.id}/pdf`],
    ] as const) {
      const res = await pdf(headers, url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${receipt!.code.toLowerCase()}.pdf"`);
      const text = (await pdfPages(res.rawPayload)).join(' ');
      expect(text).toContain(`Recibo ${receipt!.code}`);
      expect(text).toContain(p.company.name);
      expect(text).toContain('Anticipo');
      expect(text).toContain(formatMoney(receipt!.amount, receipt!.currency).replace(/\s/g, ' '));
      expect(text).toContain('Registrado por el equipo');
      expect(text).not.toContain(RECEIPT_MESSAGES.voidedNote);
      const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('receipts: who may read them', () => {
  it('401 without a session, on every receipt route', async () => {
    const p = await portalWithCustomer();
    await markPaid(p, 0);
    const [receipt] = await staffList(p);
    for (const url of ['/api/v1/customer/receipts', `/api/v1/customer/receipts/${receipt!.id}`, `/api/v1/customer/receipts/${receipt!.id}/pdf`, `/api/v1/projects/${p.project.id}/receipts`, `/api/v1/receipts/${receipt!.id}/pdf`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    // A staff token is not a portal session; a portal session is not a staff one.
    expect((await get(p.owner.headers, `/api/v1/customer/receipts/${receipt!.id}`)).statusCode).toBe(401);
    expect((await get(p.customerHeaders, `/api/v1/receipts/${receipt!.id}/pdf`)).statusCode).toBe(401);
  });

  it('another workspace and another customer get 404 (nothing leaked); a portal not reached lists nothing', async () => {
    const p = await portalWithCustomer();
    await markPaid(p, 0);
    const [receipt] = await staffList(p);
    const intruder = await createOwner(t.db);
    for (const url of [`/api/v1/projects/${p.project.id}/receipts`, `/api/v1/receipts/${receipt!.id}/pdf`]) {
      const res = await get(intruder.headers, url);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.body).not.toContain(receipt!.code);
    }
    const stranger = await strangerCustomer(t, p.owner.workspace.id, p.company.id);
    for (const url of [`/api/v1/customer/receipts/${receipt!.id}`, `/api/v1/customer/receipts/${receipt!.id}/pdf`]) {
      const res = await get(stranger.headers, url);
      expectError(res, 404, 'NOT_FOUND', { message: RECEIPT_MESSAGES.notFound });
    }
    const list = await get(stranger.headers, '/api/v1/customer/receipts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    const other = await portalWithCustomer();
    expectError(await get(other.customerHeaders, `/api/v1/customer/receipts/${receipt!.id}`), 404, 'NOT_FOUND');
  });

  it('422 in Spanish for an id or a project that is not one', async () => {
    const p = await portalWithCustomer();
    expectError(await get(p.customerHeaders, '/api/v1/customer/receipts/no-es-un-id'), 422, 'VALIDATION_ERROR', { message: RECEIPT_MESSAGES.notFound });
    expectError(await get(p.customerHeaders, '/api/v1/customer/receipts?project_id=x'), 422, 'VALIDATION_ERROR', { message: 'Elige un proyecto válido.' });
    expectError(await get(p.owner.headers, `/api/v1/receipts/${'a'.repeat(200)}/pdf`), 422, 'VALIDATION_ERROR');
  });
});
