import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { Building2 } from 'lucide-react';
import { ROLE_LABELS } from '@trato/domain/workspace/roles';
import { newMemberSchema, type NewMemberInput } from '@trato/domain/workspace/team';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { accountQueryOptions } from '../../../lib/auth/get-account.ts';
import { logout } from '../../../lib/auth/logout.ts';
import { getToken, setSession } from '../../../lib/auth/token-storage.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { readJson, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation, type InvitationInfo } from '../api/get-invitation.ts';
import { TEAM_UI as M } from '../messages.ts';

/** Signs in with the answer, forgets everything cached for the previous session, lands on the dashboard. */
function useFinishJoining(workspace: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (accessToken: string) => {
    setSession(accessToken, 'password');
    queryClient.removeQueries();
    toast.success(M.joinedToast(workspace));
    navigate('/dashboard', { replace: true });
  };
}

function NewAccountForm({ token, info }: { token: string; info: InvitationInfo }) {
  const accept = useAcceptInvitation();
  const finish = useFinishJoining(info.workspace.name);
  const form = useForm<z.input<typeof newMemberSchema>, unknown, NewMemberInput>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: { name: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    accept.mutateAsync({ token, ...input }).then(
      (res) => res.token && finish(res.token.access_token),
      (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['name', 'password'])) toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label={M.email}>
        <Input type="email" value={info.email} readOnly autoComplete="username" />
      </Field>
      <Field label={M.name} error={errors.name?.message}>
        <Input autoComplete="name" autoFocus {...form.register('name')} />
      </Field>
      <Field label={M.password} error={errors.password?.message} hint={M.passwordHint}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
        {M.createAndJoin}
      </Button>
    </form>
  );
}

function ExistingAccount({ token, info }: { token: string; info: InvitationInfo }) {
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishJoining(info.workspace.name);
  const returnTo = `/team/accept?${new URLSearchParams({ token })}`;
  const loginHref = `/login?${new URLSearchParams({ r: returnTo })}`;
  const signedIn = !!getToken();
  const account = useQuery({ ...accountQueryOptions(), enabled: signedIn });
  const signedInEmail = account.data?.user.email ?? (signedIn ? readJson<{ email?: string }>(STORAGE_KEYS.user)?.email : undefined);
  const otherAccount = !!signedInEmail && signedInEmail !== info.email;

  if (!signedIn) {
    return (
      <>
        <Alert tone="info" className="mb-6">
          {M.existingAccount} <strong className="font-medium break-all text-foreground">{info.email}</strong>
        </Alert>
        <Link to={loginHref} className={buttonClasses('primary', 'lg', 'w-full')}>
          {M.signInToAccept}
        </Link>
      </>
    );
  }

  const wrongAccount =
    otherAccount || (accept.isError && isApiError(accept.error) && (accept.error.status === 403 || accept.error.status === 401));
  return (
    <div className="space-y-4">
      {signedInEmail && <p className="text-sm text-muted-foreground">{M.signedInAs(signedInEmail)}</p>}
      {otherAccount ? (
        <Alert tone="warning">{M.wrongAccount}</Alert>
      ) : (
        accept.isError && <Alert tone="danger">{errorMessage(accept.error)}</Alert>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={accept.isPending}
        disabled={wrongAccount}
        onClick={() => accept.mutate({ token }, { onSuccess: (res) => res.token && finish(res.token.access_token) })}
      >
        {M.join}
      </Button>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={async () => {
          await logout(queryClient);
          navigate(loginHref, { replace: true });
        }}
      >
        {M.switchAccount}
      </Button>
    </div>
  );
}

/** /team/accept?token= — shows the workspace and who invites; a new person signs up, an existing one signs in first. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);

  if (!token) {
    return (
      <>
        <AuthHeading title={M.acceptFailedTitle} />
        <Alert tone="danger">{M.acceptMissingToken}</Alert>
      </>
    );
  }
  if (invitation.isPending) {
    return (
      <div className="flex items-center gap-3 py-10 text-muted-foreground">
        <Spinner label={M.acceptLoading} />
        <p>{M.acceptLoading}</p>
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <>
        <AuthHeading title={M.acceptFailedTitle} />
        <Alert tone="danger" className="mb-6">
          {errorMessage(invitation.error)}
        </Alert>
        <Link to="/login" className={buttonClasses('outline', 'lg', 'w-full')}>
          {M.goToLogin}
        </Link>
      </>
    );
  }

  const info = invitation.data;
  return (
    <>
      <div className="mb-6 flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
        <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-soft text-primary-text">
          {info.workspace.logo ? <img src={info.workspace.logo} alt="" className="size-full object-contain" /> : <Building2 className="size-5" aria-hidden="true" />}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium text-foreground">{info.workspace.name}</p>
          <p className="truncate text-sm text-muted-foreground">{ROLE_LABELS[info.role]}</p>
        </div>
      </div>
      <AuthHeading eyebrow={M.acceptEyebrow} title={M.acceptTitle(info.workspace.name)}>
        {M.acceptSubtitle(info.inviter?.name ?? null, ROLE_LABELS[info.role].toLowerCase())}
      </AuthHeading>
      {info.account_exists ? <ExistingAccount token={token} info={info} /> : <NewAccountForm token={token} info={info} />}
    </>
  );
}
