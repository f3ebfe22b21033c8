import { describeUsage } from '../../lib/billing/usage.ts';
import { cn } from '../../lib/cn.ts';

const BAR_TONES = { ok: 'bg-primary', near: 'bg-warning', full: 'bg-danger' } as const;

/** One plan limit: its label, "N de M", and a bar (none when the plan has no limit). */
export function UsageMeter({ label, used, max, className }: { label: string; used: number; max: number | null; className?: string }) {
  const usage = describeUsage(used, max);
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-foreground">{label}</span>
        <span className={cn('tabular-nums', usage.tone === 'full' ? 'font-semibold text-danger' : 'text-muted-foreground')}>{usage.text}</span>
      </div>
      {usage.ratio !== null && (
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={max ?? 0}
          aria-valuenow={Math.min(used, max ?? used)}
          aria-valuetext={usage.text}
          className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
        >
          <div className={cn('h-full rounded-full transition-[width]', BAR_TONES[usage.tone])} style={{ width: `${Math.round(usage.ratio * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
