import { cn } from '../../lib/cn.ts';

/** The Trato wordmark: a mark in the workspace colour and the name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 10h14v3.2h-5.4V23h-3.2v-9.8H9z" className="fill-primary-foreground" />
      </svg>
      <span className={cn('text-lg', compact && 'sr-only')}>Trato</span>
    </span>
  );
}
