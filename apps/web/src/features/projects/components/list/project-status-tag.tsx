import { projectStatusLabel, TRASH_LABEL } from '@trato/domain/projects/statuses';
import { Tag } from '../../../proposals/components/status-tag.tsx';

const TONES: Record<string, string> = {
  init: 'bg-warning-soft text-warning',
  active: 'bg-success-soft text-success',
  finished: 'bg-surface-muted text-muted-foreground ring-1 ring-inset ring-border',
  trash: 'bg-danger-soft text-danger',
};

/** A project status (Sin terminar, Activo, Finalizado; Papelera when trashed) as a coloured tag. */
export function ProjectStatusTag({ status, trashed }: { status: string; trashed?: boolean }) {
  const key = trashed ? 'trash' : status;
  return (
    <Tag tone={TONES[key] ?? 'bg-surface-muted text-muted-foreground'}>
      <span data-status={key}>{trashed ? TRASH_LABEL : projectStatusLabel(status)}</span>
    </Tag>
  );
}
