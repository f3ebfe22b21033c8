import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { CalendarClock, CalendarX } from 'lucide-react';
import { formatDay } from '@trato/domain/date-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { isExpired } from '@trato/domain/proposals/expiry';
import { isOpenForClient } from '@trato/domain/proposals/statuses';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { useExtendProposal } from '../../api/extend-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

type Values = { valid_until_at: string };

/** A calendar day some days from today, as the date input wants it (AAAA-MM-DD, UTC like the rule). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * «Válida hasta» of an open proposal and «Extender validez» (decision 0079): an expired proposal
 * cannot be signed until the provider gives it a new date; the client's page reads it on its next load.
 */
export function ValidityPanel({ proposal }: { proposal: ProposalDto }) {
  const extend = useExtendProposal();
  const [open, setOpen] = useState(false);
  const expired = isExpired(proposal.valid_until_at);
  const form = useForm<Values>({ defaultValues: { valid_until_at: dayFromToday(15) } });
  if (!isOpenForClient(proposal.status) || !proposal.valid_until_at) return null;
  const day = formatDay(proposal.valid_until_at) ?? '';
  const conflict = isApiError(extend.error) && extend.error.status === 409 ? extend.error : null;

  const onSubmit = form.handleSubmit((values) =>
    extend.mutateAsync({ id: proposal.id, validUntil: values.valid_until_at }).then(
      () => {
        toast.success(M.extended);
        setOpen(false);
      },
      (error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['valid_until_at'])) return;
        if (!(isApiError(error) && error.status === 409)) toast.error(M.extendFailed, { description: errorMessage(error) });
      },
    ),
  );

  const Icon = expired ? CalendarX : CalendarClock;
  return (
    <section
      aria-label={M.validityLabel}
      data-testid="validity-panel"
      className={cn('space-y-3 rounded-2xl border p-4', expired ? 'border-danger/30 bg-danger-soft' : 'border-border bg-surface')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Icon className={cn('size-5 shrink-0', expired ? 'text-danger' : 'text-muted-foreground')} aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-foreground">{expired ? M.expiredOn(day) : M.validUntilDay(day)}</p>
          {expired && <p className="text-muted-foreground">{M.expiredHint}</p>}
        </div>
        {!open && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {M.extend}
          </Button>
        )}
      </div>
      {open && (
        <form onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-end gap-3">
          {conflict && <Alert tone="danger">{conflict.message}</Alert>}
          <Field label={M.newValidUntil} error={form.formState.errors.valid_until_at?.message}>
            <Input type="date" required min={dayFromToday(0)} {...form.register('valid_until_at', { required: true })} />
          </Field>
          <Button type="submit" loading={extend.isPending}>
            {M.extendConfirm}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {M.cancel}
          </Button>
        </form>
      )}
    </section>
  );
}
