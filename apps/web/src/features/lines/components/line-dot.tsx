import { cn } from '../../../lib/cn.ts';

/** The line's colour as a small dot (decorative: the name always sits next to it). */
export function LineDot({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', className)} style={{ backgroundColor: color }} />;
}
