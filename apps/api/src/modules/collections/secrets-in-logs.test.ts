import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { traceLoggedApp } from '../../../test/trace-logged-app.ts';

// Decision 0067: a provider's secrets never reach a log line, at the most talkative level, whether
// the request is accepted or refused, nor when something logs the body whole.
const t = useTestApp();
let lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  ({ app, lines } = await traceLoggedApp(t));
});
afterAll(() => app?.close());

const TOKEN = 'APP_USR-9988776655443322-logtest-00112233445566778899aabb-4321';
const HOOK = 'webhooksecretfortheloggertest01';
const STRIPE = 'sk_test_51LogTestKeyAbCdEfGhIjKl0987';

describe('provider secrets and the log', () => {
  it('saving, refusing and reading credentials logs the requests and no secret', async () => {
    const { headers } = await createOwner(t.db);
    const put = (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api/v1/collections/${url}`, headers, payload });
    expect((await put('mercadopago', { access_token: TOKEN, webhook_secret: HOOK, mode: 'test' })).statusCode).toBe(200);
    expect((await put('mercadopago', { access_token: `x${TOKEN}`, webhook_secret: HOOK, mode: 'test' })).statusCode).toBe(422);
    expect((await put('stripe', { secret_key: STRIPE, webhook_secret: 'whsec_short' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/v1/collections', headers })).statusCode).toBe(200);
    // Something logging a body whole (a future handler, a debugging line) still hides them.
    app.log.info({ body: { access_token: TOKEN, webhook_secret: HOOK }, nested: { provider: { secret_key: STRIPE } } }, 'a body logged whole');

    expect(lines.some((l) => l.includes('/api/v1/collections/mercadopago'))).toBe(true);
    expect(lines.some((l) => l.includes('a body logged whole') && l.includes('[oculto]'))).toBe(true);
    const log = lines.join('\n');
    for (const secret of [TOKEN, HOOK, STRIPE, headers.authorization.slice('Bearer '.length)]) expect(log).not.toContain(secret);
  });
});
