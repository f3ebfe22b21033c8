import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary-text', className)}>
      {children}
    </span>
  );
}
