import { statusLabel } from '@trato/domain/proposals/statuses';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<string, string> = {
  init: 'bg-warning-soft text-warning',
  DRAFT: 'bg-surface-muted text-muted-foreground',
  SENT: 'bg-primary-soft text-primary-text',
  ACCEPTED: 'bg-success-soft text-success',
  DECLINED: 'bg-danger-soft text-danger',
  FILED: 'bg-surface-muted text-muted-foreground ring-1 ring-inset ring-border',
};

/** A proposal status as a coloured tag with its Spanish label (unknown values as they are). */
export function StatusTag({ status, label, className }: { status: string; label?: string; className?: string }) {
  return (
    <Badge className={cn(TONES[status] ?? 'bg-surface-muted text-muted-foreground', className)}>
      <span data-status={status}>{label ?? statusLabel(status)}</span>
    </Badge>
  );
}
