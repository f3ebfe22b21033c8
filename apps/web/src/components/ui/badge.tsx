import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A small pill. `tone` replaces the colours rather than adding to them: two background classes on
 * one element are decided by the stylesheet's order, not by the markup (a grey «No conectado» came
 * out blue).
 */
export function Badge({ children, className, tone = 'bg-primary-soft text-primary-text' }: { children: ReactNode; className?: string; tone?: string }) {
  return <span className={cn('inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium', tone, className)}>{children}</span>;
}
