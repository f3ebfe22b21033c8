import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import type { StageInput } from '../../api/stages.ts';
import type { StageDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

type FormProps = {
  stage?: StageDto;
  onSubmit: (input: StageInput) => Promise<void>;
  onCancel: () => void;
};

/** Name and dates of a stage; errors (ours, then the server's 422) next to the fields. */
export function StageForm({ stage, onSubmit, onCancel }: FormProps) {
  const [name, setName] = useState(stage?.name ?? '');
  const [start, setStart] = useState(stage?.start_date ?? '');
  const [end, setEnd] = useState(stage?.end_date ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const idBase = stage ? `stage-${stage.id}` : 'stage-new';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = M.stageNameRequired;
    if (start && end && end < start) found.end_date = M.stageDatesOrder;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ name: name.trim(), start_date: start || null, end_date: end || null });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors({
          name: error.fieldError('name') ?? '',
          start_date: error.fieldError('start_date') ?? '',
          end_date: error.fieldError('end_date') ?? '',
          form: error.fieldError('name') || error.fieldError('start_date') || error.fieldError('end_date') ? '' : error.message,
        });
      } else setErrors({ form: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  const field = (key: string, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`${idBase}-${key}`} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {input}
      {errors[key] ? (
        <p id={`${idBase}-${key}-error`} className="text-xs text-danger">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-xl border border-border bg-surface-muted/50 p-3 sm:p-4" aria-label={stage ? M.editStage : M.addStage}>
      {field(
        'name',
        M.stageName,
        <Input id={`${idBase}-name`} value={name} maxLength={120} placeholder={M.stageNamePlaceholder} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} autoFocus />,
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('start_date', M.stageStart, <Input id={`${idBase}-start_date`} type="date" value={start} onChange={(e) => setStart(e.target.value)} aria-invalid={Boolean(errors.start_date)} />)}
        {field('end_date', M.stageEnd, <Input id={`${idBase}-end_date`} type="date" value={end} onChange={(e) => setEnd(e.target.value)} aria-invalid={Boolean(errors.end_date)} />)}
      </div>
      {errors.form ? (
        <p className="text-sm text-danger" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          {M.save}
        </Button>
      </div>
    </form>
  );
}
