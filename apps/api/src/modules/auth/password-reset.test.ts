import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { emailOutbox, oneTimeTokens, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';

const NEW_PASSWORD = 'lampara-nube-tortuga-77';
const SENT = { success: true, message: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.' };
const LINK_INVALID = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';

describe('forgot / reset password through the emailed link', () => {
  const t = useTestApp();
  const mail = useMailSink(t);

  const post = (url: string, payload: object, headers?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
  const forgot = (email: string) => post('/api/auth/password/email', { email });
  const reset = (token: string, email: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/auth/password/reset', { token, email, password, password_confirmation: confirmation });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  /** Asks for a reset and reads the link from the message the SMTP server received. */
  async function resetLink(email: string) {
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const message = await mail.lastTo(email);
    expect(message.subject).toBe('Restablece tu contraseña de Trato');
    const link = linkIn(message, '/auth/reset');
    expect(link.origin).toBe('http://trato.test');
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')!, message };
  }

  it('resets once: the new password works, the old one stops, existing sessions are revoked', async () => {
    const user = await createUser(t.db, { name: 'Rosa Díaz' });
    const session = await tokenFor(t.db, user.id);
    const link = await resetLink(user.email);
    expect(link.email).toBe(user.email);
    expect(link.message.text).toContain('Hola Rosa Díaz');

    const res = await reset(link.token, link.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' });

    expect((await login(user.email, NEW_PASSWORD)).json().token.access_token).toEqual(expect.any(String));
    expectError(await login(user.email, DEFAULT_PASSWORD), 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
    expectError(await post('/api/auth/user', {}, bearer(session)), 401, 'UNAUTHENTICATED');

    // The link works once.
    expectError(await reset(link.token, link.email, 'otra-clave-distinta-9'), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db, { password: 'clave-antigua-segura-1' });
    const link = await resetLink(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeTokens.tokenHash, sha256(link.token)));
    expectError(await reset(link.token, link.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(user.email, 'clave-antigua-segura-1')).statusCode).toBe(200);
  });

  it('refuses a link used with another email, and still works with the right one', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const link = await resetLink(user.email);
    expectError(await reset(link.token, other.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(422);
    expect((await reset(link.token, user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('a newer link makes the older one useless', async () => {
    const user = await createUser(t.db);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(second.token).not.toBe(first.token);
    expectError(await reset(first.token, user.email), 422, 'VALIDATION_ERROR', { field: 'token' });
    expect((await reset(second.token, user.email)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation without spending the link', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user.email);
    expectError(await reset(link.token, user.email, 'corta'), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'La contraseña debe tener al menos 10 caracteres.',
    });
    expectError(await reset(link.token, user.email, 'contraseña123'), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'Esta contraseña es demasiado común. Elige otra.',
    });
    expectError(await reset(link.token, user.email, NEW_PASSWORD, `${NEW_PASSWORD}x`), 422, 'VALIDATION_ERROR', {
      field: 'password_confirmation',
      message: 'Las contraseñas no coinciden.',
    });
    expect((await reset(link.token, user.email)).statusCode).toBe(200);
  });

  it('refuses garbage tokens', async () => {
    const user = await createUser(t.db);
    expectError(await reset('no-es-un-token', user.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expectError(await post('/api/auth/password/reset', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', {
      field: 'token',
    });
  });

  it('does not tell whether an account exists: an unknown email gets the same answer and no email', async () => {
    const before = await t.db.select().from(emailOutbox);
    const res = await forgot('desconocido@ejemplo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
    expect(await mail.deliver('desconocido@ejemplo.test')).toHaveLength(0);
  });

  it('following the link also verifies an account that had not confirmed its email', async () => {
    const user = await createUser(t.db, { emailVerifiedAt: null });
    const link = await resetLink(user.email);
    expect((await reset(link.token, user.email)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await login(user.email, NEW_PASSWORD)).json().token).toBeDefined();
  });

  it('keeps only a hash of the reset token', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user.email);
    const rows = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, 'password_reset')));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });
});
