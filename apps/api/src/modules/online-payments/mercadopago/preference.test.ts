import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MPAuthenticationError } from 'mercadopago';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from '../../../../test/mercadopago-stand-in.ts';
import { mercadoPagoClient } from './client.ts';
import { checkPaymentMatches } from './payment-check.ts';
import { readPayment } from './payment.ts';
import { AmountNotChargeableError, type CheckoutUrls, createPreference } from './preference.ts';

/**
 * The official SDK against the local stand-in (decision 0068): what Trato asks Mercado Pago for is
 * what arrives, a payment made on the hosted page reads back as made, and each client's calls go to
 * its own address.
 */
let mp: MercadoPagoStandIn;
let other: MercadoPagoStandIn;
// Stands for Trato: where the stand-in sends webhooks and back URLs.
const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body });
    res.writeHead(200).end();
  });
});
let trato = '';
let urls: CheckoutUrls;

beforeAll(async () => {
  [mp, other] = await Promise.all([startMercadoPagoStandIn(), startMercadoPagoStandIn()]);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  trato = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  urls = {
    notificationUrl: `${trato}/api/v1/webhooks/mercadopago/ws-1?source_news=webhooks`,
    success: `${trato}/pagar/resultado?r=ok`,
    pending: `${trato}/pagar/resultado?r=pendiente`,
    failure: `${trato}/pagar/resultado?r=error`,
  };
});
afterAll(async () => {
  await Promise.all([mp?.close(), other?.close(), new Promise((resolve) => receiver.close(resolve))]);
});

const advance = { externalReference: 'trato-payment-7f1c', title: 'Anticipo — Sitio web', currency: 'CLP', amount: '15000.00' };

describe('Mercado Pago preference through the official SDK', () => {
  it('sends the amount in whole pesos, the currency, the reference, the webhook and the back URLs, and answers the checkout address', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    const created = await createPreference(client, advance, urls);

    const request = mp.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/checkout/preferences/', authorization: `Bearer ${mp.accessToken}` });
    expect(request.body).toEqual({
      items: [{ id: 'trato-payment-7f1c', title: 'Anticipo — Sitio web', quantity: 1, currency_id: 'CLP', unit_price: 15000 }],
      external_reference: 'trato-payment-7f1c',
      notification_url: urls.notificationUrl,
      back_urls: { success: urls.success, pending: urls.pending, failure: urls.failure },
      auto_return: 'approved',
    });
    expect(created.id).toBe(mp.preferences.get(created.id)?.id);
    expect(created.initPoint).toBe(`${mp.url}/checkout/v1/redirect?pref_id=${created.id}`);
    expect(created.sandboxInitPoint).toContain(mp.url);

    const page = await fetch(created.initPoint);
    const html = await page.text();
    expect(html).toContain('15000 CLP');
    expect(html).toContain('>Pagar</button>');
    expect(html).toContain('>Rechazar</button>');
  });

  it('sends cents for a two-decimal currency', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    await createPreference(client, { ...advance, currency: 'USD', amount: '1234.56' }, urls);
    expect((mp.requests.at(-1)!.body as { items: unknown[] }).items[0]).toMatchObject({ currency_id: 'USD', unit_price: 1234.56 });
  });

  it('refuses a CLP amount with cents before calling Mercado Pago, instead of rounding what the client owes', async () => {
    const before = mp.requests.length;
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    await expect(createPreference(client, { ...advance, amount: '33333.33' }, urls)).rejects.toBeInstanceOf(AmountNotChargeableError);
    await expect(createPreference(client, { ...advance, amount: '0.00' }, urls)).rejects.toBeInstanceOf(AmountNotChargeableError);
    expect(mp.requests.length).toBe(before);
  });

  it('a wrong access token is Mercado Pago’s 401, as the SDK’s authentication error', async () => {
    const client = mercadoPagoClient('TEST-not-a-token', mp.url);
    await expect(createPreference(client, advance, urls)).rejects.toBeInstanceOf(MPAuthenticationError);
  });

  it('two clients at two addresses at the same time each reach their own', async () => {
    const [a, b] = [mercadoPagoClient(mp.accessToken, mp.url), mercadoPagoClient(other.accessToken, `${other.url}/`)];
    const [mpBefore, otherBefore] = [mp.requests.length, other.requests.length];
    const created = await Promise.all([createPreference(a, advance, urls), createPreference(b, advance, urls), createPreference(a, advance, urls)]);
    expect(mp.requests.length - mpBefore).toBe(2);
    expect(other.requests.length - otherBefore).toBe(1);
    expect(created[1].initPoint.startsWith(other.url)).toBe(true);
  });
});

