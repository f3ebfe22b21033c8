import { toast } from '../../../lib/toast.ts';
import { getRegisterSession, updateRegisterSession } from '../../../lib/register-session.ts';
import { REGISTER_UI as M } from '../messages.ts';

/**
 * The sign-up's email was confirmed (maybe on another device), which spent its register token: the
 * token is forgotten and the person is told to sign in, with the sign-up's email already typed in.
 * Returns where to send them.
 */
export function signInInstead(): string {
  const email = getRegisterSession()?.email;
  updateRegisterSession({ register_token: null });
  toast.info(M.emailAlreadyConfirmed);
  return email ? `/login?${new URLSearchParams({ email })}` : '/login';
}
