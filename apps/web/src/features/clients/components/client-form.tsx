import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { Trash2 } from 'lucide-react';
import { clientFormSchema, type ClientFormInput, type ClientFormOutput } from '@trato/domain/clients/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ImageInput } from '../../../components/ui/image-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { imageProblem } from '../../../lib/validate-image.ts';
import { uploadCompanyLogo } from '../api/upload-company-logo.ts';
import { CLIENTS_UI as M } from '../messages.ts';

export type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  logo: string;
  company_name: string;
  is_person: boolean;
};

export const EMPTY_CLIENT: ClientFormValues = { name: '', email: '', phone: '', logo: '', company_name: '', is_person: false };

type ClientFormProps = {
  initial?: ClientFormValues;
  submitText: string;
  /** Saves the validated form; throw an ApiError to show the server's field messages. */
  onSubmit: (values: ClientFormOutput) => Promise<void>;
  onCancel?: () => void;
  /**
   * Leaves out the form's own Cancelar/submit row, for a page whose own buttons submit it
   * (requestSubmit) and cancel, so there is one primary action on screen (the proposal builder).
   */
  hideActions?: boolean;
};

const FIELDS = ['name', 'email', 'phone', 'logo', 'company_name', 'is_person'] as const;

/**
 * The client form (SPEC §3): name, phone, email, logo with preview, company name, isPerson. Checked
 * in the browser with the same schema the API uses; a picked logo is uploaded to company_logo on
 * submit and its URL sent with the form.
 */
export function ClientForm({ initial = EMPTY_CLIENT, submitText, onSubmit, onCancel, hideActions = false }: ClientFormProps) {
  const form = useForm<ClientFormInput, unknown, ClientFormOutput>({ resolver: zodResolver(clientFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const isPerson = useWatch({ control: form.control, name: 'is_person' });
  const logo = useWatch({ control: form.control, name: 'logo' });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(next: File) {
    const problem = imageProblem(next);
    if (problem) {
      toast.error(problem === 'too-large' ? M.logoTooLarge : M.logoWrongType);
      return;
    }
    setFile(next);
    setPreview(URL.createObjectURL(next));
  }

  function removeLogo() {
    setFile(null);
    setPreview(null);
    form.setValue('logo', '', { shouldDirty: true });
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      let logoUrl = values.logo;
      if (file) logoUrl = await uploadCompanyLogo(file);
      await onSubmit({ ...values, logo: logoUrl });
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      if (!onFields) toast.error(errorMessage(error));
    }
  });

  return (
    <form
      // A second submit while the first is still uploading or saving would create the client twice.
      onSubmit={(e) => (form.formState.isSubmitting ? e.preventDefault() : void submit(e))}
      noValidate
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={M.name} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={M.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label={M.phone} hint={M.phoneHint} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        {!isPerson && (
          <Field label={M.companyName} error={errors.company_name?.message}>
            <Input autoComplete="organization" {...form.register('company_name')} />
          </Field>
        )}
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-border p-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-[var(--primary)]" {...form.register('is_person')} />
        <span>
          <span className="font-medium text-foreground">{M.isPerson}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">{M.isPersonHint}</span>
        </span>
      </label>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={M.logo} error={errors.logo?.message} className="min-w-0">
          <ImageInput previewUrl={preview ?? (logo || null)} previewAlt={M.logoAlt} onFile={pick} disabled={isSubmitting} />
        </Field>
        {(preview || logo) && !isSubmitting && (
          <Button variant="ghost" size="sm" onClick={removeLogo} className="text-muted-foreground">
            <Trash2 className="size-4" aria-hidden="true" />
            {M.removeLogo}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{M.formHint}</p>
      {!hideActions && (
        <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              {M.cancel}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {submitText}
          </Button>
        </div>
      )}
    </form>
  );
}
