import { data } from 'react-router';
import { queryClient } from '../../app/query-client.ts';
import { accountQueryOptions } from '../../lib/auth/get-account.ts';
import { hasToken } from '../../lib/auth/token-storage.ts';

/**
 * /superadmin and /tests exist only for the instance's superadmin: anyone else gets the 404 page
 * (the server refuses their API calls anyway). Without a session the app guard sends to /login.
 */
export async function superadminLoader() {
  if (!hasToken()) return null;
  let isGod: boolean;
  try {
    isGod = (await queryClient.ensureQueryData(accountQueryOptions())).user.is_god;
  } catch {
    return null; // the app guard above decides (401 → /login)
  }
  if (!isGod) throw data(null, { status: 404 });
  return null;
}
