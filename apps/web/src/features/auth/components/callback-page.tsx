import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { saveRegisterSession } from '../../../lib/register-session.ts';
import { useGoogleCallback } from '../api/google-callback.ts';
import { AUTH_UI as M } from '../messages.ts';

/**
 * /callback — Google sends the user back here with ?code&state. A new account (redirect_step
 * 'survey') keeps its session in the register session and confirms its data first; anyone else is
 * signed in and goes to the dashboard.
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error');
  const callback = useGoogleCallback({ code, state }, !!code && !providerError);
  const handled = useRef(false);

  useEffect(() => {
    const response = callback.data;
    if (!response || handled.current) return;
    handled.current = true;
    const accessToken = response.token?.access_token ?? null;
    if (response.redirect_step === 'survey') {
      saveRegisterSession({
        email: response.user.email,
        id: response.user.id,
        name: response.user.name,
        token: accessToken,
        register_token: response.register_token ?? response.user.register_token ?? null,
        workspace_name: null,
        workspace_id: null,
        step: 'confirm',
        strategy: 'google',
      });
      navigate(response.redirect_url || '/register/confirm', { replace: true });
      return;
    }
    if (accessToken) {
      setSession(accessToken, 'google');
      queryClient.removeQueries({ queryKey: accountKey });
      toast.success(M.authenticatedAs(response.user.email));
      navigate('/dashboard', { replace: true });
    }
  }, [callback.data, navigate, queryClient]);

  const failure = providerError || !code ? M.callbackMissingCode : callback.isError ? errorMessage(callback.error, M.googleFailed) : null;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4">
      <Logo />
      {failure ? (
        <div className="w-full max-w-md space-y-6">
          <Alert tone="danger" title={M.callbackFailedTitle}>
            {failure}
          </Alert>
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            {M.backToLogin}
          </Link>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={M.callbackWorking} />
          <p className="text-sm">{M.callbackWorking}</p>
        </div>
      )}
    </div>
  );
}
