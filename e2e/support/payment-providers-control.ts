import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../apps/api/test/mercadopago-stand-in.ts';
import { readBody } from '../../apps/api/test/stand-in-http.ts';
import { startStripeStandIn, type StripeStandIn } from '../../apps/api/test/stripe-stand-in.ts';

/**
 * The payment providers of the shared journey server (issue 31 §4): the same Mercado Pago and Stripe
 * stand-ins the API tests use, as real HTTP servers the server's official SDKs reach through
 * MERCADOPAGO_API_URL / STRIPE_API_URL. They live in the global setup's process; a journey (another
 * process) opens its own accounts through a small control server on 127.0.0.1, so two journeys never
 * share an account, a webhook secret or a webhook endpoint:
 *   POST /mercadopago/accounts            → { accessToken, webhookSecret }
 *   POST /stripe/accounts {webhookUrl?}   → { secretKey, webhookSecret }
 *   POST /stripe/webhook-url {secretKey, webhookUrl}  (Stripe sends events to the endpoint the account registered)
 */
export type PaymentProviders = { mercadoPagoUrl: string; stripeUrl: string; controlUrl: string; close: () => Promise<void> };

const token = () => randomBytes(12).toString('hex');

function control(mp: MercadoPagoStandIn, stripe: StripeStandIn): Server {
  return createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void readBody(req)
      .then((raw) => {
        const body = (raw ? JSON.parse(raw) : {}) as { webhookUrl?: string; secretKey?: string };
        if (req.method !== 'POST') return answer(405, { error: 'POST only' });
        if (req.url === '/mercadopago/accounts') {
          const account = mp.addAccount(`TEST-${token()}`, `mp-whsec-${token()}`);
          return answer(200, { accessToken: account.accessToken, webhookSecret: account.webhookSecret });
        }
        if (req.url === '/stripe/accounts') {
          const account = stripe.addAccount(`sk_test_${token()}`, `whsec_${token()}`, body.webhookUrl ?? null);
          return answer(200, { secretKey: account.secretKey, webhookSecret: account.webhookSecret });
        }
        if (req.url === '/stripe/webhook-url' && body.secretKey && body.webhookUrl) {
          stripe.setWebhookUrl(body.secretKey, body.webhookUrl);
          return answer(200, { ok: true });
        }
        return answer(404, { error: 'unknown control request' });
      })
      .catch((error: unknown) => answer(400, { error: String(error) }));
  });
}

export async function startPaymentProviders(): Promise<PaymentProviders> {
  const mp = await startMercadoPagoStandIn();
  const stripe = await startStripeStandIn();
  const server = control(mp, stripe);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    mercadoPagoUrl: mp.url,
    stripeUrl: stripe.url,
    controlUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([mp.close(), stripe.close()]);
    },
  };
}
