import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '@trato/domain/payments/transfer-review';
import { payments, projectCustomers, projects } from '../../db/schema/index.ts';
import { api, portalWithPlan, setPaymentRow, setPlanCurrency, type Json } from '../payments/payments.fixtures.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { signableProposal, signOk } from '../signatures/signatures.fixtures.ts';
import { CHECKOUT_MESSAGES } from './checkout.routes.ts';
import { connectProvider, useAppWithProviders } from './online-payments.fixtures.ts';
import { PROPOSAL_CHECKOUT_MESSAGES } from './proposal-checkout.routes.ts';

// The pages around a checkout (decision 0073): the portal's payment reads say which methods each
// payment offers, the return page reads the server's truth, and the accepted page pays the first
// payment due of an accepted proposal by its public link. Paid for real on the Mercado Pago
// stand-in, whose signed webhook reaches this app's listening server.
const providers = useAppWithProviders();
const { t } = providers;

/** Connects the workspace to its own stand-in Mercado Pago account. */
const connectMercadoPago = (owner: { headers: Record<string, string>; workspace: { id: string } }) => connectProvider(providers, owner, 'mercadopago');

/** Pays a checkout URL's preference on the stand-in's hosted page (its webhook reaches this app); the redirect back. */
async function payOnStandIn(checkoutUrl: string, workspaceId: string, choice: 'approved' | 'pending' | 'rejected' = 'approved') {
  const pref = providers.mp.preferences.get(new URL(checkoutUrl).searchParams.get('pref_id')!)!;
  // trato.test is this app: the stand-in reaches it at the test server's address.
  pref.notification_url = `${providers.base}/api/v1/webhooks/mercadopago/${workspaceId}`;
  const { redirect } = await providers.mp.checkout(pref.id, choice);
  return { pref, redirect: redirect ? new URL(redirect) : null };
}

const method = (methods: Json[], name: string) => methods.find((m) => m.method === name);

describe('the portal pays: methods on the reads, the return page', () => {
  it('each payment carries the methods on offer for its currency, by the one rule; the portal read stays one statement', async () => {
    const s = await portalWithPlan(t);
    await setPlanCurrency(t, s.project.id as string, 'ARS');
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.project.id as string);
    const before = (await api(t).get(customer, `/api/v1/customer/projects/${s.project.id}`)).json().data.payments.payments as Json[];
    expect(method(before[0]!.methods, 'mercadopago')).toEqual({ method: 'mercadopago', available: false, reason: 'Mercado Pago no está conectado.' });

    await connectMercadoPago(s.owner);
    const project = (await api(t).get(customer, `/api/v1/customer/projects/${s.project.id}`)).json().data;
    for (const p of project.payments.payments as Json[]) {
      expect(p.methods).toEqual([
        { method: 'mercadopago', available: true, reason: null },
        { method: 'stripe', available: false, reason: 'Stripe no está conectado.' },
        { method: 'transfer', available: false, reason: 'No hay una cuenta bancaria en ARS.' },
      ]);
    }
    const list = await api(t).get(customer, `/api/v1/customer/payments?project_id=${s.project.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(method(list.json().data[0].methods, 'mercadopago')!.available).toBe(true);
    // The staff's «Ver como cliente» reads the same.
    const staff = (await api(t).get(s.owner.headers, `/api/v1/projects/${s.project.id}/client`)).json().data;
    expect(staff.payments.payments[0].methods).toEqual(project.payments.payments[0].methods);
  });

  it('back from Mercado Pago: the return page reads waiting, then paid from the webhook — never from the query string', async () => {
    const s = await portalWithPlan(t);
    await setPlanCurrency(t, s.project.id as string, 'ARS');
    const { token, secret } = await connectMercadoPago(s.owner);
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.project.id as string);
    const paymentId = s.payments[0]!.id as string;
    const read = () => api(t).get(customer, `/api/v1/customer/payments/${paymentId}/checkout`);

    const first = await read();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ id: paymentId, state: 'pending', charge: null, project_id: s.project.id, currency: 'ARS' });
    expect(first.headers['cache-control']).toContain('no-store');

    const res = await api(t).post(customer, `/api/v1/customer/payments/${paymentId}/checkout`, { provider: 'mercadopago' });
    expect(res.statusCode, res.body).toBe(200);
    const pref = providers.mp.preferences.get(new URL(res.json().url).searchParams.get('pref_id')!)!;
    // The return page, told which provider; Mercado Pago appends its own parameters.
    const page = `http://trato.test/c/payments/${paymentId}/result?provider=mercadopago`;
    expect(pref.back_urls).toEqual({ success: page, pending: page, failure: `${page}&left=1` });

    // A cash voucher: the charge is pending at the provider; the page says so, from the server.
    const pending = await payOnStandIn(res.json().url, s.owner.workspace.id, 'pending');
    expect(pending.redirect!.pathname).toBe(`/c/payments/${paymentId}/result`);
    expect(pending.redirect!.searchParams.get('collection_status')).toBe('pending');
    expect((await read()).json().data).toMatchObject({ state: 'pending', charge: { provider: 'mercadopago', status: 'pending' } });

    const again = await api(t).post(customer, `/api/v1/customer/payments/${paymentId}/checkout`, { provider: 'mercadopago' });
    const paid = await payOnStandIn(again.json().url, s.owner.workspace.id, 'approved');
    expect(paid.redirect!.searchParams.get('collection_status')).toBe('approved');
    const after = (await read()).json().data;
    expect(after).toMatchObject({ state: 'paid', charge: { provider: 'mercadopago', status: 'paid' } });
    expect(after.paid_at).not.toBeNull();
    for (const x of [token, secret]) expect(JSON.stringify(after)).not.toContain(x);
  });

  it('401 signed out; 404 with nothing leaked for another workspace, another customer, a proposal\'s payment; 422 for a malformed id', async () => {
    const s = await portalWithPlan(t);
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.project.id as string);
    const read = (headers: Record<string, string>, id: string) => api(t).get(headers, `/api/v1/customer/payments/${id}/checkout`);
    const signedOut = await read({}, s.payments[0]!.id as string);
    expect(signedOut.statusCode, signedOut.body).toBe(401);

    const other = await portalWithPlan(t);
    const sibling = await portalWithPlan(t, { owner: s.owner });
    for (const id of [other.payments[0]!.id, sibling.payments[0]!.id] as string[]) {
      const res = await read(customer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.notFound);
      expect(res.body).not.toContain(id);
    }
    const bad = await read(customer, 'no-es-un-id');
    expect(bad.statusCode).toBe(422);
  });
});

