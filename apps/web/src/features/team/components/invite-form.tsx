import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { ROLE_LABELS } from '@trato/domain/workspace/roles';
import { INVITE_ROLES, inviteSchema, type InviteInput } from '@trato/domain/workspace/team';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { TEAM_UI as M } from '../messages.ts';

/** Email + role; the server emails the link. */
export function InviteForm() {
  const invite = useInviteMember();
  const form = useForm<z.input<typeof inviteSchema>, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((input) =>
    invite.mutateAsync(input).then(
      () => {
        toast.success(M.invitationSent);
        form.reset({ email: '', role: input.role });
      },
      (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['email', 'role'])) toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-foreground">{M.inviteTitle}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{M.inviteHint}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <Field label={M.email} error={errors.email?.message}>
          <Input type="email" autoComplete="off" inputMode="email" placeholder={M.emailPlaceholder} {...form.register('email')} />
        </Field>
        <Field label={M.role} error={errors.role?.message} hint={M.roleHints[role as keyof typeof M.roleHints]}>
          <Select {...form.register('role')}>
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" className="sm:mt-[1.625rem]" loading={invite.isPending}>
          {M.inviteButton}
        </Button>
      </form>
    </Card>
  );
}
