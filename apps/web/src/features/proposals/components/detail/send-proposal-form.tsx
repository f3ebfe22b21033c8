import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input, inputClasses } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { useSendProposal } from '../../api/send-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

type SendValues = { email: string; message: string };

/** Sends the public link by email (through the outbox); a DRAFT becomes SENT. 409/422 are shown here. */
export function SendProposalForm({ proposal }: { proposal: ProposalDto }) {
  const send = useSendProposal();
  const contactEmail = proposal.client?.contact?.email ?? '';
  const form = useForm<SendValues>({ defaultValues: { email: contactEmail, message: '' } });
  const { errors } = form.formState;
  // The page may first show a cached copy from before the client was chosen (the builder saves
  // under another key): when the fresh proposal brings the contact, it fills an untouched field.
  useEffect(() => {
    if (contactEmail && !form.getFieldState('email').isDirty) form.resetField('email', { defaultValue: contactEmail });
  }, [contactEmail, form]);
  const conflict = isApiError(send.error) && send.error.status === 409 ? send.error : null;

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync({ id: proposal.id, email: values.email.trim().toLowerCase(), message: values.message }).then(
      () => {
        toast.success(M.sent);
        form.reset({ ...values, message: '' });
      },
      (error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['email', 'message'])) return;
        if (!(isApiError(error) && error.status === 409)) toast.error(M.sendFailed, { description: errorMessage(error) });
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-labelledby="send-title">
      {proposal.status === 'init' && <Alert tone="warning">{M.notFinished}</Alert>}
      {conflict && (
        <Alert tone="danger" title={M.sendFailed}>
          {conflict.message}
        </Alert>
      )}
      <Field label={M.email} error={errors.email?.message}>
        <Input type="email" required autoComplete="email" placeholder={M.emailPlaceholder} {...form.register('email', { required: true })} />
      </Field>
      <Field label={M.message} error={errors.message?.message}>
        <textarea rows={4} maxLength={2000} placeholder={M.messagePlaceholder} className={cn(inputClasses, 'w-full resize-y py-2')} {...form.register('message')} />
      </Field>
      <Button type="submit" loading={send.isPending} disabled={proposal.status === 'init'}>
        {!send.isPending && <Send className="size-4" aria-hidden="true" />}
        {M.send}
      </Button>
    </form>
  );
}
