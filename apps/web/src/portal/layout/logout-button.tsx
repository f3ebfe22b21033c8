import { useState } from 'react';
import { buttonClass } from '../../public/components/button.tsx';
import { logoutCustomer } from '../api/customer-auth.ts';
import { LogoutIcon } from '../components/icons.tsx';
import { clearCustomerToken } from '../lib/portal-api.ts';
import { signInPath } from '../lib/portal-workspace.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/**
 * Ends the session on the server (best effort) and here, then to the client's own sign-in page with
 * the provider's brand (issue 32 §5, decision 0081; SPEC §2.2 said the staff /login).
 */
export async function logout(): Promise<void> {
  try {
    await logoutCustomer();
  } catch {
    // Offline or already ended: the stored token goes anyway.
  }
  clearCustomerToken();
  window.location.assign(signInPath());
}

export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className ?? buttonClass('outline')}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      <LogoutIcon className="size-4" />
      {busy ? M.loggingOut : M.logout}
    </button>
  );
}
