import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in.ts';
import { AmountNotChargeableError } from './amount.ts';
import { checkoutSessionParams, createCheckoutSession, type CheckoutUrls } from './checkout-session.ts';
import { stripeClient } from './client.ts';
import { chargeIdOfEvent, disputeIdOfEvent, outcomeOfDispute, readCharge, readDispute } from './charge.ts';
import { checkSessionMatches } from './payment-check.ts';
import { outcomeOfEvent, readCheckoutSession } from './session.ts';

/**
 * The official SDK against the local stand-in (decision 0069): what Trato asks Stripe for is what
 * arrives, a payment made on the hosted page reads back as made, and each key reads only its own.
 */
let stripe: StripeStandIn;
// Stands for Trato: the account's webhook endpoint and the return URLs.
const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200).end();
  });
});
let trato = '';
let urls: CheckoutUrls;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  trato = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stripe.setWebhookUrl(stripe.secretKey, `${trato}/api/v1/webhooks/stripe/ws-1`);
  urls = { success: `${trato}/pagar/resultado?r=ok`, cancel: `${trato}/pagar/p-1` };
});
afterAll(async () => {
  await Promise.all([stripe?.close(), new Promise((resolve) => receiver.close(resolve))]);
});

const advance = { reference: 'trato-payment-7f1c', title: 'Anticipo — Sitio web', currency: 'CLP', amount: '15000.00' };
const asked = { reference: advance.reference, currency: advance.currency, amount: advance.amount };
const client = () => stripeClient(stripe.secretKey, stripe.url);

function clickOnHostedPage(sessionUrl: string, choice: 'pay' | 'cancel') {
  return fetch(sessionUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ choice }), redirect: 'manual' });
}

