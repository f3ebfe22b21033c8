import { cn } from '../../../lib/cn.ts';

/** A 0–100 bar with its number (stages, a project's overall progress, an upload). */
export function ProgressBar({ value, label, className }: { value: number; label?: string; className?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={label} className="h-1.5 flex-1 overflow-hidden rounded-full bg-border">
        <div className={cn('h-full rounded-full transition-[width]', pct === 100 ? 'bg-success' : 'bg-primary')} style={{ width: `${pct}%` }} />
      </div>
      <span className="w-9 text-right text-xs text-muted-foreground tabular-nums">{pct}%</span>
    </div>
  );
}
