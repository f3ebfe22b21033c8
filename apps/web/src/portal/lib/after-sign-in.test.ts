import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeString } from '../../lib/storage.ts';
import { rememberPageAsked, takePageAsked } from './after-sign-in.ts';

describe('the page asked for before signing in', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('is opened once after signing in, then forgotten', () => {
    rememberPageAsked('/c/receipts/abc');
    expect(takePageAsked()).toBe('/c/receipts/abc');
    expect(takePageAsked()).toBeNull();
  });

  it('is forgotten after an hour', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    rememberPageAsked('/c/receipts/abc');
    vi.setSystemTime(new Date('2026-11-29T13:00:01Z'));
    expect(takePageAsked()).toBeNull();
  });

  it('never leads outside the portal, whatever was stored', () => {
    for (const path of ['https://evil.test/c/x', '//evil.test/c/x', '/dashboard']) {
      writeString(STORAGE_KEYS.portalNext, JSON.stringify({ path, at: Date.now() }));
      expect(takePageAsked(), path).toBeNull();
    }
    writeString(STORAGE_KEYS.portalNext, 'not json');
    expect(takePageAsked()).toBeNull();
  });
});
