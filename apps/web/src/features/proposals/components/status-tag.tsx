import type { ReactNode } from 'react';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { cn } from '../../../lib/cn.ts';

// Not the shared Badge: its default colours would compete with these (cn does not merge classes).
const BASE = 'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';

const TONES: Record<string, string> = {
  init: 'bg-warning-soft text-warning',
  DRAFT: 'bg-surface-muted text-muted-foreground ring-1 ring-inset ring-border',
  SENT: 'bg-primary-soft text-primary-text',
  ACCEPTED: 'bg-success-soft text-success',
  DECLINED: 'bg-danger-soft text-danger',
  FILED: 'bg-surface-muted text-muted-foreground',
};

/** A small rounded tag with a tone (status tags, the line tag, the cover label). */
export function Tag({ tone, children, className }: { tone: string; children: ReactNode; className?: string }) {
  return <span className={cn(BASE, tone, className)}>{children}</span>;
}

/** A proposal status as a coloured tag with its Spanish label (unknown values as they are). */
export function StatusTag({ status, label, className }: { status: string; label?: string; className?: string }) {
  return (
    <Tag tone={TONES[status] ?? TONES.FILED!} className={className}>
      <span data-status={status}>{label ?? statusLabel(status)}</span>
    </Tag>
  );
}
