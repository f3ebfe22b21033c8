import { useEffect, useMemo } from 'react';
import { set, useFieldArray, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { Dialog } from 'radix-ui';
import { toast } from '../../../lib/toast.ts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { serviceCreateSchema } from '@trato/domain/services/schemas';
import { serviceTotals } from '@trato/domain/services/totals';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { useCreateService } from '../api/create-service.ts';
import type { Service } from '../api/get-services.ts';
import { useUpdateService } from '../api/update-service.ts';
import { formatMoney } from '../../../lib/money.ts';
import { emptySubservice, toFormValues, toRequest, type ServiceFormValues } from '../lib/service-form.ts';
import { SERVICES_MESSAGES as M } from '../messages.ts';
import { ServiceTypeOptions } from './service-type-options.tsx';
import { DialogHeader } from '../../../components/ui/dialog-header.tsx';

/** Validates with the same domain schema as the server, on the body that will be sent (SPEC §5). */
const resolver: Resolver<ServiceFormValues> = async (values) => {
  const parsed = serviceCreateSchema.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ServiceFormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!path.endsWith('.root') && !(path in errors)) set(errors, path || 'root', { type: 'validation', message: issue.message });
  }
  return { values: {}, errors };
};

type ServiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service to edit; none to create one. */
  service: Service | null;
  currency: string | null;
};

