import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../test/mercadopago-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { leaksNothing } from '../../../test/tenants.ts';

// «Probar conexión» (connection-test.ts, decision 0067) against the local stand-ins, through the official SDKs.
let mp: MercadoPagoStandIn;
let stripe: StripeStandIn;
let closed = false;
const t = useTestApp(async () => {
  mp = await startMercadoPagoStandIn();
  stripe = await startStripeStandIn();
  return { MERCADOPAGO_API_URL: mp.url, STRIPE_API_URL: stripe.url };
});
afterAll(async () => {
  if (!closed) await Promise.all([mp.close(), stripe.close()]);
});

const WEBHOOK = 'mpwebhook0123456789abcdefSECRET';
const STRIPE_WEBHOOK = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
type Headers = Record<string, string>;
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/collections${url}`, headers });
const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/collections${url}`, headers, payload });

async function ownerWithMercadoPago(token: string, siteId: string | null, mode: 'test' | 'production' = 'test', currency = 'CLP') {
  const owner = await createOwner(t.db, { workspace: { defaultCurrency: currency } });
  const account = mp.addAccount(token, WEBHOOK);
  if (siteId) mp.users.set(token, { id: account.collectorId, site_id: siteId, email: 'carolina.nunez@estudio.cl', nickname: 'ESTUDIONUNEZ' });
  expect((await put('/mercadopago', owner.headers, { access_token: token, webhook_secret: WEBHOOK, mode })).statusCode).toBe(200);
  return owner;
}

async function ownerWithStripe(key: string, profile: { country: string; default_currency: string } | null, currency = 'CLP') {
  const owner = await createOwner(t.db, { workspace: { defaultCurrency: currency } });
  stripe.addAccount(key, STRIPE_WEBHOOK);
  if (profile) stripe.accountProfiles.set(key, { ...profile, email: 'pagos@estudio.cl', name: 'Estudio Núñez' });
  expect((await put('/stripe', owner.headers, { secret_key: key, webhook_secret: STRIPE_WEBHOOK })).statusCode).toBe(200);
  return owner;
}

describe('«Probar conexión» with Mercado Pago', () => {
  it('a Chilean account for a CLP workspace: ok, its country, currency, mode and masked e-mail; never the token', async () => {
    const token = 'APP_USR-1111111111111111-112233-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1001';
    const { headers } = await ownerWithMercadoPago(token, 'MLC', 'production');
    const res = await post('/mercadopago/test', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ok: true,
      message: 'Conexión correcta: cuenta de Mercado Pago de Chile, cobra en CLP (modo producción).',
      details: { country: 'Chile', currency: 'CLP', mode: 'production', account: 'ca***@estudio.cl' },
    });
    expect(leaksNothing(res.body, [token, WEBHOOK, 'carolina.nunez'])).toBe(true);
    // The SDK asked with the workspace's own token.
    expect(mp.requests.at(-1)).toMatchObject({ method: 'GET', path: '/users/me', authorization: `Bearer ${token}` });
  });

  it('an Argentine account for a CLP workspace says so in Spanish', async () => {
    const { headers } = await ownerWithMercadoPago('APP_USR-2222222222222222-112233-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-1002', 'MLA');
    const data = (await post('/mercadopago/test', headers)).json().data;
    expect(data).toMatchObject({ ok: false, message: 'Esta cuenta de Mercado Pago es de Argentina y cobra en ARS; tu espacio cobra en CLP.', details: { country: 'Argentina', currency: 'ARS' } });
  });

  it('a TEST- token saved as production is refused: it would never charge real money', async () => {
    const { headers } = await ownerWithMercadoPago('TEST-3333333333333333-112233-cccccccccccccccccccccccccccccccc-1003', 'MLC', 'production');
    expect((await post('/mercadopago/test', headers)).json().data).toMatchObject({
      ok: false,
      message: 'Elegiste el modo producción, pero este access token es de prueba (empieza con TEST-): ingresa el access token de producción.',
    });
  });

  it('a token Mercado Pago does not know: ok false, in Spanish, not an error', async () => {
    const owner = await createOwner(t.db, { workspace: { defaultCurrency: 'CLP' } });
    await put('/mercadopago', owner.headers, { access_token: 'APP_USR-unknown-token-4444', webhook_secret: WEBHOOK, mode: 'test' });
    const res = await post('/mercadopago/test', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: false, message: 'Mercado Pago no acepta este access token: revisa que esté completo y vigente (Tus integraciones › Credenciales).', details: null });
  });
});

