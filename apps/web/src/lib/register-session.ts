import type { RegisterSession, RegisterStep } from '@trato/domain/auth/register-session';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

/**
 * The register session kept in localStorage while a sign-up is under way (SPEC §3). Besides the
 * domain shape it remembers the server's register token, which resumes an unverified sign-up.
 */
export type StoredRegisterSession = RegisterSession & { name?: string | null };

const STEPS: readonly RegisterStep[] = ['verify', 'confirm', 'survey', 'config', 'plan', 'welcome', 'done'];

export function parseRegisterSession(value: unknown): StoredRegisterSession | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.email !== 'string' || !STEPS.includes(v.step as RegisterStep)) return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  const session: StoredRegisterSession = {
    email: v.email,
    id: str(v.id),
    token: str(v.token),
    workspace_name: str(v.workspace_name),
    workspace_id: str(v.workspace_id),
    step: v.step as RegisterStep,
    register_token: str(v.register_token),
    name: str(v.name),
  };
  if (v.type === 'resubscribe') session.type = 'resubscribe';
  if (v.strategy === 'password' || v.strategy === 'google') session.strategy = v.strategy;
  return session;
}

export function getRegisterSession(): StoredRegisterSession | null {
  return parseRegisterSession(readJson(STORAGE_KEYS.registerSession));
}

export function saveRegisterSession(session: StoredRegisterSession): void {
  writeJson(STORAGE_KEYS.registerSession, session);
}

/** Merges changes into the stored session (no-op when there is none and no email is given). */
export function updateRegisterSession(patch: Partial<StoredRegisterSession>): void {
  const current = getRegisterSession();
  const email = patch.email ?? current?.email;
  if (!email) return;
  saveRegisterSession({
    id: null,
    token: null,
    workspace_name: null,
    workspace_id: null,
    step: 'verify',
    ...current,
    ...patch,
    email,
  });
}

export function clearRegisterSession(): void {
  removeKey(STORAGE_KEYS.registerSession);
}
