import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { nameSchema } from '@trato/domain/auth/schemas';
import { REDIRECT_STEP_PATH } from '@trato/domain/auth/register-session';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { getRegisterSession, updateRegisterSession } from '../../../lib/register-session.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';

/** /register/confirm — a new Google account confirms its name and email, then goes to the survey. */
export function ConfirmPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(getRegisterSession);
  const [name, setName] = useState(session?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const updateAccount = useUpdateAccount();

  if (!session?.token) {
    return (
      <>
        <AuthHeading title={M.confirmTitle} />
        <Alert tone="warning">{M.confirmMissing}</Alert>
        <Link to="/register" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {M.registerAgain}
        </Link>
      </>
    );
  }
  const token = session.token;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.nameRequired);
      return;
    }
    setError(null);
    try {
      if (parsed.data !== session?.name) await updateAccount.mutateAsync({ name: parsed.data, token });
      setSession(token, 'google');
      queryClient.removeQueries({ queryKey: accountKey });
      updateRegisterSession({ name: parsed.data, step: 'survey' });
      navigate(REDIRECT_STEP_PATH.survey, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <>
      <SignupProgress step="account" />
      <AuthHeading title={M.confirmTitle}>{M.confirmSubtitle}</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={M.name} error={error ?? undefined}>
          <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <Field label={M.email}>
          <Input type="email" value={session.email} readOnly />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={updateAccount.isPending}>
          {M.continue}
        </Button>
      </form>
    </>
  );
}
