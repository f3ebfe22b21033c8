import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { MailCheck } from 'lucide-react';
import { REDIRECT_STEP_PATH, type RedirectStep } from '@trato/domain/auth/register-session';
import { emailSchema } from '@trato/domain/auth/schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { getRegisterSession, updateRegisterSession } from '../../../lib/register-session.ts';
import { isEmailAlreadyConfirmed, useRegisterRedirect } from '../api/register-redirect.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { signInInstead } from '../lib/sign-in-instead.ts';
import { REGISTER_UI as M } from '../messages.ts';

function stepPath(step: string | undefined): string {
  return step && step in REDIRECT_STEP_PATH ? REDIRECT_STEP_PATH[step as RedirectStep] : REDIRECT_STEP_PATH.survey;
}

/** Resend form: the session's email, or an email field when we don't know it. */
function ResendVerification({ knownEmail }: { knownEmail: string | null }) {
  const resend = useResendVerification();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string | null>(null);

  function send() {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.emailInvalid);
      return;
    }
    setError(null);
    resend.mutate(parsed.data, {
      onSuccess: (response) => toast.success(response.message || M.verifySent),
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  return (
    <div className="space-y-4">
      {!knownEmail && (
        <Field label={M.email} error={error ?? undefined} hint={M.verifyNoEmail}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      )}
      <Button variant={knownEmail ? 'outline' : 'primary'} size="lg" className="w-full" onClick={send} loading={resend.isPending}>
        {M.resendButton}
      </Button>
    </div>
  );
}

/** With ?token: confirms the email, signs in and continues to the redirect step. */
function VerifyWithToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail(token);
  const handled = useRef(false);

  useEffect(() => {
    const response = verify.data;
    if (!response?.token || handled.current) return;
    handled.current = true;
    setSession(response.token.access_token, 'password');
    queryClient.removeQueries({ queryKey: accountKey });
    updateRegisterSession({ email: response.user.email, id: response.user.id, step: response.redirect_step === 'config' ? 'config' : 'survey' });
    // A superadmin's sign-up password dies with the proof (decision 0059): say so now, not at the next login.
    if (response.user.is_god) toast.success(M.verifiedOperatorToast, { duration: 20_000 });
    else toast.success(M.verifiedToast);
    navigate(stepPath(response.redirect_step), { replace: true });
  }, [verify.data, navigate, queryClient]);

  if (verify.isError) {
    return (
      <>
        <AuthHeading title={M.verifyFailedTitle} />
        <Alert tone="danger" className="mb-6">
          {errorMessage(verify.error)}
        </Alert>
        <ResendVerification knownEmail={getRegisterSession()?.email ?? null} />
      </>
    );
  }
  return (
    <div className="flex items-center gap-3 py-10 text-muted-foreground">
      <Spinner label={M.verifying} />
      <p>{M.verifying}</p>
    </div>
  );
}

/** Without a token: "we emailed {email}", resend, and "I already confirmed" for another device. */
function VerifyPending() {
  const navigate = useNavigate();
  const session = getRegisterSession();
  const redirect = useRegisterRedirect();
  const email = session?.email ?? null;

  function alreadyVerified() {
    const registerToken = session?.register_token;
    if (!registerToken) return;
    redirect.mutate(registerToken, {
      onSuccess: () => toast.info(M.notVerifiedYet),
      // Confirmed elsewhere: the register token never turns into a session, so they sign in.
      onError: (e) => (isEmailAlreadyConfirmed(e) ? navigate(signInInstead(), { replace: true }) : toast.error(errorMessage(e))),
    });
  }

  return (
    <>
      <span className="mb-6 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <AuthHeading title={M.verifyTitle} />
      {email && (
        <p className="mb-2 text-foreground">
          {M.verifySentTo} <strong className="font-semibold break-all">{email}</strong>
        </p>
      )}
      <p className="mb-8 text-sm text-muted-foreground">{M.verifyInstructions}</p>
      <div className="space-y-3">
        {session?.register_token && (
          <Button size="lg" className="w-full" onClick={alreadyVerified} loading={redirect.isPending}>
            {M.alreadyVerified}
          </Button>
        )}
        <ResendVerification knownEmail={email} />
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {M.wrongEmail}{' '}
        <Link to="/register" className="font-medium text-primary-text hover:underline">
          {M.registerAgain}
        </Link>
      </p>
    </>
  );
}

/** /register/verify — two modes: waiting for the email, or confirming the link's ?token. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyWithToken token={token} /> : <VerifyPending />;
}
