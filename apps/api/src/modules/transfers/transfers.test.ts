import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES as M } from '@trato/domain/payments/transfer-review';
import { useTestApp } from '../../../test/app.ts';
import { expectError, multipart, PDF_BYTES, PNG_1X1 } from '../../../test/http.ts';
import { activities, customerNotifications, notifications, payments, paymentTransfers, receipts, uploads } from '../../db/schema/index.ts';
import { api, portalWithPlan, setPlanCurrency } from '../payments/payments.fixtures.ts';
import { customerSession } from '../projects/projects.fixtures.ts';

// Bank transfers (issue 31 §2, decision 0071): the client reports one from the portal with a proof,
// both sides read «En revisión», the team confirms (the payment is paid by «Marcar como pagado»'s
// path) or rejects with a reason the client reads.
const t = useTestApp();

const ACCOUNT = { bank: 'Banco de Chile', account_type: 'checking', number: '00-123-45678-09', holder: 'Estudio Núñez SpA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.cl' };
type Headers = Record<string, string>;

/** A portal in CLP whose workspace has a CLP bank account, and its client signed in. */
async function setup(opts: { account?: boolean } = {}) {
  const p = await portalWithPlan(t);
  await setPlanCurrency(t, p.project.id as string, 'CLP');
  if (opts.account !== false) {
    const res = await api(t).post(p.owner.headers, '/api/v1/collections/bank-accounts', { ...ACCOUNT, currency: 'CLP' });
    expect(res.statusCode, res.body).toBe(201);
  }
  const customer = await customerSession(t, { id: p.company.contact.id as string, workspaceId: p.owner.workspace.id }, p.project.id as string);
  return { ...p, customer, payment: p.payments[0]!, paymentId: p.payments[0]!.id as string, projectId: p.project.id as string };
}