describe('«Probar conexión» with Stripe', () => {
  it('a Chilean account for a CLP workspace: ok, test mode from the key; never the key', async () => {
    const key = 'sk_test_51AbCdEfGhIjKlMnOpQrStUvWx1111';
    const { headers } = await ownerWithStripe(key, { country: 'CL', default_currency: 'clp' });
    const res = await post('/stripe/test', headers);
    expect(res.json().data).toEqual({
      ok: true,
      message: 'Conexión correcta con tu cuenta de Stripe de Chile (modo prueba).',
      details: { country: 'Chile', currency: 'CLP', mode: 'test', account: 'Estudio Núñez' },
    });
    expect(leaksNothing(res.body, [key, STRIPE_WEBHOOK])).toBe(true);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/account', authorization: `Bearer ${key}` });
  });

  it('a US account for a CLP workspace still charges CLP, and says where it pays out', async () => {
    const { headers } = await ownerWithStripe('sk_live_51AbCdEfGhIjKlMnOpQrStUvWx2222', { country: 'US', default_currency: 'usd' });
    expect((await post('/stripe/test', headers)).json().data).toMatchObject({
      ok: true,
      message: 'Conexión correcta con tu cuenta de Stripe de Estados Unidos (modo producción). Cobra en CLP y te deposita en USD, la moneda de tu cuenta.',
      details: { country: 'Estados Unidos', currency: 'USD', mode: 'production' },
    });
  });

  it('a key Stripe does not know: «La clave secreta de Stripe no es válida.»', async () => {
    const owner = await createOwner(t.db);
    await put('/stripe', owner.headers, { secret_key: 'sk_test_51NotAKeyStripeKnows0000', webhook_secret: STRIPE_WEBHOOK });
    expect((await post('/stripe/test', owner.headers)).json().data).toEqual({ ok: false, message: 'La clave secreta de Stripe no es válida.', details: null });
  });
});

describe('«Probar conexión»: who may, and what is not there', () => {
  it('401 without a session; 422 in Spanish when not connected; a member 403; an admin may', async () => {
    expectError(await post('/mercadopago/test', {}), 401, 'UNAUTHENTICATED');
    expectError(await post('/stripe/test', {}), 401, 'UNAUTHENTICATED');
    const bare = await createOwner(t.db);
    expectError(await post('/mercadopago/test', bare.headers), 422, 'VALIDATION_ERROR', {
      field: 'mercadopago',
      message: 'Mercado Pago no está conectado: guarda sus credenciales antes de probar la conexión.',
    });
    expectError(await post('/stripe/test', bare.headers), 422, 'VALIDATION_ERROR', { field: 'stripe', message: 'Stripe no está conectado: guarda sus credenciales antes de probar la conexión.' });

    const owner = await ownerWithStripe('sk_test_51AbCdEfGhIjKlMnOpQrStUvWx5555', null);
    const member = await createMember(t.db, owner.workspace.id, 'member', { password: null });
    expectError(await post('/stripe/test', bearer(member.token)), 403, 'FORBIDDEN');
    const admin = await createMember(t.db, owner.workspace.id, 'admin', { password: null });
    expect((await post('/stripe/test', bearer(admin.token))).json().data.ok).toBe(true);
  });

  it('a provider that does not answer: «No pudimos contactar…», never a 5xx', async () => {
    const a = await ownerWithMercadoPago('APP_USR-6666666666666666-112233-dddddddddddddddddddddddddddddddd-1006', 'MLC');
    const b = await ownerWithStripe('sk_test_51AbCdEfGhIjKlMnOpQrStUvWx6666', null);
    // Answering with its own 500 (the SDKs retry once, then give up).
    mp.failWith = 500;
    stripe.failWith = 500;
    expect((await post('/mercadopago/test', a.headers)).json().data.message).toBe('No pudimos contactar a Mercado Pago. Inténtalo de nuevo en unos minutos.');
    expect((await post('/stripe/test', b.headers)).json().data.message).toBe('No pudimos contactar a Stripe. Inténtalo de nuevo en unos minutos.');
    // Not there at all.
    closed = true;
    await Promise.all([mp.close(), stripe.close()]);
    const mpRes = await post('/mercadopago/test', a.headers);
    expect(mpRes.statusCode).toBe(200);
    expect(mpRes.json().data).toEqual({ ok: false, message: 'No pudimos contactar a Mercado Pago. Inténtalo de nuevo en unos minutos.', details: null });
    const stripeRes = await post('/stripe/test', b.headers);
    expect(stripeRes.statusCode).toBe(200);
    expect(stripeRes.json().data).toEqual({ ok: false, message: 'No pudimos contactar a Stripe. Inténtalo de nuevo en unos minutos.', details: null });
  });
});
