import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setSession } from '../auth/token-storage.ts';
import type { User } from '../auth/types.ts';
import { getRegisterSession } from '../register-session.ts';
import { finishResubscribe, isResubscribeAnswer, resubscribeSession, startResubscribe } from './resubscribe.ts';

const user: User = { id: 'u1', name: 'Ana', firstName: 'Ana', email: 'ana@example.com', avatar: null, is_god: false, register_token: null };
const token = { access_token: 'tok-123', token_type: 'Bearer', expires_at: '2026-12-26T00:00:00.000Z' };

describe('login resubscribe (SPEC §4, decision 0019)', () => {
  beforeEach(() => localStorage.clear());

  it('recognises the resubscribe answer only with its handler, redirect_url and token', () => {
    expect(isResubscribeAnswer({ handler: 'resubscribe', redirect_url: '/checkout/plans', token, user })).toBe(true);
    expect(isResubscribeAnswer({ handler: 'redirect_dashboard', token, user })).toBe(false);
    expect(isResubscribeAnswer({ redirect_url: '/register/verify', token: null, user })).toBe(false);
  });

  it('clears stored auth, keeps the token in a register session of type resubscribe and goes to redirect_url', () => {
    setSession('old-token', 'password');
    const to = startResubscribe({ handler: 'resubscribe', redirect_url: '/checkout/plans', token, user, workspace: { id: 'w1', name: 'Estudio Ana' } });
    expect(to).toBe('/checkout/plans');
    expect(getToken()).toBeNull();
    expect(getRegisterSession()).toMatchObject({ type: 'resubscribe', token: 'tok-123', email: 'ana@example.com', workspace_id: 'w1', step: 'plan' });
    expect(resubscribeSession()?.token).toBe('tok-123');
  });

  it('never sends the browser outside the app', () => {
    expect(startResubscribe({ handler: 'resubscribe', redirect_url: 'https://evil.example/x', token, user })).toBe('/dashboard');
  });

  it('finishing stores the token as the session and forgets the register session', () => {
    startResubscribe({ handler: 'resubscribe', redirect_url: '/checkout/plans', token, user });
    expect(finishResubscribe()).toBe(true);
    expect(getToken()).toBe('tok-123');
    expect(getRegisterSession()).toBeNull();
    expect(finishResubscribe()).toBe(false);
  });
});
