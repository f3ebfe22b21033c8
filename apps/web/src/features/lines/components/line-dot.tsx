import { HEX_COLOR } from '@trato/domain/colors';
import { cn } from '../../../lib/cn.ts';

/**
 * The CSS colour of a line: its own, or the workspace's primary colour (a CSS variable, so it
 * follows a change of workspace colour at once) when it has none (lineColors gives the first line none).
 */
export const lineColor = (color: string | null | undefined): string => (color && HEX_COLOR.test(color) ? color : 'var(--primary)');

/** The line's colour as a small dot (decorative: the name always sits next to it). */
export function LineDot({ color, className }: { color: string; className?: string }) {
  return (
    <span aria-hidden="true" data-testid="line-dot" className={cn('inline-block size-2.5 shrink-0 rounded-full', className)} style={{ backgroundColor: lineColor(color) }} />
  );
}
