import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { toast } from '../../../lib/toast.ts';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { Button } from '../../../components/ui/button.tsx';
import { DialogHeader } from '../../../components/ui/dialog-header.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { usePaymentMutations } from '../api/payment-mutations.ts';
import { editPatch, editValues, type EditResult, type PaymentEditValues } from '../lib/payment-edit.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

type Props = { payment: PaymentListItemDto | null; onOpenChange: (open: boolean) => void };

/** Editar pago: name, due day and amount (the difference moves to the neighbouring pending payment). */
export function EditPaymentDialog({ payment, onOpenChange }: Props) {
  return (
    <Dialog.Root open={payment !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl border border-border bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <DialogHeader title={M.editTitle} description={M.editDescription} closeLabel={M.close} />
          {payment && <EditForm key={payment.id} payment={payment} onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm({ payment, onDone }: { payment: PaymentListItemDto; onDone: () => void }) {
  const { update } = usePaymentMutations();
  const [initial] = useState(() => editValues(payment));
  const [values, setValues] = useState<PaymentEditValues>(initial);
  const [errors, setErrors] = useState<EditResult['errors']>({});
  const set = (field: keyof PaymentEditValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = editPatch(initial, values);
    setErrors(result.errors);
    if (Object.keys(result.errors).length) return;
    if (!result.patch) return onDone();
    try {
      await update.mutateAsync({ id: payment.id, patch: result.patch });
      toast.success(M.saved);
      onDone();
    } catch (error) {
      const field = (['name', 'due_at', 'amount'] as const).find((f) => isApiError(error) && error.fieldError(f));
      if (field && isApiError(error)) setErrors({ [field]: error.fieldError(field) });
      else toast.error(errorMessage(error));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 px-5 py-5">
      <Field label={M.name} error={errors.name}>
        <Input value={values.name} onChange={set('name')} maxLength={80} autoComplete="off" />
      </Field>
      <Field label={M.dueDate} error={errors.due_at}>
        <Input type="date" value={values.due_at} onChange={set('due_at')} />
      </Field>
      <Field label={`${M.amount} (${payment.amount_type})`} error={errors.amount}>
        <Input value={values.amount} onChange={set('amount')} inputMode="decimal" autoComplete="off" />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {M.save}
        </Button>
      </div>
    </form>
  );
}
