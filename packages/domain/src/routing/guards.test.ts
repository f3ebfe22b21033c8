import { describe, expect, it } from 'vitest';
import { authGuard, checkSubscriptionGuard, guestGuard, loginRedirect, safeReturnPath } from './guards.ts';

const ready = { workspace: { default_currency: 'USD' }, subscription: { status: 'active' } };

describe('auth guard', () => {
  it('sends visitors without a token to login with the return path', () => {
    expect(authGuard({ hasToken: false }, '/settings')).toBe('/login?r=%2Fsettings');
    expect(loginRedirect('/clients?page=2#clientes')).toBe('/login?r=%2Fclients%3Fpage%3D2%23clientes');
  });
  it('lets a token through', () => {
    expect(authGuard({ hasToken: true }, '/settings')).toBeNull();
  });
});

describe('guest guard', () => {
  it('sends signed-in users to the dashboard', () => {
    expect(guestGuard({ hasToken: true })).toBe('/dashboard');
    expect(guestGuard({ hasToken: false })).toBeNull();
  });
});

describe('checkSubscription guard', () => {
  it('sends an account without workspace to the survey and without currency to config', () => {
    expect(checkSubscriptionGuard({ hasToken: true, account: { workspace: null, subscription: null } }, '/dashboard')).toBe('/register/survey');
    expect(
      checkSubscriptionGuard({ hasToken: true, account: { workspace: { default_currency: null }, subscription: { status: 'active' } } }, '/settings'),
    ).toBe('/register/config');
  });
  it('lets a set-up workspace through', () => {
    expect(checkSubscriptionGuard({ hasToken: true, account: ready }, '/dashboard')).toBeNull();
  });
  it('lets a lapsed subscription read its data (decision 0019: free limits, no lock-out)', () => {
    for (const status of ['canceled', 'unpaid', 'past_due', 'incomplete']) {
      expect(checkSubscriptionGuard({ hasToken: true, account: { ...ready, subscription: { status } } }, '/proposals')).toBeNull();
    }
  });
  it('does not check billing, login, register, superadmin, /c/ and /p/', () => {
    const unset = { hasToken: true, account: { workspace: null, subscription: null } };
    for (const path of ['/billing', '/login', '/register/survey', '/superadmin', '/c/dashboard', '/p/abc']) {
      expect(checkSubscriptionGuard(unset, path)).toBeNull();
    }
  });
});

describe('safe return path', () => {
  it('keeps in-app paths', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/clients?page=2')).toBe('/clients?page=2');
  });
  it('refuses other sites and auth pages', () => {
    for (const bad of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/login', '/register/verify', null, '']) {
      expect(safeReturnPath(bad)).toBe('/dashboard');
    }
  });
});
