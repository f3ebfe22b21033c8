import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR } from '@trato/domain/colors';
import { isCurrency } from '@trato/domain/currencies';
import { can } from '@trato/domain/workspace/roles';
import { currencySchema, primaryColorSchema, workspaceNameSchema } from '@trato/domain/workspace/schemas';
import { timeZoneSchema } from '@trato/domain/payments/schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ColorPicker } from '../../../components/ui/color-picker.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { CurrencySelect } from '../../../components/ui/currency-select.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import type { Account, Workspace } from '../../../lib/auth/types.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { usePrimaryColorPreview } from '../../../lib/theme/use-primary-color-preview.ts';
import { refreshAccount } from '../../../app/query-client.ts';
import { useUpdateCurrency } from '../api/update-currency.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { SETTINGS_UI as M } from '../messages.ts';
import { CurrencyRatesSection } from './currency-rates-section.tsx';
import { LogoField } from './logo-field.tsx';
import { Section } from './settings-section.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const settingsSchema = z.object({
  name: workspaceNameSchema,
  primary_color: primaryColorSchema,
  currency: currencySchema,
  time_zone: timeZoneSchema,
});

const DEFAULT_TIME_ZONE = 'America/Santiago';
type SettingsInput = z.output<typeof settingsSchema>;
type SettingsForm = z.input<typeof settingsSchema>;

function SettingsForm({ workspace, account }: { workspace: Workspace; account: Account }) {
  const updateWorkspace = useUpdateWorkspace();
  const updateCurrency = useUpdateCurrency();
  const editable = can(account.role, 'workspace:update');
  const savedCurrency = workspace.currency_code ?? workspace.default_currency;

  const form = useForm<SettingsForm, unknown, SettingsInput>({
    resolver: zodResolver(settingsSchema),
    values: {
      name: workspace.name,
      primary_color: workspace.primary_color ?? DEFAULT_PRIMARY_COLOR,
      currency: (isCurrency(savedCurrency) ? savedCurrency : '') as SettingsForm['currency'],
      time_zone: workspace.time_zone ?? DEFAULT_TIME_ZONE,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const color = useWatch({ control: form.control, name: 'primary_color' });
  usePrimaryColorPreview(color);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const zoneChanged = input.time_zone !== (workspace.time_zone ?? DEFAULT_TIME_ZONE);
      await updateWorkspace.mutateAsync({ name: input.name, primary_color: input.primary_color, ...(zoneChanged ? { time_zone: input.time_zone } : {}) });
      if (input.currency !== savedCurrency) await updateCurrency.mutateAsync(input.currency);
      await refreshAccount();
      toast.success(M.updated);
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, ['name', 'primary_color', 'currency', 'time_zone']);
      if (!onFields) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {!editable && <Alert tone="warning">{M.noPermission}</Alert>}
      <fieldset disabled={!editable} className="min-w-0 space-y-6">
        <Section title={M.generalSection} hint={M.generalHint}>
          <Field label={M.workspaceName} error={errors.name?.message}>
            <Input autoComplete="organization" {...form.register('name')} />
          </Field>
          <Field label={M.currency} error={errors.currency?.message} hint={M.currencyHint}>
            <CurrencySelect placeholder="—" {...form.register('currency')} />
          </Field>
          <Field label={M.timeZone} error={errors.time_zone?.message} hint={M.timeZoneHint}>
            <TimeZoneSelect current={workspace.time_zone ?? DEFAULT_TIME_ZONE} {...form.register('time_zone')} />
          </Field>
        </Section>
        <Section title={M.brandSection} hint={M.brandHint}>
          <LogoField kind="logo" workspace={workspace} disabled={!editable} />
          <LogoField kind="logo_dark" workspace={workspace} disabled={!editable} />
          <Controller
            control={form.control}
            name="primary_color"
            render={({ field }) => (
              <Field label={M.primaryColor} error={errors.primary_color?.message} hint={M.primaryColorHint}>
                <ColorPicker value={field.value} onChange={field.onChange} />
              </Field>
            )}
          />
        </Section>
      </fieldset>
      {editable && (
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/90 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
            {M.save}
          </Button>
        </div>
      )}
    </form>
  );
}

/** /settings — workspace name, logos, primary colour (live) and currency. */
export function SettingsPage() {
  useBreadcrumbs([{ name: M.breadcrumb, path: '/settings' }, { name: 'Espacio de trabajo' }]);
  const { data: account } = useAccount();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {!account ? (
        <PageSpinner />
      ) : account.workspace ? (
        <>
          <SettingsForm workspace={account.workspace} account={account} />
          <CurrencyRatesSection editable={can(account.role, 'workspace:update')} />
        </>
      ) : (
        <Alert tone="warning">{M.noWorkspace}</Alert>
      )}
    </div>
  );
}
