import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { BUSINESS_SECTORS } from '@trato/domain/options/business-sectors';
import { COMPANY_SIZES, HEARD_FROM, surveySchema, type SurveyInput } from '@trato/domain/options/survey';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { updateRegisterSession } from '../../../lib/register-session.ts';
import { refreshAccount } from '../../../app/query-client.ts';
import { useCreateOrganization } from '../api/create-organization.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';

type SurveyForm = z.input<typeof surveySchema>;

/** /register/survey — business sector, how they heard of Trato, company size; creates the workspace. */
export function SurveyPage() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const form = useForm<SurveyForm, unknown, SurveyInput>({
    resolver: zodResolver(surveySchema),
    defaultValues: { business_sector: '', how_did_you_hear: '' as SurveyForm['how_did_you_hear'], company_size: '' as SurveyForm['company_size'] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { result } = await create.mutateAsync(input);
      updateRegisterSession({ workspace_id: result.id, workspace_name: result.name, step: 'config' });
      await refreshAccount();
      navigate('/register/config');
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, ['business_sector', 'how_did_you_hear', 'company_size']);
      if (!onFields) toast.error(errorMessage(error));
    }
  });

  return (
    <>
      <SignupProgress step="survey" />
      <AuthHeading title={M.surveyTitle}>{M.surveySubtitle}</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Controller
          control={form.control}
          name="business_sector"
          render={({ field }) => (
            <Field label={M.sector} error={errors.business_sector?.message}>
              <Combobox
                name={field.name}
                options={BUSINESS_SECTORS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                placeholder={M.sectorPlaceholder}
                emptyText={M.sectorEmpty}
              />
            </Field>
          )}
        />
        <Field label={M.heardFrom} error={errors.how_did_you_hear?.message}>
          <Select {...form.register('how_did_you_hear')}>
            <option value="" disabled>
              {M.choose}
            </option>
            {HEARD_FROM.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={M.companySize} error={errors.company_size?.message}>
          <Select {...form.register('company_size')}>
            <option value="" disabled>
              {M.choose}
            </option>
            {COMPANY_SIZES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {M.continue}
        </Button>
      </form>
    </>
  );
}
