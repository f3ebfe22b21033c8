import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { GoogleIcon } from '../../../components/ui/google-icon.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useGoogleRedirect } from '../api/google-redirect.ts';
import { useProviders } from '../api/get-providers.ts';
import { AUTH_UI as M } from '../messages.ts';

/**
 * "Continuar con Google", shown only when the server has Google configured. It asks the server for
 * the authorization URL (code flow) and leaves for it; Google comes back to /callback.
 */
export function GoogleButton() {
  const { data } = useProviders();
  const redirect = useGoogleRedirect();
  if (!data?.google) return null;

  function start() {
    redirect.mutate(`${window.location.origin}/callback`, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(errorMessage(error, M.googleFailed)),
    });
  }

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {M.orContinue}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={start} loading={redirect.isPending || redirect.isSuccess}>
        {!(redirect.isPending || redirect.isSuccess) && <GoogleIcon className="size-5" />}
        {M.google}
      </Button>
    </>
  );
}
