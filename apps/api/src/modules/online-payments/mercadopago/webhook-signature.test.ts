import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from '../../../../test/mercadopago-stand-in.ts';
import { mercadoPagoClient } from './client.ts';
import { createPreference } from './preference.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/**
 * The verifier against deliveries the stand-in really sends (signed from Mercado Pago's documentation,
 * independently of the verifier), and against every way a forger or a replay can change one.
 */
type Delivery = { headers: Record<string, string | string[] | undefined>; query: Record<string, string>; at: Date };

let mp: MercadoPagoStandIn;
const received: { url: string; headers: IncomingHttpHeaders; at: Date }[] = [];
const receiver = createServer((req, res) => {
  received.push({ url: req.url ?? '', headers: req.headers, at: new Date() });
  req.resume();
  req.on('end', () => res.writeHead(200).end());
});
let delivery: Delivery;
const TOLERANCE = 300;

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const trato = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const client = mercadoPagoClient(mp.accessToken, mp.url);
  const preference = await createPreference(
    client,
    { externalReference: 'trato-payment-1', title: 'Anticipo', currency: 'CLP', amount: '50000.00' },
    { notificationUrl: `${trato}/webhook`, success: `${trato}/ok`, pending: `${trato}/pendiente`, failure: `${trato}/error` },
  );
  await mp.checkout(preference.id, 'approved');
  const last = received.at(-1)!;
  delivery = { headers: last.headers, query: Object.fromEntries(new URL(last.url, trato).searchParams), at: last.at };
});
afterAll(async () => {
  await Promise.all([mp?.close(), new Promise((resolve) => receiver.close(resolve))]);
});

const verify = (d: Delivery, secret = mp.webhookSecret, now = d.at) => verifyWebhookSignature(d.headers, d.query, secret, now, TOLERANCE);
const tsOf = (d: Delivery) => Number(/ts=(\d+)/.exec(String(d.headers['x-signature']))![1]);

describe('Mercado Pago webhook signature', () => {
  it('accepts the delivery Mercado Pago (the stand-in) signed, and says which payment and request it names', () => {
    const result = verify(delivery);
    expect(result).toEqual({ ok: true, dataId: delivery.query['data.id'], requestId: delivery.headers['x-request-id'], signedAt: new Date(tsOf(delivery) * 1000) });
  });

  it('refuses a delivery without x-signature, or without its ts or v1, as unsigned', () => {
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': undefined } })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': '' } })).toEqual({ ok: false, reason: 'unsigned' });
    const [ts, v1] = String(delivery.headers['x-signature']).split(',');
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': ts } })).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': v1 } })).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('refuses it verified with another integration’s secret', () => {
    expect(verify(delivery, 'another-integrations-secret')).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses it with another payment’s id in the query string (what the signature covers, not the body)', () => {
    const id = String(Number(delivery.query['data.id']) + 1);
    expect(verify({ ...delivery, query: { ...delivery.query, 'data.id': id } })).toEqual({ ok: false, reason: 'bad_signature' });
    const { 'data.id': _dropped, ...withoutId } = delivery.query;
    expect(verify({ ...delivery, query: withoutId })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, query: { ...delivery.query, 'data.id': [delivery.query['data.id'], id] as unknown as string } })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses it replayed under another request id', () => {
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-request-id': 'c0ffee00-0000-4000-8000-000000000000' } })).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses it with a changed timestamp or a hash that is not one', () => {
    const [, v1] = String(delivery.headers['x-signature']).split(',');
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': `ts=${tsOf(delivery) + 1},${v1}` } })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'x-signature': `ts=${tsOf(delivery)},v1=zz` } })).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a genuine delivery that arrives after the tolerance, or signed too far in the future', () => {
    const later = new Date(delivery.at.getTime() + (TOLERANCE + 1) * 1000);
    expect(verify(delivery, mp.webhookSecret, later)).toEqual({ ok: false, reason: 'stale_timestamp' });
    const earlier = new Date(delivery.at.getTime() - (TOLERANCE + 1) * 1000);
    expect(verify(delivery, mp.webhookSecret, earlier)).toEqual({ ok: false, reason: 'stale_timestamp' });
    const within = new Date(delivery.at.getTime() + (TOLERANCE - 5) * 1000);
    expect(verify(delivery, mp.webhookSecret, within).ok).toBe(true);
  });

  it('follows the documented manifest: absent parts are left out, an alphanumeric id is lower-cased, ts may be in milliseconds', () => {
    const now = new Date();
    const ts = Math.floor(now.getTime() / 1000);
    const bare = mp.sign({ dataId: null, requestId: null, ts, secret: mp.webhookSecret });
    expect(verifyWebhookSignature({ 'x-signature': bare }, {}, mp.webhookSecret, now, TOLERANCE)).toMatchObject({ ok: true, dataId: null, requestId: null });

    const order = mp.sign({ dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', requestId: 'req-1', ts, secret: mp.webhookSecret });
    expect(verifyWebhookSignature({ 'x-signature': order, 'x-request-id': 'req-1' }, { 'data.id': 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3' }, mp.webhookSecret, now, TOLERANCE)).toMatchObject({
      ok: true,
      dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3',
    });
    // Signed over the lower-cased id: the same id signed as received (upper case) is not Mercado Pago's signature.
    const asReceived = `ts=${ts},v1=${createHmac('sha256', mp.webhookSecret).update(`id:ORD01JQ4S4KY8HWQ6NA5PXB65B3D3;request-id:req-1;ts:${ts};`).digest('hex')}`;
    expect(verifyWebhookSignature({ 'x-signature': asReceived, 'x-request-id': 'req-1' }, { 'data.id': 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3' }, mp.webhookSecret, now, TOLERANCE)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });

    const millis = mp.sign({ dataId: '123', requestId: 'req-2', ts: now.getTime(), secret: mp.webhookSecret });
    expect(verifyWebhookSignature({ 'x-signature': millis, 'x-request-id': 'req-2' }, { 'data.id': '123' }, mp.webhookSecret, now, TOLERANCE)).toMatchObject({ ok: true, signedAt: now });
  });
});
