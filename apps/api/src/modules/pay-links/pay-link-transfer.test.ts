import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitySentence } from '@trato/domain/activities/activity-text';
import { PAY_LINK_MESSAGES } from '@trato/domain/payments/pay-link-dto';
import { TRANSFER_MESSAGES as M } from '@trato/domain/payments/transfer-review';
import { useTestApp } from '../../../test/app.ts';
import { expectError, multipart, PDF_BYTES, PNG_1X1 } from '../../../test/http.ts';
import { activities, notifications, paymentLinks, payments, paymentTransfers, uploads } from '../../db/schema/index.ts';
import { api, portalWithPlan, setPlanCurrency } from '../payments/payments.fixtures.ts';
import { customerSession } from '../projects/projects.fixtures.ts';

// «Ya transferí» through a payment's «Pagar» link (decision 0077): the portal's one transfer report
// with the link as the reporter. The staff read «En revisión» and decide as for a portal report;
// the pay page reads the review and a rejection's reason.
const t = useTestApp();

const ACCOUNT = { bank: 'Banco de Chile', account_type: 'checking', number: '00-123-45678-09', holder: 'Estudio Núñez SpA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.cl' };
type Headers = Record<string, string>;
type File = { filename: string; bytes: Buffer; type: string };
const PDF: File = { filename: 'comprobante.pdf', bytes: PDF_BYTES, type: 'application/pdf' };

/** A CLP portal with a CLP bank account and a live «Pagar» link of its first payment. */
async function setup() {
  const p = await portalWithPlan(t);
  await setPlanCurrency(t, p.project.id as string, 'CLP');
  expect((await api(t).post(p.owner.headers, '/api/v1/collections/bank-accounts', { ...ACCOUNT, currency: 'CLP' })).statusCode).toBe(201);
  const projectId = p.project.id as string;
  const paymentId = p.payments[0]!.id as string;
  return { ...p, projectId, paymentId, payment: p.payments[0]!, token: await linkOf(p.owner.headers, projectId, paymentId) };
}

async function linkOf(headers: Headers, projectId: string, paymentId: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/payments/${paymentId}/links`, headers });
  expect(res.statusCode, res.body).toBe(201);
  return new URL(res.json().data.url).pathname.split('/').pop()!;
}

const read = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/pay/${token}` })).json().data;
const report = (token: string, body: object) => t.app.inject({ method: 'POST', url: `/api/v1/pay/${token}/transfer`, payload: body });
async function uploadProof(token: string, file: File = PDF) {
  return t.app.inject({ method: 'POST', url: `/api/v1/pay/${token}/transfer/proof`, ...(await multipart([['file', file]], {})) });
}
const decide = (headers: Headers, projectId: string, paymentId: string, what: 'confirm' | 'reject', body?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/payments/${paymentId}/transfer/${what}`, headers, ...(body && { payload: body }) });
const staffPayment = async (headers: Headers, projectId: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}`, headers })).json().data.payments.payments[0];

describe('POST /v1/pay/{token}/transfer: report through the link', () => {
  it('with a proof: the staff read «En revisión» from «vía enlace de pago», confirm it and the payment is paid', async () => {
    const s = await setup();
    expect(await read(s.token)).toMatchObject({ transfer: null, review: null });

    const proof = await uploadProof(s.token);
    expect(proof.statusCode, proof.body).toBe(201);
    const proofId = proof.json().data.id as string;
    // A link's proof has no customer: only a report through a live link of this payment can use it.
    expect((await t.db.select().from(uploads).where(eq(uploads.id, proofId)))[0]).toMatchObject({ customerId: null, origin: 'pay_link', fileableId: s.paymentId, projectId: null });

    const res = await report(s.token, { transferred_on: '2026-01-05', amount: s.payment.amount, proof_id: proofId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'in_review', amount: s.payment.amount, currency: 'CLP', proof: { name: 'comprobante.pdf', mime_type: 'application/pdf' } });
    expect((await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, s.paymentId)))[0]!.customerId).toBeNull();

    // The pay page reads it, as every payment read does.
    expect(await read(s.token)).toMatchObject({ payment: { status: 'pending', state: 'pending' }, review: 'in_review', transfer: { status: 'in_review', transferred_on: '2026-01-05' } });
    // Staff: the project read and the /payments list.
    expect(await staffPayment(s.owner.headers, s.projectId)).toMatchObject({ review: 'in_review', transfer: { proof: { name: 'comprobante.pdf' } } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/payments?preset=all', headers: s.owner.headers })).json();
    expect(list.data.find((p: { id: string }) => p.id === s.paymentId)).toMatchObject({ review: 'in_review' });
    // Who: the project's client contact, «vía enlace de pago», in the bell and the feed.
    const contact = s.company.contact.name as string;
    const [bell] = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, s.owner.workspace.id), eq(notifications.type, 'payment.transfer_reported')));
    expect(bell!.title).toBe(`${contact} informó una transferencia del pago «${s.payment.name}» vía enlace de pago`);
    const [entry] = await t.db.select().from(activities).where(and(eq(activities.workspaceId, s.owner.workspace.id), eq(activities.type, 'payment.transfer_reported')));
    expect(activitySentence({ type: entry!.type, data: entry!.data, user: null })).toEqual({ actor: contact, text: `informó una transferencia del pago «${s.payment.name}» vía enlace de pago` });

    // Again while in review: the portal's 422.
    expectError(await report(s.token, { transferred_on: '2026-01-06', amount: '1' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.inReview });

    const confirmed = await decide(s.owner.headers, s.projectId, s.paymentId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.db.select().from(payments).where(eq(payments.id, s.paymentId)))[0]!.status).toBe('paid');
    expect(await read(s.token)).toMatchObject({ payment: { status: 'paid' }, review: null, transfer: { status: 'confirmed' } });
    expectError(await report(s.token, { transferred_on: '2026-01-06', amount: '1' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.alreadyPaid });
    expectError(await uploadProof(s.token), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.alreadyPaid });
  });

  it('a rejection shows its reason on the pay page until a new report', async () => {
    const s = await setup();
    expect((await report(s.token, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(201);
    expect((await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: 'No vemos el abono en la cuenta.' })).statusCode).toBe(200);
    expect(await read(s.token)).toMatchObject({ review: 'rejected', transfer: { status: 'rejected', reason: 'No vemos el abono en la cuenta.' } });
    expect((await report(s.token, { transferred_on: '2026-01-07', amount: '100' })).statusCode).toBe(201);
    expect(await read(s.token)).toMatchObject({ review: 'in_review', transfer: { reason: null, transferred_on: '2026-01-07' } });
  });
});