const report = (headers: Headers, paymentId: string, body: object) => t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${paymentId}/transfer`, headers, payload: body });
async function uploadProof(headers: Headers, paymentId: string, file: { filename: string; bytes: Buffer; type: string }) {
  const body = await multipart([['file', file]], headers);
  return t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${paymentId}/transfer/proof`, ...body });
}
const decide = (headers: Headers, projectId: string, paymentId: string, what: 'confirm' | 'reject', body?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/payments/${paymentId}/transfer/${what}`, headers, ...(body && { payload: body }) });

const customerPayments = async (headers: Headers, projectId: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/customer/payments?project_id=${projectId}`, headers })).json();
const staffProject = async (headers: Headers, projectId: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}`, headers })).json().data;

describe('bank transfer: report, «En revisión» on both sides, confirm', () => {
  it('the client reports with a proof; both sides read «En revisión»; staff confirms and the payment is paid by the staff path', async () => {
    const s = await setup();
    // The client reads the accounts to transfer to: only what a transfer needs.
    const before = await customerPayments(s.customer, s.projectId);
    expect(before.meta.bank_accounts).toEqual([expect.objectContaining({ ...ACCOUNT, currency_code: 'CLP' })]);
    expect(before.meta.bank_accounts[0].account_type_label).toBe('Cuenta corriente');
    expect(Object.keys(before.meta.bank_accounts[0]).sort()).toEqual(['account_type', 'account_type_label', 'bank', 'currency_code', 'holder', 'holder_tax_id', 'id', 'number', 'proof_email']);
    expect(before.data[0]).toMatchObject({ transfer: null, review: null });

    const proof = await uploadProof(s.customer, s.paymentId, { filename: 'comprobante.pdf', bytes: PDF_BYTES, type: 'application/pdf' });
    expect(proof.statusCode, proof.body).toBe(201);
    const proofId = proof.json().data.id as string;
    // A proof is not a file of the portal's Archivos.
    expect((await t.db.select().from(uploads).where(eq(uploads.id, proofId)))[0]).toMatchObject({ projectId: null, directory: 'transfer_proofs' });

    const res = await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: s.payment.amount, proof_id: proofId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'in_review', transferred_on: '2026-01-05', amount: s.payment.amount, currency: 'CLP', reason: null, proof: { name: 'comprobante.pdf', mime_type: 'application/pdf' } });
    const proofUrl = res.json().data.proof.url as string;
    expect((await t.app.inject({ method: 'GET', url: proofUrl })).statusCode).toBe(200);

    // Client side: the state is unchanged (money figures too), the review says «En revisión».
    const portal = await customerPayments(s.customer, s.projectId);
    expect(portal.data[0]).toMatchObject({ state: 'pending', status: 'pending', review: 'in_review', transfer: { status: 'in_review' } });
    expect(portal.meta.paid_total).toBe(before.meta.paid_total);
    const project = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/projects/${s.projectId}`, headers: s.customer })).json().data;
    expect(project.payments.payments[0]).toMatchObject({ review: 'in_review' });
    // Staff side: the project page and the /payments list.
    expect((await staffProject(s.owner.headers, s.projectId)).payments.payments[0]).toMatchObject({ review: 'in_review', transfer: { proof: { url: proofUrl } } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/payments?preset=all', headers: s.owner.headers })).json();
    expect(list.data.find((p: { id: string }) => p.id === s.paymentId)).toMatchObject({ review: 'in_review' });
    // The staff's bell rings and the feed says it.
    const bells = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, s.owner.workspace.id), eq(notifications.type, 'payment.transfer_reported')));
    expect(bells[0]!.title).toBe(M.reportedTitle(s.company.contact.name as string, s.payment.name as string));
    const reported = await t.db.select().from(activities).where(and(eq(activities.workspaceId, s.owner.workspace.id), eq(activities.type, 'payment.transfer_reported')));
    expect(reported).toHaveLength(1);

    // A second report while one is in review: 422.
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-06', amount: '1' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.inReview });

    const confirmed = await decide(s.owner.headers, s.projectId, s.paymentId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.payments[0]).toMatchObject({ status: 'paid', state: 'paid', review: null, transfer: { status: 'confirmed' } });
    expect((await t.db.select().from(payments).where(eq(payments.id, s.paymentId)))[0]!.status).toBe('paid');
    const paid = (await t.db.select().from(activities).where(and(eq(activities.workspaceId, s.owner.workspace.id), eq(activities.type, 'payment.paid')))).filter((a) => a.data.payment_id === s.paymentId);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({ method: 'transfer' });
    const told = await t.db.select().from(customerNotifications).where(and(eq(customerNotifications.workspaceId, s.owner.workspace.id), eq(customerNotifications.type, 'payment.paid')));
    expect(told).toHaveLength(1);
    // The receipt of a paid payment (decision 0072) names the transfer.
    expect((await t.db.select().from(receipts).where(eq(receipts.paymentId, s.paymentId))).map((r) => r.method)).toEqual(['transfer']);
    expect((await customerPayments(s.customer, s.projectId)).data[0]).toMatchObject({ state: 'paid', review: null });

    // Confirm again, or report on a paid payment: 422.
    expectError(await decide(s.owner.headers, s.projectId, s.paymentId, 'confirm'), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.notInReview });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-06', amount: '1' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.alreadyPaid });
  });

  it('a rejection shows its reason to the client until they report a new transfer', async () => {
    const s = await setup();
    expect((await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(201);
    expectError(await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: '' }), 422, 'VALIDATION_ERROR', { field: 'reason', message: M.reasonRequired });
    expectError(await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: 'x'.repeat(501) }), 422, 'VALIDATION_ERROR', { field: 'reason', message: M.reasonTooLong });
    const rejected = await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: 'No vemos el abono en la cuenta.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.payments[0]).toMatchObject({ status: 'pending', review: 'rejected', transfer: { status: 'rejected', reason: 'No vemos el abono en la cuenta.' } });
    expect((await customerPayments(s.customer, s.projectId)).data[0]).toMatchObject({ review: 'rejected', transfer: { reason: 'No vemos el abono en la cuenta.' } });
    const bell = await t.db.select().from(customerNotifications).where(and(eq(customerNotifications.workspaceId, s.owner.workspace.id), eq(customerNotifications.type, 'payment.transfer_rejected')));
    expect(bell[0]!.title).toBe(M.rejectedTitle(s.payment.name as string));
    expect(await t.db.select().from(activities).where(and(eq(activities.workspaceId, s.owner.workspace.id), eq(activities.type, 'payment.transfer_rejected')))).toHaveLength(1);
    // Reject again: nothing in review.
    expectError(await decide(s.owner.headers, s.projectId, s.paymentId, 'reject', { reason: 'Otra vez' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.notInReview });

    // A new report replaces the reason with «En revisión».
    expect((await report(s.customer, s.paymentId, { transferred_on: '2026-01-07', amount: '100' })).statusCode).toBe(201);
    expect((await customerPayments(s.customer, s.projectId)).data[0]).toMatchObject({ review: 'in_review', transfer: { reason: null, transferred_on: '2026-01-07' } });
  });

  it('survives a plan save (no foreign key to payments)', async () => {
    const s = await setup();
    expect((await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(201);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v1/payments/${s.paymentId}`, headers: s.owner.headers, payload: { name: 'Anticipo renombrado' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, s.paymentId))).toHaveLength(1);
    expect((await staffProject(s.owner.headers, s.projectId)).payments.payments[0]).toMatchObject({ review: 'in_review' });
  });

  it('two reports at the same moment: one is in review, the other 422', async () => {
    const s = await setup();
    const both = await Promise.all([report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '100' }), report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '100' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, s.paymentId))).toHaveLength(1);
  });
});

describe('bank transfer: refusals', () => {
  it('422 for bad input, a currency without a bank account, a future day; nothing written', async () => {
    const s = await setup();
    expectError(await report(s.customer, s.paymentId, { transferred_on: 'ayer', amount: '100' }), 422, 'VALIDATION_ERROR', { field: 'transferred_on', message: M.dateInvalid });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '0' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountInvalid });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '-5' }), 422, 'VALIDATION_ERROR', { field: 'amount', message: M.amountInvalid });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '9'.repeat(40) }), 422, 'VALIDATION_ERROR', { field: 'amount' });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2999-01-01', amount: '100' }), 422, 'VALIDATION_ERROR', { field: 'transferred_on', message: M.dateFuture });
    expectError(await report(s.customer, s.paymentId, { transferred_on: '2026-01-05', amount: '100', proof_id: crypto.randomUUID() }), 422, 'VALIDATION_ERROR', { field: 'proof_id', message: M.proofInvalid });

    const usd = await setup({ account: false });
    expectError(await report(usd.customer, usd.paymentId, { transferred_on: '2026-01-05', amount: '100' }), 422, 'VALIDATION_ERROR', { field: 'transfer', message: 'No hay una cuenta bancaria en CLP.' });
    expect(await t.db.select().from(paymentTransfers).where(eq(paymentTransfers.workspaceId, s.owner.workspace.id))).toHaveLength(0);
  });

  it('a proof must be an image or a PDF (415), and another payment\'s proof is refused', async () => {
    const s = await setup();
    const zip = Buffer.from('504b0304140000000800', 'hex');
    const text = await uploadProof(s.customer, s.paymentId, { filename: 'comprobante.txt', bytes: Buffer.from('transferí'), type: 'text/plain' });
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE', { field: 'file' });
    expect(text.json().errors.file).toEqual(['El comprobante debe ser una imagen (PNG, JPG, WEBP o GIF) o un PDF.']);
    expect((await uploadProof(s.customer, s.paymentId, { filename: 'c.zip', bytes: zip, type: 'application/zip' })).statusCode).toBe(415);
    const png = await uploadProof(s.customer, s.paymentId, { filename: 'captura.png', bytes: PNG_1X1, type: 'image/png' });
    expect(png.statusCode, png.body).toBe(201);
    const other = s.payments[1]!.id as string;
    expectError(await report(s.customer, other, { transferred_on: '2026-01-05', amount: '100', proof_id: png.json().data.id }), 422, 'VALIDATION_ERROR', { field: 'proof_id' });
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${s.paymentId}/transfer/proof`, headers: s.customer, payload: {} }), 422, 'VALIDATION_ERROR', { field: 'file' });
  });

  it('401 signed out; 404 for another workspace\'s or an unreached portal\'s payment; staff of another workspace get 404', async () => {
    const s = await setup();
    expect((await report({}, s.paymentId, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(401);
    expect((await uploadProof({}, s.paymentId, { filename: 'c.pdf', bytes: PDF_BYTES, type: 'application/pdf' })).statusCode).toBe(401);
    expect((await decide({}, s.projectId, s.paymentId, 'confirm')).statusCode).toBe(401);

    const other = await setup();
    const leak = await report(s.customer, other.paymentId, { transferred_on: '2026-01-05', amount: '100' });
    expectError(leak, 404, 'NOT_FOUND', { message: M.notFound });
    expect(leak.body).not.toContain(other.payment.name as string);
    expect((await uploadProof(s.customer, other.paymentId, { filename: 'c.pdf', bytes: PDF_BYTES, type: 'application/pdf' })).statusCode).toBe(404);
    // Another portal of the same workspace the customer does not reach.
    const sibling = await portalWithPlan(t, { owner: s.owner });
    expect((await report(s.customer, sibling.payments[0]!.id as string, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(404);

    // Staff of another workspace cannot decide on it; a payment named under another project is 404.
    expect((await report(other.customer, other.paymentId, { transferred_on: '2026-01-05', amount: '100' })).statusCode).toBe(201);
    expect((await decide(s.owner.headers, other.projectId, other.paymentId, 'confirm')).statusCode).toBe(404);
    expect((await decide(other.owner.headers, s.projectId, other.paymentId, 'confirm')).statusCode).toBe(404);
    expect((await t.db.select().from(payments).where(eq(payments.id, other.paymentId)))[0]!.status).toBe('pending');
    // A payment not in review: 422.
    expectError(await decide(s.owner.headers, s.projectId, s.paymentId, 'confirm'), 422, 'VALIDATION_ERROR', { field: 'transfer', message: M.notInReview });
  });
});
