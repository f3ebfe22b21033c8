import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { Eye, Send } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProposalEmailPreviewDto } from '@trato/domain/proposals/send';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input, inputClasses } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { usePreviewProposalEmail, useSendProposal } from '../../api/send-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { EmailPreviewDialog } from './email-preview-dialog.tsx';

type SendValues = { email: string; message: string };

const FIELDS = ['email', 'message'] as const;

/**
 * Sends the public link by email (through the outbox); a DRAFT becomes SENT. «Vista previa del
 * correo» renders the same e-mail first (nothing is queued) and can send it from there. 409/422 of
 * either are shown here: the conflict above the fields, the field errors under them.
 */
export function SendProposalForm({ proposal }: { proposal: ProposalDto }) {
  const send = useSendProposal();
  const preview = usePreviewProposalEmail();
  // The e-mail on show and the values it was rendered from: «Enviar» in the dialog sends those.
  const [shown, setShown] = useState<{ email: ProposalEmailPreviewDto; values: SendValues } | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  // What to do once the dialog has closed and the focus is back on its button (show a failed send).
  const afterClose = useRef<(() => void) | null>(null);
  const contactEmail = proposal.client?.contact?.email ?? '';
  const form = useForm<SendValues>({ defaultValues: { email: contactEmail, message: '' } });
  const { errors } = form.formState;
  // The page may first show a cached copy from before the client was chosen (the builder saves
  // under another key): when the fresh proposal brings the contact, it fills an untouched field.
  useEffect(() => {
    if (contactEmail && !form.getFieldState('email').isDirty) form.resetField('email', { defaultValue: contactEmail });
  }, [contactEmail, form]);
  // The last of the two calls decides the conflict shown (each resets the other when it starts).
  const failed = send.error ?? preview.error;
  const conflict = isApiError(failed) && failed.status === 409 ? failed : null;
  const notFinished = proposal.status === 'init';

  /** Field errors under the fields, a conflict above them (from `conflict`), anything else in a toast. */
  const showFailure = (error: unknown, title: string) => {
    if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
    if (!(isApiError(error) && error.status === 409)) toast.error(title, { description: errorMessage(error) });
  };

  /** Sends; resolves with the failure (null when sent), for the caller to show where it fits. */
  const sendValues = (values: SendValues): Promise<unknown> => {
    preview.reset();
    return send.mutateAsync({ id: proposal.id, email: values.email.trim().toLowerCase(), message: values.message }).then(
      () => {
        toast.success(M.sent);
        form.reset({ ...values, message: '' });
        return null;
      },
      (error: unknown) => error ?? new Error(M.sendFailed),
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const error = await sendValues(values);
    if (error) showFailure(error, M.sendFailed);
  });

  const onPreview = form.handleSubmit((values) => {
    send.reset();
    return preview.mutateAsync({ id: proposal.id, email: values.email.trim().toLowerCase(), message: values.message }).then(
      (email) => setShown({ email, values }),
      (error: unknown) => showFailure(error, M.previewEmailFailed),
    );
  });

  const sendShown = async () => {
    if (!shown) return;
    // The dialog closes either way (it cannot be dismissed while sending): on success the toast
    // says so; on failure the form shows why, once the focus is back on the page.
    const error = await sendValues(shown.values);
    if (error) afterClose.current = () => showFailure(error, M.sendFailed);
    setShown(null);
  };

  const onDialogClosed = (event: Event) => {
    event.preventDefault();
    previewButton.current?.focus();
    const next = afterClose.current;
    afterClose.current = null;
    next?.();
  };

  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-labelledby="send-title">
        {notFinished && <Alert tone="warning">{M.notFinished}</Alert>}
        {conflict && (
          <Alert tone="danger" title={send.error ? M.sendFailed : M.previewEmailFailed}>
            {conflict.message}
          </Alert>
        )}
        <Field label={M.email} error={errors.email?.message}>
          <Input type="email" required autoComplete="email" placeholder={M.emailPlaceholder} {...form.register('email', { required: true })} />
        </Field>
        <Field label={M.message} error={errors.message?.message}>
          <textarea rows={4} maxLength={2000} placeholder={M.messagePlaceholder} className={cn(inputClasses, 'w-full resize-y py-2')} {...form.register('message')} />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" loading={send.isPending && !shown} disabled={notFinished || preview.isPending}>
            {!(send.isPending && !shown) && <Send className="size-4" aria-hidden="true" />}
            {M.send}
          </Button>
          <Button ref={previewButton} variant="outline" loading={preview.isPending} disabled={notFinished || send.isPending} onClick={(e) => void onPreview(e)}>
            {!preview.isPending && <Eye className="size-4" aria-hidden="true" />}
            {M.previewEmail}
          </Button>
        </div>
      </form>
      <EmailPreviewDialog
        preview={shown?.email ?? null}
        onClose={() => !send.isPending && setShown(null)}
        onSend={() => void sendShown()}
        sending={send.isPending}
        onCloseAutoFocus={onDialogClosed}
      />
    </>
  );
}