describe('POST /v1/pay/{token}/transfer: refusals', () => {
  it('422 in Spanish for a future day, a bad amount, a missing or wrong file; 415 for a non-proof, 413 past 10 MB', async () => {
    const s = await setup();
    expectError(await report(s.token, { transferred_on: '2999-01-01', amount: '100' }), 422, 'VALIDATION_ERROR', { field: 'transferred_on', message: M.dateFuture });
    expectError(await report(s.token, { transferred_on: 'ayer', amount: '100' }), 422, 'VALIDATION_ERROR', { field: 'transferred_on', message: M.dateInvalid });
    expectError(await report(s.token, { transferred_on: '2026-01-05', amount: '0' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountInvalid });
    expectError(await report(s.token, { transferred_on: '2026-01-05', amount: 'cien' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountInvalid });
    expectError(await report(s.token, { transferred_on: '2026-01-05', amount: '100', proof_id: crypto.randomUUID() }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });
    const text = await uploadProof(s.token, { filename: 'comprobante.txt', bytes: Buffer.from('transferí'), type: 'text/plain' });
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE', { field: 'file', message: M.proofType });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    expectError(await uploadProof(s.token, { filename: 'grande.pdf', bytes: big, type: 'application/pdf' }), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/pay/${s.token}/transfer/proof`, payload: {} }), 422, 'VALIDATION_ERROR', { field: 'file', message: M.proofMissing });
    expect(await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, s.paymentId))).toHaveLength(0);
  });

  it("a proof serves only its own payment's link, once; link and portal proofs do not cross", async () => {
    const s = await setup();
    const secondId = s.payments[1]!.id as string;
    const second = await linkOf(s.owner.headers, s.projectId, secondId);
    const linkProof = (await uploadProof(s.token, { filename: 'captura.png', bytes: PNG_1X1, type: 'image/png' })).json().data.id as string;
    // Another payment's link cannot use it.
    expectError(await report(second, { transferred_on: '2026-01-05', amount: '100', proof_id: linkProof }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });
    // Nor the portal's customer, for the same payment.
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.projectId);
    const portalReport = (body: object) => t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${s.paymentId}/transfer`, headers: customer, payload: body });
    expectError(await portalReport({ transferred_on: '2026-01-05', amount: '100', proof_id: linkProof }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });
    // And a portal proof cannot be used through the link.
    const portalProof = await t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${s.paymentId}/transfer/proof`, ...(await multipart([['file', PDF]], customer)) });
    expect(portalProof.statusCode, portalProof.body).toBe(201);
    expectError(await report(s.token, { transferred_on: '2026-01-05', amount: '100', proof_id: portalProof.json().data.id }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });

    // Another live link of the same payment may use it; then it is spent.
    const again = await linkOf(s.owner.headers, s.projectId, s.paymentId);
    expect((await report(again, { transferred_on: '2026-01-05', amount: '100', proof_id: linkProof })).statusCode).toBe(201);
    expect((await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: 'Monto distinto' })).statusCode).toBe(200);
    expectError(await report(s.token, { transferred_on: '2026-01-05', amount: '100', proof_id: linkProof }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });
  });

  it('the same 404 as the page for unknown, malformed, expired and revoked tokens; nothing written', async () => {
    const s = await setup();
    const body = { transferred_on: '2026-01-05', amount: '100' };
    const expired = await linkOf(s.owner.headers, s.projectId, s.paymentId);
    await t.db.update(paymentLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentLinks.paymentId, s.paymentId));
    const revokedPayment = s.payments[1]!.id as string;
    const revoked = await linkOf(s.owner.headers, s.projectId, revokedPayment);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${s.projectId}/payments/${revokedPayment}/links`, headers: s.owner.headers })).statusCode).toBe(200);
    for (const dead of [expired, s.token, revoked, 'A'.repeat(43), 'no-es-un-token']) {
      expectError(await report(dead, body), 404, 'NOT_FOUND', { message: PAY_LINK_MESSAGES.notFound });
      expectError(await uploadProof(dead), 404, 'NOT_FOUND', { message: PAY_LINK_MESSAGES.notFound });
    }
    expect(await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.projectId, s.projectId))).toHaveLength(0);
    expect(await t.db.select().from(uploads).where(eq(uploads.fileableId, s.paymentId))).toHaveLength(0);
  });
});
