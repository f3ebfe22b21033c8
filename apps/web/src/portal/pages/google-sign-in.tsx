import { useEffect, useState } from 'react';
import { GoogleIcon } from '../../components/ui/google-icon.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { googleEnabled, startCustomerGoogle } from '../api/customer-auth.ts';
import { toast } from '../components/toast.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/**
 * 'Continuar con Google', shown only when the server has Google configured (GET /auth/providers,
 * as the staff login decides). The server hands out the issuer's authorization URL (code flow);
 * Google comes back to /c/login?code&state, which the login page finishes.
 */
export function GoogleSignIn() {
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void googleEnabled().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;

  async function start() {
    setBusy(true);
    try {
      const { url } = await startCustomerGoogle(`${window.location.origin}/c/login`);
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, M.googleFailed));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {M.orContinue}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" className="w-full" disabled={busy} onClick={() => void start()}>
        <GoogleIcon className="size-5" />
        {M.google}
      </Button>
    </div>
  );
}
