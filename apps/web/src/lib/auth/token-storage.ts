import { readString, removeKey, STORAGE_KEYS, writeString } from '../storage.ts';
import type { AuthStrategy } from './types.ts';

/** The provider's bearer token and how it was obtained, kept in localStorage (SPEC §6). */
export function getToken(): string | null {
  return readString(STORAGE_KEYS.token);
}

export function hasToken(): boolean {
  return !!getToken();
}

export function setSession(token: string, strategy: AuthStrategy): void {
  writeString(STORAGE_KEYS.token, token);
  writeString(STORAGE_KEYS.strategy, strategy);
}

export function getStrategy(): AuthStrategy | null {
  const value = readString(STORAGE_KEYS.strategy);
  return value === 'password' || value === 'google' ? value : null;
}

/** Forgets the signed-in user: token, strategy and cached user. */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.strategy);
  removeKey(STORAGE_KEYS.user);
}