describe('the accepted page pays the first payment due by the proposal\'s public link', () => {
  async function accepted() {
    const s = await signableProposal(t);
    const slug = s.proposal.slug as string;
    await signOk(t, slug);
    const [project] = await t.db.select().from(projects).where(eq(projects.proposalId, s.proposal.id as string));
    await setPlanCurrency(t, project!.id, 'ARS');
    const plan = await t.db.select().from(payments).where(eq(payments.projectId, project!.id)).orderBy(payments.position);
    return { ...s, slug, project: project!, plan };
  }

  it('reads the first payment due with its methods, pays it on Mercado Pago, and the result page reads it paid', async () => {
    const s = await accepted();
    await connectMercadoPago(s.owner);
    const due = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment` });
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().data).toMatchObject({ id: s.plan[0]!.id, amount: s.plan[0]!.amount, currency: 'ARS', state: 'pending', charge: null, first_in_plan: true });
    expect(method(due.json().data.methods, 'mercadopago')!.available).toBe(true);
    expect(due.json().data.bank_accounts).toEqual([]);

    // A bank account in the payment's currency: the transfer is on offer, with only what a transfer
    // needs (another currency's account is not shown).
    const account = { bank: 'Banco Nación', account_type: 'checking', number: '0110-1234-5678', holder: 'Estudio SA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.ar' };
    const added = await api(t).post(s.owner.headers, '/api/v1/collections/bank-accounts', { ...account, currency: 'ARS' });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect((await api(t).post(s.owner.headers, '/api/v1/collections/bank-accounts', { ...account, number: '0110-9999-0000', currency: 'USD' })).statusCode).toBeLessThan(300);
    const withAccount = (await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment` })).json().data;
    expect(withAccount.bank_accounts).toEqual([account]);
    expect(method(withAccount.methods, 'transfer')!.available).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${s.slug}/checkout`, payload: { provider: 'mercadopago', amount: '1' } });
    expect(res.statusCode, res.body).toBe(200);
    const { pref, redirect } = await payOnStandIn(res.json().url, s.owner.workspace.id);
    expect(pref.items[0]).toMatchObject({ unit_price: Number(s.plan[0]!.amount), currency_id: 'ARS' });
    expect(pref.external_reference).toBe(s.plan[0]!.id);
    expect(redirect!.pathname).toBe(`/p/${s.slug}/payment`);
    expect(redirect!.searchParams.get('payment_id')).toBe(s.plan[0]!.id);

    const result = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment?payment_id=${s.plan[0]!.id}` });
    expect(result.json().data).toMatchObject({ id: s.plan[0]!.id, state: 'paid', charge: { provider: 'mercadopago', status: 'paid' } });
    // The next one is now the first due, and the page no longer calls it the advance.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment` })).json().data).toMatchObject({ id: s.plan[1]!.id, first_in_plan: false });
  });

  it('a payment whose transfer waits for the team is not offered again: the page skips it, and no checkout opens for it', async () => {
    const s = await accepted();
    await connectMercadoPago(s.owner);
    const account = { bank: 'Banco Nación', account_type: 'checking', number: '0110-1234-5678', holder: 'Estudio SA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.ar' };
    expect((await api(t).post(s.owner.headers, '/api/v1/collections/bank-accounts', { ...account, currency: 'ARS' })).statusCode).toBeLessThan(300);
    const [access] = await t.db.select({ customerId: projectCustomers.customerId }).from(projectCustomers).where(eq(projectCustomers.projectId, s.project.id));
    const headers = await customerSession(t, { id: access!.customerId, workspaceId: s.owner.workspace.id }, s.project.id);
    const preferencesBefore = providers.mp.preferences.size;
    const reported = await t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${s.plan[0]!.id}/transfer`, headers, payload: { transferred_on: '2026-01-05', amount: s.plan[0]!.amount } });
    expect(reported.statusCode, reported.body).toBe(201);

    expect((await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment` })).json().data).toMatchObject({ id: s.plan[1]!.id, first_in_plan: false });
    const inReview = await t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${s.plan[0]!.id}/checkout`, headers, payload: { provider: 'mercadopago' } });
    expect(inReview.statusCode, inReview.body).toBe(422);
    expect(inReview.json().errors).toEqual({ provider: [TRANSFER_MESSAGES.inReview] });
    expect(providers.mp.preferences.size, 'no preference was created').toBe(preferencesBefore);
  });

  it('nothing left to pay: null and 422; not accepted or unknown: 404; another portal\'s payment: 404; bad input: 422', async () => {
    const s = await accepted();
    await connectMercadoPago(s.owner);
    for (const p of s.plan) await setPaymentRow(t, p.id, { status: 'paid' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment` })).json().data).toBeNull();
    const none = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${s.slug}/checkout`, payload: { provider: 'mercadopago' } });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors.provider).toEqual([PROPOSAL_CHECKOUT_MESSAGES.nothingDue]);

    const draft = await signableProposal(t);
    for (const url of [`/api/v1/proposal/${draft.proposal.slug}/payment`, '/api/v1/proposal/noexiste12345/payment']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    const notYet = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${draft.proposal.slug}/checkout`, payload: { provider: 'mercadopago' } });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toBe(PROPOSAL_CHECKOUT_MESSAGES.notAccepted);

    const other = await portalWithPlan(t);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment?payment_id=${other.payments[0]!.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(other.payments[0]!.name as string);

    const badProvider = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${s.slug}/checkout`, payload: { provider: 'transfer' } });
    expect(badProvider.statusCode).toBe(422);
    expect(badProvider.json().errors.provider).toEqual([CHECKOUT_MESSAGES.providerInvalid]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${s.slug}/payment?payment_id=x` })).statusCode).toBe(422);
  });
});

describe('settings «Cobros» gives the webhook addresses', () => {
  it('built from APP_URL with the workspace in the path', async () => {
    const s = await portalWithPlan(t);
    const res = await api(t).get(s.owner.headers, '/api/v1/collections');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.webhooks).toEqual({
      mercadopago: `http://trato.test/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`,
      stripe: `http://trato.test/api/v1/webhooks/stripe/${s.owner.workspace.id}`,
    });
  });
});
