import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { canTransition, statusLabel, type ProposalStatus } from '@trato/domain/proposals/statuses';
import { errorMessage } from '../../../../lib/api-error.ts';
import { PROPOSALS_LIST_KEY, useProposals, useProposalsColumn } from '../../api/get-proposals.ts';
import { BOARD_COLUMNS, columnCards, type PendingMove } from '../../lib/board.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { useProposalActions } from '../actions/use-proposal-actions.ts';
import { BoardCardBody } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { columnKeyboardCoordinates } from './column-keyboard.ts';

type Filters = { text: string; line: string | null };

function Column({ status, filters, moving, dragged }: { status: ProposalStatus; filters: Filters; moving: ReadonlyMap<string, PendingMove>; dragged: ProposalListItemDto | null }) {
  const query = useProposalsColumn({ status, text: filters.text, line: filters.line, trashed: false });
  const own = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? null;
  return (
    <BoardColumn
      status={status}
      cards={columnCards(status, own, moving)}
      total={total}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error) : null}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      droppable={dragged ? canTransition(dragged.status, status) : null}
      isOrigin={dragged?.status === status}
      movingIds={new Set(moving.keys())}
      showLine={!filters.line}
    />
  );
}

const proposalOf = (data: unknown): ProposalListItemDto | null => ((data as { proposal?: ProposalListItemDto } | undefined)?.proposal ?? null);
const nameOf = (p: ProposalListItemDto | null) => p?.name.trim() || M.untitled;

// The pointer decides where a mouse drop lands; the keyboard (no pointer) falls back to overlap.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const announcements: Announcements = {
  onDragStart: ({ active }) => M.dragStart(nameOf(proposalOf(active.data.current)), statusLabel(proposalOf(active.data.current)?.status ?? '')),
  onDragOver: ({ active, over }) => {
    const p = proposalOf(active.data.current);
    return over ? M.dragOver(nameOf(p), statusLabel(String(over.id)), canTransition(p?.status ?? '', String(over.id))) : undefined;
  },
  onDragEnd: ({ active, over }) => (over ? M.dragEnd(nameOf(proposalOf(active.data.current)), statusLabel(String(over.id))) : M.dragCancel(nameOf(proposalOf(active.data.current)))),
  onDragCancel: ({ active }) => M.dragCancel(nameOf(proposalOf(active.data.current))),
};

/**
 * mode=board: one column per status. Dropping a card on a column the transition table allows
 * (canTransition) changes its status; the card shows there at once and goes back if the server
 * refuses (409, with its message). Columns it cannot go to are dimmed and not drop targets.
 */
export function ProposalsBoard({ text, line }: Filters) {
  const [dragged, setDragged] = useState<ProposalListItemDto | null>(null);
  const [moving, setMoving] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const actions = useProposalActions();
  const qc = useQueryClient();
  // Unfinished proposals (init) have no column: say how many there are, so none seems lost.
  const unfinished = useProposals({ page: 1, text, line, trashed: false, status: 'init' }).data?.meta.total ?? 0;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged(proposalOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const proposal = proposalOf(active.data.current);
    const to = over ? String(over.id) : null;
    if (!proposal || !to || !canTransition(proposal.status, to)) return;
    const target = to as ProposalStatus;
    setMoving((m) => new Map(m).set(proposal.id, { proposal, to: target }));
    void actions
      .changeStatus(proposal.id, target)
      .catch((e: unknown) => {
        toast.error(errorMessage(e));
        // A refusal may mean someone else moved it (or the client signed): show the board as it is.
        void qc.invalidateQueries({ queryKey: PROPOSALS_LIST_KEY });
      })
      .finally(() =>
        setMoving((m) => {
          const next = new Map(m);
          next.delete(proposal.id);
          return next;
        }),
      );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: M.dragHint } }}
    >
      <p className="text-sm text-muted-foreground">
        <span className="sm:hidden">{M.dragHintTouch}</span>
        <span className="hidden sm:inline">{M.dragHint}</span>
      </p>
      <div role="group" aria-label={M.boardLabel} className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {BOARD_COLUMNS.map((status) => (
          <Column key={status} status={status} filters={{ text, line }} moving={moving} dragged={dragged} />
        ))}
      </div>
      {/* Below the columns: it arrives after them and must not push the cards while someone aims at one. */}
      {unfinished > 0 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="size-2 rounded-full bg-warning" aria-hidden="true" />
          {M.unfinishedNote(unfinished)}
        </p>
      )}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="size-full cursor-grabbing rounded-xl border border-primary/40 bg-surface p-3.5 shadow-xl ring-1 ring-primary/20">
            <BoardCardBody proposal={dragged} showLine={!line} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
