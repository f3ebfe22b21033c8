import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { useExtendProposal } from '../../api/extend-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

type Values = { valid_until_at: string };

/** A calendar day some days from today, as the date input wants it (AAAA-MM-DD, UTC like the rule). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * «Extender validez»'s form (decision 0079), loaded when the provider opens it (validity-panel.tsx):
 * with react-hook-form, ~15 KB compressed the proposal's page does not need to show itself (issue 33).
 */
export function ExtendValidityForm({ proposal, onClose }: { proposal: ProposalDto; onClose: () => void }) {
  const extend = useExtendProposal();
  const form = useForm<Values>({ defaultValues: { valid_until_at: dayFromToday(15) } });
  const conflict = isApiError(extend.error) && extend.error.status === 409 ? extend.error : null;

  const onSubmit = form.handleSubmit((values) =>
    extend.mutateAsync({ id: proposal.id, validUntil: values.valid_until_at }).then(
      () => {
        toast.success(M.extended);
        onClose();
      },
      (error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['valid_until_at'])) return;
        if (!(isApiError(error) && error.status === 409)) toast.error(M.extendFailed, { description: errorMessage(error) });
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-end gap-3">
      {conflict && <Alert tone="danger">{conflict.message}</Alert>}
      <Field label={M.newValidUntil} error={form.formState.errors.valid_until_at?.message}>
        <Input type="date" required min={dayFromToday(0)} {...form.register('valid_until_at', { required: true })} />
      </Field>
      <Button type="submit" loading={extend.isPending}>
        {M.extendConfirm}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {M.cancel}
      </Button>
    </form>
  );
}