/** Create or edit a service, with ordered subservices and live totals in the workspace currency. */
export function ServiceDialog({ open, onOpenChange, service, currency }: ServiceDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col rounded-t-2xl border border-border bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader title={service ? M.editTitle : M.createTitle} description={M.dialogDescription} closeLabel={M.close} className="sm:px-6" />
          {open && <ServiceForm key={service?.id ?? 'new'} service={service} currency={currency} onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ServiceForm({ service, currency, onDone }: { service: Service | null; currency: string | null; onDone: () => void }) {
  const create = useCreateService();
  const update = useUpdateService();
  const lines = useLines();
  const defaultValues = useMemo(() => toFormValues(service), [service]);
  const form = useForm<ServiceFormValues>({ resolver, defaultValues, mode: 'onTouched' });
  const { register, control, formState, setValue, setError } = form;
  const { errors } = formState;
  const subs = useFieldArray({ control, name: 'subservices', keyName: 'fieldKey' });
  const values = useWatch({ control }) as ServiceFormValues;
  const totals = serviceTotals({ ...values, subservices: values.subservices ?? [] });
  const hasSubs = subs.fields.length > 0;
  const type = values.type;

  // SPEC §9: simple services force quantity and value 1. A type change asks for other fields, so
  // messages about the fields it no longer shows go away (re-checked at once after a first submit).
  const types = [type, ...(values.subservices ?? []).map((s) => s.type)].join(',');
  useEffect(() => {
    if (type === 'simple') {
      setValue('quantity', '1');
      setValue('value', '1');
    }
    if (form.formState.isSubmitted) void form.trigger();
    else form.clearErrors();
  }, [types, type, setValue, form]);

  const money = (amount: string) => formatMoney(amount, currency);
  const pending = create.isPending || update.isPending;
  const serverError = create.error ?? update.error;

  const onSubmit = form.handleSubmit(async (data) => {
    const body = toRequest(data);
    try {
      if (service) {
        await update.mutateAsync({ id: service.id, input: body });
        toast.success(M.updated);
      } else {
        await create.mutateAsync(body);
        toast.success(M.created);
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        let focused = false;
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          if (!messages?.[0]) continue;
          setError(field as Path<ServiceFormValues>, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
          focused = true;
        }
      }
    }
  });

  const move = (from: number, to: number, dir: 'up' | 'down') => {
    subs.move(from, to);
    requestAnimationFrame(() => {
      const target = document.getElementById(`sub-${dir}-${to}`) as HTMLButtonElement | null;
      (target && !target.disabled ? target : document.getElementById(`sub-name-${to}`))?.focus();
    });
  };

  const subError = (i: number, key: 'name' | 'quantity' | 'value' | 'total' | 'description') => errors.subservices?.[i]?.[key]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-5 sm:px-6">
        {serverError && !(isApiError(serverError) && serverError.status === 422) && (
          <Alert tone="danger" title={M.saveFailed}>
            {errorMessage(serverError)}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={M.name} error={errors.name?.message}>
            <Input autoComplete="off" maxLength={120} {...register('name')} />
          </Field>
          <Field label={M.type} error={errors.type?.message}>
            <Select {...register('type')}>
              <ServiceTypeOptions />
            </Select>
          </Field>
          <Field label={M.description} hint={M.descriptionHint} error={errors.description?.message} className="sm:col-span-2">
            <textarea rows={2} maxLength={2000} className={cn(inputClasses, 'w-full py-2')} {...register('description')} />
          </Field>
        </div>

        {hasSubs ? (
          <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">{M.fromSubservices}</p>
        ) : (
          <fieldset className="space-y-3">
            <legend className="sr-only">{M.total}</legend>
            {type === 'simple' && <p className="text-sm text-muted-foreground">{M.simpleHint}</p>}
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Field label={M.quantity} error={errors.quantity?.message}>
                <Input inputMode="decimal" autoComplete="off" disabled={type === 'simple'} {...register('quantity')} />
              </Field>
              <Field label={M.value} error={errors.value?.message}>
                <Input inputMode="decimal" autoComplete="off" disabled={type === 'simple'} {...register('value')} />
              </Field>
              {type === 'simple' ? (
                <Field label={M.price} error={errors.total?.message} className="col-span-2">
                  <Input inputMode="decimal" autoComplete="off" {...register('total')} />
                </Field>
              ) : (
                <>
                  <Field label={M.quantityType} error={errors.quantity_type?.message}>
                    <Input autoComplete="off" maxLength={40} placeholder={M.quantityTypePlaceholder} {...register('quantity_type')} />
                  </Field>
                  <Field label={M.valueType} error={errors.value_type?.message}>
                    <Input autoComplete="off" maxLength={40} placeholder={M.valueTypePlaceholder} {...register('value_type')} />
                  </Field>
                </>
              )}
            </div>
          </fieldset>
        )}

        <section aria-labelledby="subservices-heading" className="space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id="subservices-heading" className="text-sm font-semibold text-foreground">
              {M.subservices}
            </h3>
            <Button variant="outline" size="sm" onClick={() => subs.append(emptySubservice(), { shouldFocus: true, focusName: `subservices.${subs.fields.length}.name` })}>
              <Plus className="size-4" aria-hidden="true" />
              {M.addSubservice}
            </Button>
          </div>
          {!hasSubs && <p className="text-sm text-muted-foreground">{M.noSubservices}</p>}
          <ol className="space-y-3">
            {subs.fields.map((field, i) => {
              const sub = values.subservices?.[i];
              const simple = sub?.type === 'simple';
              return (
                <li key={field.fieldKey} className="rounded-xl border border-border bg-surface-muted/40 p-3 sm:p-4" aria-label={M.subserviceN(i + 1)}>
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{M.subserviceN(i + 1)}</span>
                    <div className="flex items-center gap-1">
                      <Button id={`sub-up-${i}`} variant="ghost" size="icon" className="size-8" aria-label={M.moveUp(i + 1)} disabled={i === 0} onClick={() => move(i, i - 1, 'up')}>
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        id={`sub-down-${i}`}
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={M.moveDown(i + 1)}
                        disabled={i === subs.fields.length - 1}
                        onClick={() => move(i, i + 1, 'down')}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" className="size-8 text-danger" aria-label={M.removeSubservice(i + 1)} onClick={() => subs.remove(i)}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-12">
                    <Field label={M.name} error={subError(i, 'name')} className="sm:col-span-7" id={`sub-name-${i}`}>
                      <Input autoComplete="off" maxLength={120} {...register(`subservices.${i}.name`)} />
                    </Field>
                    <Field label={M.type} className="sm:col-span-5">
                      <Select {...register(`subservices.${i}.type`)}>
                        <ServiceTypeOptions />
                      </Select>
                    </Field>
                    {simple ? (
                      <Field label={M.price} error={subError(i, 'total')} className="sm:col-span-4">
                        <Input inputMode="decimal" autoComplete="off" {...register(`subservices.${i}.total`)} />
                      </Field>
                    ) : (
                      <>
                        <Field label={M.quantity} error={subError(i, 'quantity')} className="sm:col-span-4">
                          <Input inputMode="decimal" autoComplete="off" {...register(`subservices.${i}.quantity`)} />
                        </Field>
                        <Field label={M.value} error={subError(i, 'value')} className="sm:col-span-4">
                          <Input inputMode="decimal" autoComplete="off" {...register(`subservices.${i}.value`)} />
                        </Field>
                      </>
                    )}
                    <div className={cn('flex flex-col justify-end', simple ? 'sm:col-span-8' : 'sm:col-span-4')}>
                      <span className="text-sm text-muted-foreground">{M.subtotal}</span>
                      <output className="text-base font-semibold text-foreground tabular-nums" aria-label={`${M.subtotal} ${M.subserviceN(i + 1)}`}>
                        {money(totals.subservices[i]?.total ?? '0.00')}
                      </output>
                    </div>
                    <Field label={M.description} error={subError(i, 'description')} className="sm:col-span-12">
                      <Input autoComplete="off" maxLength={2000} {...register(`subservices.${i}.description`)} />
                    </Field>
                  </div>
                </li>
              );
            })}
          </ol>
          {typeof errors.subservices?.message === 'string' && (
            <p className="text-sm text-danger" role="alert">
              {errors.subservices.message}
            </p>
          )}
        </section>

        {(lines.data?.length ?? 0) > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-foreground">{M.lines}</legend>
            <p className="text-xs text-muted-foreground">{M.linesHint}</p>
            <div className="flex flex-wrap gap-2">
              {lines.data!.map((line) => (
                <label key={line.id} className="flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                  <input type="checkbox" value={line.id} className="size-4 accent-[var(--primary)]" {...register('lines')} />
                  {line.name}
                </label>
              ))}
            </div>
            {errors.lines?.message && (
              <p className="text-sm text-danger" role="alert">
                {errors.lines.message}
              </p>
            )}
          </fieldset>
        )}

        <div className="space-y-2">
          <label className="flex items-start gap-3 text-sm text-foreground">
            <input type="checkbox" className="mt-0.5 size-4 accent-[var(--primary)]" {...register('is_public')} />
            {M.isPublic}
          </label>
          <label className="flex items-start gap-3 text-sm text-foreground">
            <input type="checkbox" className="mt-0.5 size-4 accent-[var(--primary)]" {...register('preload')} />
            {M.preload}
          </label>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {M.total}:{' '}
          <output className="text-lg font-semibold text-foreground tabular-nums" data-testid="service-form-total">
            {money(totals.total)}
          </output>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Dialog.Close asChild>
            <Button variant="outline">{M.cancel}</Button>
          </Dialog.Close>
          <Button type="submit" loading={pending}>
            {service ? M.save : M.createSubmit}
          </Button>
        </div>
      </div>
    </form>
  );
}
