import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@trato/domain/auth/schemas';
import { safeReturnPath } from '@trato/domain/routing/guards';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { clearSession, setSession } from '../../../lib/auth/token-storage.ts';
import { isResubscribeAnswer, startResubscribe } from '../../../lib/billing/resubscribe.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { saveRegisterSession } from '../../../lib/register-session.ts';
import { hasAccessToken, useLogin } from '../api/login.ts';
import { AUTH_UI as M } from '../messages.ts';
import { GoogleButton } from './google-button.tsx';

/** /login — email and password; honours ?r= (a safe in-app return path) and ?email= (typed in for them). */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  // A sign-up confirmed elsewhere arrives with its email: only the password is left to type.
  const knownEmail = params.get('email')?.trim().slice(0, 254) ?? '';
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: knownEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    login.mutateAsync(input).then(
      (response) => {
        // SPEC §4 resubscribe: a lapsed hosted workspace's manager is sent to the plans (decision 0019).
        if (isResubscribeAnswer(response)) {
          queryClient.removeQueries({ queryKey: accountKey });
          navigate(startResubscribe(response), { replace: true });
          return;
        }
        if (hasAccessToken(response)) {
          setSession(response.token.access_token, 'password');
          queryClient.removeQueries({ queryKey: accountKey });
          toast.success(M.authenticatedAs(response.user.email));
          navigate(safeReturnPath(params.get('r')), { replace: true });
          return;
        }
        // Not verified yet (resubscribe flow): forget any stored auth and resume the sign-up.
        clearSession();
        saveRegisterSession({
          email: response.user.email,
          id: response.user.id,
          name: response.user.name,
          token: null,
          register_token: response.register_token ?? null,
          workspace_name: null,
          workspace_id: null,
          step: 'verify',
          type: 'resubscribe',
          strategy: 'password',
        });
        toast.info(M.verifyPending);
        navigate(response.redirect_url || '/register/verify');
      },
      (error) => {
        applyServerFieldErrors(error, form.setError, ['email']);
        toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <>
      <AuthHeading title={M.loginTitle}>{M.loginSubtitle}</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={M.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder={M.emailPlaceholder} autoFocus={!knownEmail} {...form.register('email')} />
        </Field>
        <Field
          label={M.password}
          error={errors.password?.message}
          labelAction={
            <Link to="/auth/forgot" className="text-sm font-medium text-primary-text hover:underline">
              {M.forgotLink}
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" autoFocus={!!knownEmail} {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {M.loginButton}
        </Button>
      </form>
      <GoogleButton />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {M.noAccount}{' '}
        <Link to="/register" className="font-medium text-primary-text hover:underline">
          {M.registerLink}
        </Link>
      </p>
    </>
  );
}
