import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { emailOnlySchema } from '@trato/domain/auth/schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AUTH_UI as M } from '../messages.ts';

/** /auth/forgot — asks for the email; always answers with the same neutral message. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutateAsync(email).catch((error: unknown) => {
      // The answer stays neutral (no account enumeration); only "too many tries" is worth saying.
      if (isApiError(error) && error.status === 429) toast.error(error.message);
    }),
  );

  if (form.formState.isSubmitSuccessful) {
    return (
      <>
        <span className="mb-6 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <AuthHeading title={M.forgotSentTitle} />
        <Alert tone="success">{M.resetSent}</Alert>
        <Link to="/login" className={buttonClasses('outline', 'lg', 'mt-8 w-full')}>
          {M.backToLogin}
        </Link>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={M.forgotTitle}>{M.forgotSubtitle}</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={M.email} error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder={M.emailPlaceholder} autoFocus {...form.register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {M.forgotButton}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className="font-medium text-primary-text hover:underline">
          {M.backToLogin}
        </Link>
      </p>
    </>
  );
}
