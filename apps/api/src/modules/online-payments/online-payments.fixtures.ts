import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../test/mercadopago-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { api, portalWithPlan, setPlanCurrency } from '../payments/payments.fixtures.ts';

/**
 * A test app whose official SDKs reach both payment stand-ins (real HTTP servers), listening on a
 * port so the stand-ins' signed webhooks come back to it; the stand-ins close after the file. Read
 * `mp`, `stripe` and `base` inside tests (they are set in beforeAll).
 */
export function useAppWithProviders(): { t: TestApp; readonly mp: MercadoPagoStandIn; readonly stripe: StripeStandIn; readonly base: string } {
  const state = { mp: null as unknown as MercadoPagoStandIn, stripe: null as unknown as StripeStandIn, base: '' };
  const t = useTestApp(async () => {
    state.mp = await startMercadoPagoStandIn();
    state.stripe = await startStripeStandIn();
    return { MERCADOPAGO_API_URL: state.mp.url, STRIPE_API_URL: state.stripe.url };
  });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    state.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await state.mp?.close();
    await state.stripe?.close();
  });
  return {
    t,
    get mp() {
      return state.mp;
    },
    get stripe() {
      return state.stripe;
    },
    get base() {
      return state.base;
    },
  };
}

let seq = 0;

/**
 * Connects a workspace, through «Cobros», to its own new stand-in account of the provider; Stripe's
 * events go to the workspace's webhook address. The account's token and webhook secret.
 */
export async function connectProvider(app: ReturnType<typeof useAppWithProviders>, owner: { headers: Record<string, string>; workspace: { id: string } }, provider: 'mercadopago' | 'stripe') {
  const n = `${Date.now().toString(36)}f${(++seq).toString(36)}`.padEnd(24, 'x');
  const token = provider === 'mercadopago' ? `TEST-${n}` : `sk_test_${n}`;
  const secret = provider === 'mercadopago' ? `mpsecret${n}` : `whsec_${n}`;
  const body = provider === 'mercadopago' ? { access_token: token, webhook_secret: secret, mode: 'test' } : { secret_key: token, webhook_secret: secret };
  const res = await api(app.t).put(owner.headers, `/api/v1/collections/${provider}`, body);
  expect(res.statusCode, res.body).toBe(200);
  if (provider === 'mercadopago') app.mp.addAccount(token, secret);
  else app.stripe.addAccount(token, secret, `${app.base}/api/v1/webhooks/stripe/${owner.workspace.id}`);
  return { token, secret };
}

/** A portal in ARS (Mercado Pago) or USD (Stripe) whose workspace is connected to its own new stand-in account. */
export async function connectedPortal(app: ReturnType<typeof useAppWithProviders>, provider: 'mercadopago' | 'stripe') {
  const { t } = app;
  const p = await portalWithPlan(t);
  await setPlanCurrency(t, p.project.id as string, provider === 'mercadopago' ? 'ARS' : 'USD');
  return { ...p, ...(await connectProvider(app, p.owner, provider)) };
}
