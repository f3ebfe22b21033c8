import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { checkLineName } from '@trato/domain/lines/names';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateLine } from '../../lines/api/create-line.ts';
import { linePath } from '../../lines/lib/lines.ts';
import { LINES_MESSAGES } from '../../lines/messages.ts';
import { DASHBOARD_UI } from '../messages.ts';

const M = DASHBOARD_UI.cards.line;

/** The first line, created from the dashboard: the same rule and toast as the sidebar's field, then it opens. */
export function LineQuickCreate() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLine();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkLineName(name);
    if (!parsed.ok) return setError(parsed.error);
    create.mutate(
      { name: parsed.name },
      {
        onSuccess: (line) => {
          toast.success(LINES_MESSAGES.created);
          void navigate(linePath(line.slug));
        },
        onError: (e) => toast.error(LINES_MESSAGES.createFailed, { description: errorMessage(e) }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2" noValidate>
      <Input
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        placeholder={M.placeholder}
        aria-label={M.nameLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'dashboard-line-error' : undefined}
      />
      {error && (
        <p id="dashboard-line-error" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" loading={create.isPending} className="self-start">
        {M.create}
      </Button>
    </form>
  );
}
