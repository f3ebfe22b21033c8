import { useDroppable } from '@dnd-kit/core';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { StatusTag } from '../status-tag.tsx';
import { BoardCard } from './board-card.tsx';

type ColumnProps = {
  status: string;
  cards: ProposalListItemDto[];
  total: number | null;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** While a card is dragged: whether it may land here (null when nothing is dragged). */
  droppable: boolean | null;
  /** The dragged card's own column: not a target, but not dimmed either. */
  isOrigin: boolean;
  movingIds: ReadonlySet<string>;
  showLine: boolean;
};

/** One status column: a drop target only for the statuses the dragged card may move to. */
export function BoardColumn({ status, cards, total, loading, error, hasMore, loadingMore, onLoadMore, droppable, isOrigin, movingIds, showLine }: ColumnProps) {
  const label = statusLabel(status);
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: droppable === false, data: { status } });
  const dragging = droppable !== null && !isOrigin;
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-testid="board-column"
      data-status={status}
      data-droppable={dragging ? String(droppable) : undefined}
      className={cn(
        'flex w-[17.5rem] shrink-0 snap-start flex-col rounded-2xl border border-transparent bg-surface-muted/70 p-2.5 transition-[opacity,background-color,border-color] lg:w-auto lg:min-w-0 lg:flex-1',
        dragging && droppable && 'border-dashed border-primary/50 bg-primary-soft',
        dragging && droppable && isOver && 'border-solid border-primary bg-primary-soft ring-2 ring-primary/30',
        dragging && !droppable && 'opacity-45',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1.5 pt-1 pb-2.5">
        <StatusTag status={status} />
        <span className="text-xs text-muted-foreground tabular-nums" aria-label={total === null ? undefined : M.columnCount(total)}>
          {total ?? ''}
        </span>
      </header>
      {dragging && (
        <p className={cn('mb-2 rounded-lg px-2 py-1.5 text-center text-xs font-medium', droppable ? 'text-primary-text' : 'text-muted-foreground')} aria-hidden="true">
          {droppable ? M.dropHere : M.notDroppable}
        </p>
      )}
      {loading ? (
        <div className="flex justify-center py-8">
          <Spinner label={M.loading} />
        </div>
      ) : error ? (
        <p className="px-2 py-6 text-center text-sm text-danger">{error}</p>
      ) : (
        <ul className="flex min-h-24 flex-col gap-2">
          {cards.length === 0 && !dragging && <li className="rounded-xl border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{M.columnEmpty}</li>}
          {cards.map((p) => (
            <BoardCard key={p.id} proposal={p} showLine={showLine} moving={movingIds.has(p.id)} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="ghost" size="sm" className="mt-2" loading={loadingMore} onClick={onLoadMore}>
          {M.loadMore}
        </Button>
      )}
    </section>
  );
}
