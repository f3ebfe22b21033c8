import { toast } from 'sonner';
import { updateRegisterSession } from '../../../lib/register-session.ts';
import { REGISTER_UI as M } from '../messages.ts';

/**
 * The sign-up's email was confirmed (maybe on another device), which spent its register token: the
 * token is forgotten and the person is told to sign in. Returns where to send them.
 */
export function signInInstead(): '/login' {
  updateRegisterSession({ register_token: null });
  toast.info(M.emailAlreadyConfirmed);
  return '/login';
}
