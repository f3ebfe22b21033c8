import { SEARCH_TYPE_LABELS, type SearchType } from '@trato/domain/search/types';
import { cn } from '../../../lib/cn.ts';

/**
 * SPEC §9 tag colours: project primary, proposal info, client success, file warning, activity danger.
 * The palette has no 'info' token, so info is sky; comments (no colour in the spec) are violet, apart
 * from the other five.
 */
const TAG_CLASSES: Record<SearchType, string> = {
  project: 'bg-primary-soft text-primary-text',
  proposal: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  client: 'bg-success-soft text-success',
  file: 'bg-warning-soft text-warning',
  activity: 'bg-danger-soft text-danger',
  comment: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
};

/** The type label of a result ('Portal', 'Cotización'…) as a coloured tag, optionally with a count. */
export function SearchTag({ type, count, className }: { type: SearchType; count?: string; className?: string }) {
  return (
    <span data-type={type} className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', TAG_CLASSES[type], className)}>
      {SEARCH_TYPE_LABELS[type]}
      {count !== undefined && <span className="tabular-nums opacity-80">{count}</span>}
    </span>
  );
}
