import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Tone = 'info' | 'success' | 'danger' | 'warning';

const TONES: Record<Tone, string> = {
  info: 'border-primary/25 bg-primary-soft text-foreground',
  success: 'border-success/30 bg-success-soft text-foreground',
  danger: 'border-danger/30 bg-danger-soft text-foreground',
  warning: 'border-warning/30 bg-warning-soft text-foreground',
};

const ICONS: Record<Tone, typeof Info> = { info: Info, success: CheckCircle2, danger: AlertCircle, warning: AlertCircle };
const ICON_COLORS: Record<Tone, string> = { info: 'text-primary-text', success: 'text-success', danger: 'text-danger', warning: 'text-warning' };

export function Alert({ tone = 'info', title, children, className }: { tone?: Tone; title?: ReactNode; children?: ReactNode; className?: string }) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border p-4 text-sm', TONES[tone], className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', ICON_COLORS[tone])} aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-muted-foreground">{children}</div>}
      </div>
    </div>
  );
}
