import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR } from '@trato/domain/colors';
import { isCurrency } from '@trato/domain/currencies';
import { workspaceConfigSchema, workspaceNameSchema, type WorkspaceConfigInput } from '@trato/domain/workspace/schemas';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ColorPicker } from '../../../components/ui/color-picker.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { CurrencySelect } from '../../../components/ui/currency-select.tsx';
import { ImageInput } from '../../../components/ui/image-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import type { Workspace } from '../../../lib/auth/types.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { updateRegisterSession } from '../../../lib/register-session.ts';
import { usePrimaryColorPreview } from '../../../lib/theme/use-primary-color-preview.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { imageProblem } from '../../../lib/validate-image.ts';
import { refreshAccount } from '../../../app/query-client.ts';
import { checkWorkspaceQueryOptions, useCheckWorkspace } from '../api/check-workspace.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { useUploadOrganizationLogo } from '../api/upload-organization-logo.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { WorkspaceNameStatus } from './workspace-name-status.tsx';

type ConfigForm = z.input<typeof workspaceConfigSchema>;

const NAME_CHECK_DELAY = 400;

function ConfigForm({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateOrganization();
  const upload = useUploadOrganizationLogo();
  const [logoPreview, setLogoPreview] = useState<string | null>(workspace.logo);

  const currentCurrency = workspace.default_currency ?? workspace.currency_code;
  const form = useForm<ConfigForm, unknown, WorkspaceConfigInput>({
    resolver: zodResolver(workspaceConfigSchema),
    defaultValues: {
      name: workspace.name,
      currency: (isCurrency(currentCurrency) ? currentCurrency : '') as ConfigForm['currency'],
      primary_color: workspace.primary_color ?? DEFAULT_PRIMARY_COLOR,
    },
  });
  const { errors } = form.formState;
  const [name, color] = useWatch({ control: form.control, name: ['name', 'primary_color'] });
  usePrimaryColorPreview(color);

  // Live availability check of the name, debounced.
  const debouncedName = useDebouncedValue((name ?? '').trim(), NAME_CHECK_DELAY);
  const nameIsValid = workspaceNameSchema.safeParse(debouncedName).success;
  const check = useCheckWorkspace(debouncedName, nameIsValid);
  const settled = debouncedName === (name ?? '').trim();
  const checkResult = settled && nameIsValid ? check.data : undefined;
  const nameError =
    errors.name?.message ??
    (checkResult && !checkResult.valid ? checkResult.message : undefined) ??
    (settled && check.isError ? errorMessage(check.error) : undefined);

  const checking = nameIsValid && (!settled || check.isFetching);

  function onLogo(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem === 'too-large' ? M.logoTooLarge : M.logoInvalid);
      return;
    }
    const previous = logoPreview;
    const local = URL.createObjectURL(file);
    setLogoPreview(local);
    upload.mutate(
      { id: workspace.id, file },
      {
        onSuccess: ({ result }) => {
          URL.revokeObjectURL(local);
          setLogoPreview(result.logo);
          toast.success(M.logoUploaded);
        },
        onError: (error) => {
          URL.revokeObjectURL(local);
          setLogoPreview(previous);
          toast.error(errorMessage(error));
        },
      },
    );
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const availability = await queryClient.fetchQuery(checkWorkspaceQueryOptions(input.name));
      if (!availability.valid) {
        form.setError('name', { type: 'server', message: availability.message }, { shouldFocus: true });
        return;
      }
      const { result } = await update.mutateAsync({ id: workspace.id, input });
      updateRegisterSession({ workspace_id: result.id, workspace_name: result.name, step: 'plan' });
      await refreshAccount();
      navigate('/register/plan');
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, ['name', 'currency', 'primary_color']);
      if (!onFields) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Field
        label={M.workspaceName}
        error={nameError}
        status={checking || checkResult?.valid ? <WorkspaceNameStatus checking={checking} result={checkResult} /> : undefined}
      >
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label={M.currency} error={errors.currency?.message}>
        <CurrencySelect placeholder={M.currencyPlaceholder} {...form.register('currency')} />
      </Field>
      <Field label={M.logo}>
        <ImageInput previewUrl={logoPreview} previewAlt={M.logoAlt} onFile={onLogo} uploading={upload.isPending} />
      </Field>
      <Controller
        control={form.control}
        name="primary_color"
        render={({ field }) => (
          <Field label={M.primaryColor} error={errors.primary_color?.message} hint={M.primaryColorHint}>
            <ColorPicker value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <BrandPreview name={(name ?? '').trim() || workspace.name} logo={logoPreview} />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {M.continue}
      </Button>
    </form>
  );
}

/** /register/config — workspace name (checked live), currency, logo and primary colour. */
export function ConfigPage() {
  const { data: account } = useAccount();
  if (!account?.workspace) return <PageSpinner />;
  return (
    <>
      <SignupProgress step="config" />
      <AuthHeading title={M.configTitle}>{M.configSubtitle}</AuthHeading>
      <ConfigForm workspace={account.workspace} />
    </>
  );
}
