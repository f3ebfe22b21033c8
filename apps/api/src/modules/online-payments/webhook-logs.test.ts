import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../test/mercadopago-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { traceLoggedApp } from '../../../test/trace-logged-app.ts';

// Decision 0070: a refused or failing payment webhook logs the workspace, the provider and the
// reason, at the most talkative level, and never a secret, a signature or the provider's token.
const t = useTestApp();
let lines: string[] = [];
let app: FastifyInstance;
let mp: MercadoPagoStandIn;
let stripe: StripeStandIn;

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  stripe = await startStripeStandIn();
  ({ app, lines } = await traceLoggedApp(t, { MERCADOPAGO_API_URL: mp.url, STRIPE_API_URL: stripe.url }));
});
afterAll(async () => {
  await app?.close();
  await mp?.close();
  await stripe?.close();
});

const TOKEN = 'TEST-9988776655443322-logtest-00112233445566778899aabb-4321';
const HOOK = 'webhooksecretfortheloggertest01';
const STRIPE_KEY = 'sk_test_51LogTestKeyAbCdEfGhIjKl0987';
const STRIPE_HOOK = 'whsec_LogTestSigningSecret0123456789';

describe('payment webhooks and the log', () => {
  it('refusals and a provider failure log the reason and no secret', async () => {
    const { headers, workspace } = await createOwner(t.db);
    const put = (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api/v1/collections/${url}`, headers, payload });
    expect((await put('mercadopago', { access_token: TOKEN, webhook_secret: HOOK, mode: 'test' })).statusCode).toBe(200);
    expect((await put('stripe', { secret_key: STRIPE_KEY, webhook_secret: STRIPE_HOOK })).statusCode).toBe(200);
    mp.addAccount(TOKEN, HOOK);
    stripe.addAccount(STRIPE_KEY, STRIPE_HOOK);
    const url = `/api/v1/webhooks/mercadopago/${workspace.id}?data.id=123&type=payment`;
    const ts = Math.floor(Date.now() / 1000);
    const signature = mp.sign({ dataId: '123', requestId: 'req-log', ts, secret: HOOK });
    const deliver = (sig: string) => app.inject({ method: 'POST', url, headers: { 'x-signature': sig, 'x-request-id': 'req-log', 'content-type': 'application/json' }, payload: { data: { id: '123' } } });

    expect((await deliver(mp.sign({ dataId: '123', requestId: 'req-log', ts, secret: 'not-the-secret-0000' }))).statusCode).toBe(401);
    // The provider fails while the payment is read back with the workspace's token.
    mp.failWith = 500;
    expect((await deliver(signature)).statusCode).toBeGreaterThanOrEqual(500);
    mp.failWith = null;
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', object: 'checkout.session' } } });
    stripe.failWith = 500;
    const stripeRes = await app.inject({ method: 'POST', url: `/api/v1/webhooks/stripe/${workspace.id}`, headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body, STRIPE_HOOK) }, payload: body });
    stripe.failWith = null;
    expect(stripeRes.statusCode).toBeGreaterThanOrEqual(500);

    expect(lines.some((l) => l.includes('payment webhook refused') && l.includes('bad_signature') && l.includes(workspace.id))).toBe(true);
    const log = lines.join('\n');
    for (const secret of [TOKEN, HOOK, STRIPE_KEY, STRIPE_HOOK, signature.split('v1=')[1]!]) expect(log).not.toContain(secret);
  });
});