describe('Stripe Checkout Session (payment mode) through the official SDK', () => {
  it('sends the amount in whole pesos, the currency in lower case, the reference, and the return URLs with Stripe’s placeholder', async () => {
    const created = await createCheckoutSession(client(), advance, urls);

    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${stripe.secretKey}` });
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'clp',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Anticipo — Sitio web',
      client_reference_id: 'trato-payment-7f1c',
      'metadata[trato_payment]': 'trato-payment-7f1c',
      'payment_intent_data[metadata][trato_payment]': 'trato-payment-7f1c',
      success_url: `${urls.success}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: urls.cancel,
    });
    expect(created).toEqual({ id: expect.stringMatching(/^cs_test_/), url: `${stripe.url}/c/pay/${created.id}` });

    const html = await (await fetch(created.url)).text();
    expect(html).toContain('15000 CLP');
    expect(html).toContain('>Pagar</button>');
    expect(html).toContain('>Cancelar</button>');
  });

  it('sends cents for a two-decimal currency', async () => {
    const created = await createCheckoutSession(client(), { ...advance, currency: 'USD', amount: '1234.56' }, { ...urls, success: `${trato}/ok` });
    expect(stripe.requests.at(-1)!.form).toMatchObject({ 'line_items[0][price_data][currency]': 'usd', 'line_items[0][price_data][unit_amount]': '123456', success_url: `${trato}/ok?session_id={CHECKOUT_SESSION_ID}` });
    expect(await (await fetch(created.url)).text()).toContain('1234.56 USD');
  });

  it('refuses before calling Stripe what cannot be charged as stored: CLP cents, zero, a currency Stripe counts otherwise', async () => {
    const before = stripe.requests.length;
    for (const [currency, amount] of [['CLP', '33333.33'], ['CLP', '0.00'], ['USD', '-5.00'], ['JPY', '1500.00'], ['KWD', '10.00'], ['HUF', '1000.00'], ['USD', '1000000.00']]) {
      await expect(createCheckoutSession(client(), { ...advance, currency: currency!, amount: amount! }, urls)).rejects.toBeInstanceOf(AmountNotChargeableError);
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('the stand-in refuses, as Stripe does, an amount that is not an integer or a currency it does not know', async () => {
    const params = checkoutSessionParams(advance, urls);
    const item = params.line_items[0]!;
    await expect(client().checkout.sessions.create({ ...params, line_items: [{ ...item, price_data: { ...item.price_data, unit_amount: 15000.5 } }] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'line_items[0][price_data][unit_amount]',
    });
    await expect(client().checkout.sessions.create({ ...params, line_items: [{ ...item, price_data: { ...item.price_data, currency: 'xyz' } }] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'line_items[0][price_data][currency]',
    });
  });

  it('a wrong secret key is Stripe’s 401, as the SDK’s authentication error', async () => {
    await expect(createCheckoutSession(stripeClient('sk_test_not_a_key', stripe.url), advance, urls)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('paying on the stand-in’s hosted page, and reading the session back', () => {
  it('«Pagar» completes the session, sends the signed event to the account’s endpoint and returns to success_url with the session id', async () => {
    const created = await createCheckoutSession(client(), advance, urls);
    expect(await readCheckoutSession(client(), created.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', outcome: 'pending' });

    const res = await clickOnHostedPage(created.url, 'pay');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${trato}/pagar/resultado`);
    expect(back.searchParams.get('r')).toBe('ok');
    expect(back.searchParams.get('session_id')).toBe(created.id);

    const delivery = received.at(-1)!;
    expect(delivery.url).toBe('/api/v1/webhooks/stripe/ws-1');
    expect(delivery.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = JSON.parse(delivery.body) as Stripe.Event;
    expect(event).toMatchObject({ type: 'checkout.session.completed', data: { object: { id: created.id, client_reference_id: advance.reference } } });

    const session = await readCheckoutSession(client(), back.searchParams.get('session_id')!);
    expect(session).toMatchObject({ id: created.id, status: 'complete', paymentStatus: 'paid', outcome: 'paid', units: 15000n, currency: 'CLP', reference: advance.reference });
    expect(session!.paymentIntent).toMatch(/^pi_test_/);
    expect(checkSessionMatches(asked, session!)).toEqual({ ok: true });
    expect(await (await fetch(created.url)).text()).toContain('ya no está abierto');
  });

  it('«Cancelar» returns to cancel_url and leaves the session open; an expired one reads as expired', async () => {
    const created = await createCheckoutSession(client(), { ...advance, currency: 'USD', amount: '12.50' }, urls);
    const deliveries = stripe.deliveries.length;
    const res = await clickOnHostedPage(created.url, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(urls.cancel);
    expect(stripe.deliveries.length).toBe(deliveries);
    expect(await readCheckoutSession(client(), created.id)).toMatchObject({ outcome: 'pending', units: 1250n, currency: 'USD' });

    stripe.sessions.get(created.id)!.status = 'expired';
    expect(await readCheckoutSession(client(), created.id)).toMatchObject({ status: 'expired', outcome: 'expired' });
  });

  it('a session that does not exist, belongs to another account, or is not an id reads as none', async () => {
    const { id } = await createCheckoutSession(client(), advance, urls);
    expect(await readCheckoutSession(client(), 'cs_test_999999')).toBeNull();
    const stranger = stripe.addAccount('sk_test_another_workspace', 'whsec_another');
    expect(await readCheckoutSession(stripeClient(stranger.secretKey, stripe.url), id)).toBeNull();
    const before = stripe.requests.length;
    expect(await readCheckoutSession(client(), '../../v1/subscriptions/sub_1')).toBeNull();
    expect(stripe.requests.length).toBe(before);
  });

  it('each account’s events go to its own endpoint, signed with its own secret', async () => {
    const other = stripe.addAccount('sk_test_workspace_two', 'whsec_workspace_two', `${trato}/api/v1/webhooks/stripe/ws-2`);
    const created = await createCheckoutSession(stripeClient(other.secretKey, stripe.url), advance, urls);
    const { delivery } = await stripe.pay(created.id);
    expect(delivery).toMatchObject({ url: `${trato}/api/v1/webhooks/stripe/ws-2`, status: 200 });
    expect(delivery!.signature).toBe(stripe.sign(delivery!.body, 'whsec_workspace_two', Number(/t=(\d+)/.exec(delivery!.signature)![1])));
  });
});

describe('a refund or a dispute, read back from the charge', () => {
  it('charge.refunded and charge.dispute.created name a charge that reads back as reversed, found by the session’s payment intent', async () => {
    const created = await createCheckoutSession(client(), advance, urls);
    await stripe.pay(created.id);
    const paid = (await readCheckoutSession(client(), created.id))!;
    const [charge] = [...stripe.charges.values()].filter((c) => c.payment_intent === paid.paymentIntent);
    expect(await readCharge(client(), charge!.id)).toMatchObject({ paymentIntent: paid.paymentIntent, units: 15000n, currency: 'CLP', outcome: 'paid' });

    const refunded = (await stripe.refund(created.id))!;
    expect(refunded.status).toBe(200);
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ type: 'charge.refunded' });
    const refundedEvent = refunded.event as unknown as Stripe.Event;
    expect(outcomeOfEvent(refundedEvent.type)).toBe('reversed');
    expect(await readCharge(client(), chargeIdOfEvent(refundedEvent)!)).toMatchObject({ id: charge!.id, paymentIntent: paid.paymentIntent, refunded: true, refundedUnits: 15000n, outcome: 'reversed' });

    const second = await createCheckoutSession(client(), advance, urls);
    await stripe.pay(second.id);
    const disputedEvent = (await stripe.dispute(second.id))!.event as unknown as Stripe.Event;
    expect(disputedEvent.data.object).toMatchObject({ object: 'dispute' });
    const disputed = await readCharge(client(), chargeIdOfEvent(disputedEvent)!);
    expect(disputed).toMatchObject({ disputed: true, refunded: false, outcome: 'paid', paymentIntent: (await readCheckoutSession(client(), second.id))!.paymentIntent });
    // The dispute itself decides: open (held), then lost (a chargeback) or won.
    expect(await readDispute(client(), disputeIdOfEvent(disputedEvent)!)).toMatchObject({ charge: disputed!.id, status: 'needs_response', outcome: 'disputed' });
    const closed = (await stripe.closeDispute(second.id, 'lost'))!.event as unknown as Stripe.Event;
    expect(closed.type).toBe('charge.dispute.closed');
    expect(await readDispute(client(), disputeIdOfEvent(closed)!)).toMatchObject({ status: 'lost', outcome: 'reversed' });
    expect(outcomeOfDispute('won')).toBe('paid');
    expect(outcomeOfDispute('under_review')).toBe('disputed');
  });

  it('a partial refund reads as partly refunded, with the amount', async () => {
    const created = await createCheckoutSession(client(), advance, urls);
    await stripe.pay(created.id);
    const event = (await stripe.refund(created.id, 5000))!.event as unknown as Stripe.Event;
    expect(await readCharge(client(), chargeIdOfEvent(event)!)).toMatchObject({ refunded: false, refundedUnits: 5000n, outcome: 'partly_refunded' });
  });

  it('another account’s charge, an unknown one or a non-id reads as none', async () => {
    const created = await createCheckoutSession(client(), advance, urls);
    await stripe.pay(created.id);
    const charge = [...stripe.charges.values()].at(-1)!;
    const stranger = stripe.addAccount('sk_test_charge_stranger', 'whsec_charge_stranger');
    expect(await readCharge(stripeClient(stranger.secretKey, stripe.url), charge.id)).toBeNull();
    expect(await readCharge(client(), 'ch_unknown')).toBeNull();
    const before = stripe.requests.length;
    expect(await readCharge(client(), '../customers')).toBeNull();
    expect(stripe.requests.length).toBe(before);
  });
});

describe('what Stripe reports against what was asked', () => {
  it('flags another amount, currency or reference, and references that disagree', async () => {
    const created = await createCheckoutSession(client(), advance, urls);
    await stripe.pay(created.id);
    const session = stripe.sessions.get(created.id)!;
    const read = async () => checkSessionMatches(asked, (await readCheckoutSession(client(), created.id))!);

    session.amount_total = 14999;
    expect(await read()).toEqual({ ok: false, mismatches: ['amount'] });
    session.amount_total = 1500000;
    expect(await read()).toEqual({ ok: false, mismatches: ['amount'] });
    session.amount_total = 15000;
    session.currency = 'usd';
    expect(await read()).toEqual({ ok: false, mismatches: ['currency', 'amount'] });
    session.currency = 'clp';
    session.client_reference_id = 'trato-payment-other';
    expect(await read()).toEqual({ ok: false, mismatches: ['reference'] });
    session.client_reference_id = advance.reference;
    session.metadata = { trato_payment: 'trato-payment-other' };
    expect(await read()).toEqual({ ok: false, mismatches: ['reference'] });
    session.metadata = { trato_payment: advance.reference };
    expect(await read()).toEqual({ ok: true });
  });

  it('maps the events a workspace’s endpoint acts on', () => {
    expect(outcomeOfEvent('checkout.session.completed')).toBe('session');
    expect(outcomeOfEvent('checkout.session.async_payment_succeeded')).toBe('session');
    expect(outcomeOfEvent('checkout.session.async_payment_failed')).toBe('failed');
    expect(outcomeOfEvent('checkout.session.expired')).toBe('expired');
    expect(outcomeOfEvent('charge.refunded')).toBe('reversed');
    expect(outcomeOfEvent('charge.dispute.created')).toBe('dispute');
    expect(outcomeOfEvent('charge.dispute.closed')).toBe('dispute');
    expect(outcomeOfEvent('customer.created')).toBe('ignored');
  });
});
