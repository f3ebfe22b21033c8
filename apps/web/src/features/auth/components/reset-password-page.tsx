import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@trato/domain/auth/schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AUTH_UI as M } from '../messages.ts';

/** /auth/reset?token&email — a new password and its confirmation, then back to /login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  if (!token || !email) {
    return (
      <>
        <AuthHeading title={M.resetTitle} />
        <Alert tone="danger">{M.resetMissingToken}</Alert>
        <Link to="/auth/forgot" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {M.requestNewLink}
        </Link>
      </>
    );
  }

  const onSubmit = form.handleSubmit((input) =>
    reset.mutateAsync(input).then(
      () => {
        toast.success(M.resetDone);
        navigate('/login', { replace: true });
      },
      // Field messages go next to their field; anything else (a used or expired link) in the alert above.
      (error) => void applyServerFieldErrors(error, form.setError, ['password', 'password_confirmation']),
    ),
  );

  return (
    <>
      <AuthHeading title={M.resetTitle}>{M.resetSubtitle}</AuthHeading>
      {reset.isError && !(errors.password || errors.password_confirmation) && (
        <Alert tone="danger" className="mb-6">
          {errorMessage(reset.error)}{' '}
          <Link to="/auth/forgot" className="font-medium text-primary-text underline">
            {M.requestNewLink}
          </Link>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={M.email}>
          <Input type="email" value={email} readOnly autoComplete="username" />
        </Field>
        <Field label={M.newPassword} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </Field>
        <Field label={M.confirmPassword} error={errors.password_confirmation?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('password_confirmation')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {M.resetButton}
        </Button>
      </form>
    </>
  );
}
