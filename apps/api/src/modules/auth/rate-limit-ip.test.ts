import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const PER_IP = 5;
const email = () => `ip.${randomBytes(4).toString('hex')}@ejemplo.test`;

describe('per-IP rate limits (AUTH_RATE_LIMIT_PER_IP=5)', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: String(PER_IP) });

  const actions: { name: string; url: string; body: () => object; ok: number[] }[] = [
    { name: 'login', url: '/api/auth/login', body: () => ({ email: email(), password: 'no-es-la-clave-1' }), ok: [422] },
    { name: 'register/check', url: '/api/auth/register/check', body: () => ({ email: email() }), ok: [200] },
    { name: 'password/email', url: '/api/auth/password/email', body: () => ({ email: email() }), ok: [200] },
    { name: 'password/reset', url: '/api/auth/password/reset', body: () => ({ token: 'x'.repeat(43), email: email(), password: 'lampara-nube-tortuga-77', password_confirmation: 'lampara-nube-tortuga-77' }), ok: [422] },
    { name: 'verify/resend', url: '/api/auth/verify/resend', body: () => ({ email: email() }), ok: [200] },
    { name: 'verify', url: '/api/auth/verify', body: () => ({ token: 'x'.repeat(43) }), ok: [422] },
  ];

  actions.forEach((action, i) => {
    it(`${action.name}: a 6th attempt from one address is refused, whatever the account; other addresses still pass`, async () => {
      const ip = `192.0.2.${i + 1}`;
      const send = (remoteAddress: string) => t.app.inject({ method: 'POST', url: action.url, payload: action.body(), remoteAddress });
      for (let k = 0; k < PER_IP; k++) {
        const res = await send(ip);
        expect(action.ok, `attempt ${k + 1}: ${res.body}`).toContain(res.statusCode);
      }
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expect(action.ok).toContain((await send(`198.51.100.${i + 1}`)).statusCode);
    });
  });

  it('limits on one action do not spill into another', async () => {
    const ip = '203.0.113.9';
    for (let k = 0; k < PER_IP + 1; k++) await t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email: email() }, remoteAddress: ip });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email(), password: 'no-es-la-clave-1' }, remoteAddress: ip });
    expectError(res, 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
  });
});