describe('paying on the stand-in’s hosted page, and reading the payment back', () => {
  it('«Pagar» creates an approved payment, sends the signed webhook and returns to the success URL with the documented parameters', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    const created = await createPreference(client, advance, urls);
    const page = await fetch(created.initPoint);
    expect(page.status).toBe(200);

    const paid = await fetch(`${mp.url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: created.id, choice: 'approved' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${trato}/pagar/resultado`);
    expect(back.searchParams.get('r')).toBe('ok');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('collection_status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe('trato-payment-7f1c');
    expect(back.searchParams.get('preference_id')).toBe(created.id);
    const paymentId = back.searchParams.get('payment_id')!;
    expect(back.searchParams.get('collection_id')).toBe(paymentId);

    const webhook = received.at(-1)!;
    const query = new URL(webhook.url, trato).searchParams;
    expect(query.get('source_news')).toBe('webhooks');
    expect(query.get('data.id')).toBe(paymentId);
    expect(query.get('type')).toBe('payment');
    expect(webhook.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(webhook.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(webhook.body)).toMatchObject({ type: 'payment', action: 'payment.created', data: { id: paymentId } });

    const payment = await readPayment(client, paymentId);
    expect(payment).toMatchObject({ id: paymentId, status: 'approved', outcome: 'paid', amount: 15000, currency: 'CLP', externalReference: 'trato-payment-7f1c' });
    expect(payment!.approvedAt).toBeInstanceOf(Date);
    expect(checkPaymentMatches(advance, payment!)).toEqual({ ok: true });
    expect(mp.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${paymentId}`, authorization: `Bearer ${mp.accessToken}` });
  });

  it('a cash voucher is pending and a rejected card failed; neither returns on its own (auto_return is for approved payments)', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    const created = await createPreference(client, advance, urls);
    for (const [choice, outcome, r] of [['pending', 'pending', 'pendiente'], ['rejected', 'failed', 'error']] as const) {
      const res = await fetch(`${mp.url}/checkout/v1/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pref_id: created.id, choice }),
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      const link = /href="([^"]+)">Volver al sitio/.exec(await res.text())![1]!.replaceAll('&#38;', '&');
      const back = new URL(link);
      expect(back.searchParams.get('r')).toBe(r);
      expect(back.searchParams.get('status')).toBe(choice);
      expect((await readPayment(client, back.searchParams.get('payment_id')!))!.outcome).toBe(outcome);
    }
  });

  it('a refund or a chargeback reads as reversed', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    const { payment } = await mp.checkout((await createPreference(client, advance, urls)).id, 'approved');
    for (const status of ['refunded', 'charged_back']) {
      payment.status = status;
      expect(await readPayment(client, String(payment.id))).toMatchObject({ status, outcome: 'reversed' });
    }
  });

  it('a payment that does not exist, belongs to another account, or is not an id reads as none', async () => {
    const client = mercadoPagoClient(mp.accessToken, mp.url);
    const { payment } = await mp.checkout((await createPreference(client, advance, urls)).id, 'approved');
    expect(await readPayment(client, '999999999999')).toBeNull();

    const stranger = mp.addAccount('TEST-another-workspace', 'another-secret');
    expect(await readPayment(mercadoPagoClient(stranger.accessToken, mp.url), String(payment.id))).toBeNull();

    const before = mp.requests.length;
    expect(await readPayment(client, '../checkout/preferences')).toBeNull();
    expect(mp.requests.length).toBe(before);
  });
});
