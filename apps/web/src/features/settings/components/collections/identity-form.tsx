import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../../lib/toast.ts';
import type { z } from 'zod';
import type { BusinessIdentityDto } from '@trato/domain/collections/dto-schemas';
import { identityUpdateSchema } from '@trato/domain/collections/schemas';
import { TAX_COUNTRIES, TAX_COUNTRY_NAMES, TAX_ID_LABELS, type TaxCountry } from '@trato/domain/collections/tax-id';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { useChangeCollections } from '../../api/collections.ts';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';

type IdentityForm = z.input<typeof identityUpdateSchema>;
type IdentityOutput = z.output<typeof identityUpdateSchema>;
const FIELDS = ['legal_name', 'tax_country', 'tax_id', 'address', 'contact_email', 'contact_phone'] as const;

/** Legal name, tax id with its country, address, contact e-mail and phone. */
export function IdentityForm({ identity, editable }: { identity: BusinessIdentityDto | null; editable: boolean }) {
  const change = useChangeCollections();
  const form = useForm<IdentityForm, unknown, IdentityOutput>({
    resolver: zodResolver(identityUpdateSchema),
    defaultValues: {
      legal_name: identity?.legal_name ?? '',
      tax_country: identity?.tax_country ?? 'CL',
      tax_id: identity?.tax_id ?? '',
      address: identity?.address ?? '',
      contact_email: identity?.contact_email ?? '',
      contact_phone: identity?.contact_phone ?? '',
    },
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'tax_country' }) as TaxCountry;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync({ kind: 'identity', body });
      toast.success(M.identitySaved);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={!editable} className="min-w-0 space-y-5">
        <Field label={M.legalName} error={errors.legal_name?.message}>
          <Input autoComplete="organization" {...form.register('legal_name')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          <Field label={M.taxCountry} error={errors.tax_country?.message}>
            <Select {...form.register('tax_country')}>
              {TAX_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {TAX_COUNTRY_NAMES[c]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={M.taxId(TAX_ID_LABELS[country] ?? 'RUT')} error={errors.tax_id?.message}>
            <Input autoComplete="off" spellCheck={false} {...form.register('tax_id')} />
          </Field>
        </div>
        <Field label={M.address} hint={M.optional} error={errors.address?.message}>
          <Input autoComplete="street-address" {...form.register('address')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={M.contactEmail} hint={M.optional} error={errors.contact_email?.message}>
            <Input type="email" autoComplete="email" {...form.register('contact_email')} />
          </Field>
          <Field label={M.contactPhone} hint={M.optional} error={errors.contact_phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('contact_phone')} />
          </Field>
        </div>
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
            {M.saveIdentity}
          </Button>
        </div>
      )}
    </form>
  );
}
