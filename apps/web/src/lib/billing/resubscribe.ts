import { safeReturnPath } from '@trato/domain/routing/guards';
import { clearSession, setSession } from '../auth/token-storage.ts';
import type { TokenResponse } from '../auth/types.ts';
import { clearRegisterSession, getRegisterSession, saveRegisterSession, type StoredRegisterSession } from '../register-session.ts';

type LoginAnswer = { handler?: string; redirect_url?: string; token?: TokenResponse['token'] | null; user: TokenResponse['user'] };

/** A login answer of the resubscribe flow (SPEC §4, decision 0019): a token plus a redirect_url to pay. */
export function isResubscribeAnswer(response: LoginAnswer): boolean {
  return response.handler === 'resubscribe' && !!response.redirect_url && !!response.token?.access_token;
}

/**
 * SPEC §4: stored auth is cleared and the token is kept only in a register session of type
 * resubscribe; the user goes to `redirect_url` (the plans). Returns that path (kept in the app).
 */
export function startResubscribe(response: LoginAnswer & { workspace?: { id?: string; name?: string } | null }): string {
  clearSession();
  saveRegisterSession({
    email: response.user.email,
    id: response.user.id,
    name: response.user.name,
    token: response.token?.access_token ?? null,
    workspace_id: response.workspace?.id ?? null,
    workspace_name: response.workspace?.name ?? null,
    step: 'plan',
    type: 'resubscribe',
    strategy: 'password',
  });
  return safeReturnPath(response.redirect_url);
}

/** The resubscribe session in progress, if any (with its token). */
export function resubscribeSession(): (StoredRegisterSession & { token: string }) | null {
  const session = getRegisterSession();
  return session?.type === 'resubscribe' && session.token ? (session as StoredRegisterSession & { token: string }) : null;
}

/** Ends the resubscribe flow signed in: the session's token becomes the stored auth. */
export function finishResubscribe(): boolean {
  const session = resubscribeSession();
  if (!session) return false;
  setSession(session.token, session.strategy ?? 'password');
  clearRegisterSession();
  return true;
}
