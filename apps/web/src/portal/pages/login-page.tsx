import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { checkCustomerEmail, finishCustomerGoogle, loginWithLink, loginWithPassword, sendPortalLink, type CustomerLoginResult } from '../api/customer-auth.ts';
import { FIELD } from '../components/field.ts';
import { PageMessage } from '../components/page-state.tsx';
import { toast } from '../components/toast.tsx';
import { customerToken, storeCustomerToken } from '../lib/portal-api.ts';
import { takePageAsked } from '../lib/after-sign-in.ts';
import { safePortalRedirect } from '../lib/paths.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { loginWorkspace } from '../lib/portal-workspace.ts';
import { LoginBrand } from '../view/login-brand.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';

type Step = { kind: 'email' } | { kind: 'password' } | { kind: 'link' } | { kind: 'sent' };

/**
 * /c/login (SPEC §2.2, §4, §7): the three ways in. The email is checked first: status 1 asks for
 * the password, status 2 (no password, or an unknown email: the server does not tell) offers the
 * emailed link. Google shows when the server has it. `?magic_link=` spends an emailed link at once.
 * The provider's name and logo head the page when known: `?w=` in the provider's links, else the
 * last portal opened on this device (decision 0081; never learnt from an e-mail typed here).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const magicLink = params.get('magic_link');
  const code = params.get('code');
  const state = params.get('state');
  const workspaceId = loginWorkspace(params.get('w'));
  if (magicLink) return <SpendLink spend={() => loginWithLink(magicLink)} failedTitle={M.linkFailedTitle} workspaceId={workspaceId} />;
  if (code && state) return <SpendLink spend={() => finishCustomerGoogle(code, state)} failedTitle={M.googleFailedTitle} workspaceId={workspaceId} />;
  if (customerToken()) return <Navigate to="/c/dashboard" replace />;
  return <LoginForm initialEmail={params.get('email') ?? ''} workspaceId={workspaceId} />;
}

/** Signed in: to the page asked for before signing in (after-sign-in.ts), else where the API proposes. */
function useSignedIn() {
  const navigate = useNavigate();
  return (result: CustomerLoginResult) => {
    storeCustomerToken(result.token.access_token);
    navigate(takePageAsked() ?? safePortalRedirect(result.redirectUrl), { replace: true });
  };
}

/**
 * Spends a single-use credential (the emailed link, or Google's code) once: a double mount in
 * development must not spend it twice.
 */
function SpendLink({ spend, failedTitle, workspaceId }: { spend: () => Promise<CustomerLoginResult>; failedTitle: string; workspaceId: string | null }) {
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    spend().then(signedIn, (error: unknown) => setFailure(errorMessage(error)));
  }, [spend, signedIn]);
  if (!failure) return <PageMessage title={M.usingLink} />;
  return (
    <div>
      <PageMessage title={failedTitle} text={failure} />
      <div className="-mt-10 px-5 pb-16">
        <LoginForm initialEmail="" bare workspaceId={workspaceId} />
      </div>
    </div>
  );
}

function LoginForm({ initialEmail, bare = false, workspaceId }: { initialEmail: string; bare?: boolean; workspaceId: string | null }) {
  const ids = useId();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError({ message: errorMessage(err), fields: isApiError(err) ? err.errors : {} });
    } finally {
      setBusy(false);
    }
  }

  const sendLink = () =>
    run(async () => {
      await sendPortalLink(email);
      setStep({ kind: 'sent' });
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !email.trim()) return;
    if (step.kind === 'email') {
      void run(async () => {
        const { status } = await checkCustomerEmail(email);
        setStep({ kind: status === 1 ? 'password' : 'link' });
      });
    } else if (step.kind === 'password') {
      void run(async () => {
        const result = await loginWithPassword(email, password);
        toast.success(M.authenticatedAs(result.user.email));
        signedIn(result);
      });
    } else if (step.kind === 'link') void sendLink();
  }

  const fieldError = (name: string) => error?.fields[name]?.[0];
  const body = (
    <div className="w-full max-w-sm space-y-5">
      <LoginBrand workspaceId={workspaceId} />
      {!bare && (
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{M.loginTitle}</h1>
          <p className="text-sm text-muted-foreground">{M.loginText}</p>
        </div>
      )}
      {step.kind === 'sent' ? (
        <div className="space-y-3 rounded-2xl border border-border bg-surface p-5">
          <p className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success" role="status">
            {M.linkSent}
          </p>
          <Button variant="ghost" className="w-full" onClick={() => setStep({ kind: 'email' })}>
            {M.otherEmail}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3 rounded-2xl border border-border bg-surface p-5" noValidate>
          <div className="space-y-1">
            <label htmlFor={`${ids}-email`} className="text-sm font-medium">
              {M.email}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={email}
              readOnly={step.kind !== 'email'}
              onChange={(e) => setEmail(e.target.value)}
              className={FIELD}
            />
            {fieldError('email') && <p className="text-xs text-danger">{fieldError('email')}</p>}
          </div>
          {step.kind === 'password' && (
            <div className="space-y-1">
              <label htmlFor={`${ids}-password`} className="text-sm font-medium">
                {M.password}
              </label>
              <input
                id={`${ids}-password`}
                type="password"
                required
                autoFocus
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={FIELD}
              />
              {fieldError('password') && <p className="text-xs text-danger">{fieldError('password')}</p>}
            </div>
          )}
          {step.kind === 'link' && <p className="text-sm text-muted-foreground">{M.noPasswordYet}</p>}
          {error && !fieldError('email') && !fieldError('password') && (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {error.message}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy || !email.trim() || (step.kind === 'password' && !password)}>
            {busy ? (step.kind === 'email' ? M.checking : step.kind === 'password' ? M.loggingIn : M.sending) : step.kind === 'email' ? M.continue : step.kind === 'password' ? M.login : M.sendLink}
          </Button>
          {step.kind === 'password' && (
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => void sendLink()}>
              {M.sendLinkInstead}
            </Button>
          )}
          {step.kind !== 'email' && (
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => setStep({ kind: 'email' })}>
              {M.otherEmail}
            </Button>
          )}
        </form>
      )}
      <GoogleSignIn />
    </div>
  );
  if (bare) return <div className="flex justify-center">{body}</div>;
  return <main className="flex min-h-dvh items-center justify-center px-5 py-12">{body}</main>;
}
