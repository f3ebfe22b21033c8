import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { sendLoginLink } from '../api/send-login-link.ts';
import { Button, buttonClass } from '../components/button.tsx';
import { publicPaths } from '../lib/routes.ts';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { useProposalLook } from './use-proposal-look.ts';

type Sent = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/** /p/{slug}/login: asks for a new access link by email (the last one was used or expired). */
export default function LoginPage({ slug }: { slug: string }) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Sent>(null);
  const proposal = useProposalLook(slug);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !email.trim()) return;
    setSending(true);
    setResult(null);
    try {
      await sendLoginLink(email, slug);
      setResult({ kind: 'sent' });
    } catch (error) {
      setResult({ kind: 'error', message: errorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-12">
      <div className="w-full max-w-sm space-y-5">
        <div className="space-y-2 text-center">
          {proposal && <WorkspaceBrand organization={proposal.organization} />}
          <h1 className="text-2xl font-bold tracking-tight">{M.loginTitle}</h1>
          <p className="text-sm text-muted-foreground">{M.loginText}</p>
        </div>
        <form onSubmit={submit} className="space-y-3 rounded-2xl border border-border bg-surface p-5">
          <div className="space-y-1">
            <label htmlFor={`${ids}-email`} className="text-sm font-medium">
              {M.loginEmail}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="block h-11 w-full rounded-xl border border-input bg-surface px-3 text-base focus:border-primary focus:outline-none sm:text-sm"
            />
          </div>
          <Button type="submit" className="w-full" disabled={sending || !email.trim()}>
            {sending ? M.sending : M.loginSend}
          </Button>
          <div aria-live="polite">
            {result?.kind === 'sent' && <p className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success">{M.loginSent}</p>}
            {result?.kind === 'error' && (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {result.message}
              </p>
            )}
          </div>
        </form>
        <a href={publicPaths.proposal(slug)} className={buttonClass('ghost', 'w-full')}>
          {M.backToProposal}
        </a>
      </div>
    </main>
  );
}
