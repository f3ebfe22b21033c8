import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in.ts';
import { createCheckoutSession } from './checkout-session.ts';
import { stripeClient } from './client.ts';
import { verifyStripeWebhook } from './webhook-signature.ts';

/**
 * The verifier against the event the stand-in really sends after «Pagar» (signed from Stripe's
 * documentation, independently of the verifier), and against every way a forger or a replay can
 * change one.
 */
type Delivery = { body: Buffer; signature: string; at: Date };

let stripe: StripeStandIn;
const received: Delivery[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ body: Buffer.concat(chunks), signature: String(req.headers['stripe-signature']), at: new Date() });
    res.writeHead(200).end();
  });
});
let delivery: Delivery;
let sessionId: string;
const TOLERANCE = 300;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const trato = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stripe.setWebhookUrl(stripe.secretKey, `${trato}/webhook`);
  const created = await createCheckoutSession(
    stripeClient(stripe.secretKey, stripe.url),
    { reference: 'trato-payment-1', title: 'Anticipo', currency: 'CLP', amount: '50000.00' },
    { success: `${trato}/ok`, cancel: `${trato}/cancel` },
  );
  sessionId = created.id;
  await stripe.pay(created.id);
  delivery = received.at(-1)!;
});
afterAll(async () => {
  await Promise.all([stripe?.close(), new Promise((resolve) => receiver.close(resolve))]);
});

const verify = (d: Delivery, secret = stripe.webhookSecret, now = d.at) => verifyStripeWebhook(d.body, d.signature, secret, TOLERANCE, now);
const tOf = (d: Delivery) => Number(/t=(\d+)/.exec(d.signature)![1]);
const v1Of = (d: Delivery) => /v1=([0-9a-f]+)/.exec(d.signature)![1]!;

describe('Stripe webhook signature', () => {
  it('accepts the event Stripe (the stand-in) signed over the raw body, and answers it typed', () => {
    const result = verify(delivery);
    expect(result).toMatchObject({ ok: true, signedAt: new Date(tOf(delivery) * 1000), event: { type: 'checkout.session.completed', data: { object: { id: sessionId } } } });
    expect(verifyStripeWebhook(delivery.body.toString('utf8'), [delivery.signature], stripe.webhookSecret, TOLERANCE, delivery.at).ok).toBe(true);
  });

  it('accepts a later event about the same payment (a refund) signed the same way', async () => {
    await stripe.refund(sessionId);
    const refund = received.at(-1)!;
    expect(verify(refund)).toMatchObject({ ok: true, event: { type: 'charge.refunded', data: { object: { object: 'charge', refunded: true } } } });
  });

  it('refuses a delivery without Stripe-Signature, or without its t or v1, or with two t, as unsigned', () => {
    expect(verifyStripeWebhook(delivery.body, undefined, stripe.webhookSecret, TOLERANCE, delivery.at)).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, signature: '' })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, signature: `t=${tOf(delivery)}` })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, signature: `v1=${v1Of(delivery)}` })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, signature: `t=${tOf(delivery)},v0=${v1Of(delivery)}` })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, signature: `t=1,${delivery.signature}` })).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('refuses it verified with another endpoint’s secret', () => {
    expect(verify(delivery, 'whsec_another_workspace')).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a tampered body: another amount, re-serialised JSON, an empty body', () => {
    const text = delivery.body.toString('utf8');
    expect(text).toContain('"amount_total":50000');
    expect(verify({ ...delivery, body: Buffer.from(text.replace('"amount_total":50000', '"amount_total":50001')) })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, body: Buffer.from(JSON.stringify(JSON.parse(text), null, 2)) })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, body: Buffer.alloc(0) })).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a changed timestamp or a hash that is not the one, and accepts any one right v1 among several', () => {
    expect(verify({ ...delivery, signature: `t=${tOf(delivery) + 1},v1=${v1Of(delivery)}` })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, signature: `t=${tOf(delivery)},v1=${'0'.repeat(64)}` })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, signature: `t=${tOf(delivery)},v1=${'0'.repeat(64)},v1=${v1Of(delivery)}` }).ok).toBe(true);
  });

  it('refuses a genuine delivery that arrives after the tolerance, or signed too far in the future', () => {
    const later = new Date(delivery.at.getTime() + (TOLERANCE + 2) * 1000);
    expect(verify(delivery, stripe.webhookSecret, later)).toEqual({ ok: false, reason: 'stale' });
    const earlier = new Date(delivery.at.getTime() - (TOLERANCE + 2) * 1000);
    expect(verify(delivery, stripe.webhookSecret, earlier)).toEqual({ ok: false, reason: 'stale' });
    const within = new Date(delivery.at.getTime() + (TOLERANCE - 5) * 1000);
    expect(verify(delivery, stripe.webhookSecret, within).ok).toBe(true);
    // A forged delivery that is also old is a bad signature first.
    expect(verify(delivery, 'whsec_another_workspace', later)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a correctly signed body that is not an event', () => {
    const now = new Date();
    for (const body of ['not json', '{"object":"event"}']) {
      expect(verifyStripeWebhook(Buffer.from(body), stripe.sign(body), stripe.webhookSecret, TOLERANCE, now)).toEqual({ ok: false, reason: 'not_an_event' });
    }
  });
});
