import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { emailSchema, registerSchema, type RegisterInput } from '@trato/domain/auth/schemas';
import { registerLandingFor } from '@trato/domain/auth/register-session';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { saveRegisterSession } from '../../../lib/register-session.ts';
import { GoogleButton } from '../../auth/components/google-button.tsx';
import { checkEmail } from '../api/check-email.ts';
import { useRegister } from '../api/register.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';

type Checked = { email: string; registerToken: string };

/** /register — name, email (checked on blur), password; then the verification email. */
export function RegisterPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const checked = useRef<Checked | null>(null);
  const form = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  /** Asks the server whether the email is free; a 422 marks the field. Returns the register token. */
  async function check(email: string): Promise<string | null> {
    if (checked.current?.email === email) return checked.current.registerToken;
    try {
      const { registerToken } = await checkEmail(email);
      checked.current = { email, registerToken };
      return registerToken;
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        form.setError('email', { type: 'server', message: M.emailTaken });
        return null;
      }
      throw error;
    }
  }

  const emailField = form.register('email', {
    onBlur: (e: { target: { value: string } }) => {
      const parsed = emailSchema.safeParse(e.target.value);
      if (!parsed.success) return;
      check(parsed.data).catch(() => {
        /* a network hiccup on blur is retried on submit */
      });
    },
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const registerToken = await check(input.email);
      if (!registerToken) return;
      const response = await registerMutation.mutateAsync({ input, registerToken });
      saveRegisterSession({
        email: response.user.email,
        id: response.user.id,
        name: response.user.name,
        token: null,
        register_token: response.register_token,
        workspace_name: null,
        workspace_id: null,
        step: 'verify',
        strategy: 'password',
      });
      navigate(registerLandingFor('password'));
    } catch (error) {
      checked.current = null;
      const onFields = applyServerFieldErrors(error, form.setError, ['name', 'email', 'password']);
      if (!onFields) toast.error(M.signUpError);
    }
  });

  return (
    <>
      <SignupProgress step="account" />
      <AuthHeading title={M.registerTitle}>{M.registerSubtitle}</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={M.name} error={errors.name?.message}>
          <Input autoComplete="name" placeholder={M.namePlaceholder} autoFocus {...form.register('name')} />
        </Field>
        <Field label={M.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={M.emailPlaceholder}
            {...emailField}
            onChange={(e) => {
              if (errors.email?.type === 'server') form.clearErrors('email');
              return emailField.onChange(e);
            }}
          />
        </Field>
        <Field label={M.password} error={errors.password?.message} hint={M.passwordHint}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {M.registerButton}
        </Button>
      </form>
      <GoogleButton />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {M.haveAccount}{' '}
        <Link to="/login" className="font-medium text-primary-text hover:underline">
          {M.loginLink}
        </Link>
      </p>
    </>
  );
}
