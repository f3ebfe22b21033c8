import { Link } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { nextStatuses } from '@trato/domain/proposals/statuses';
import { cn } from '../../../../lib/cn.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { proposalPath } from '../../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { ProposalActionsMenu } from '../actions/proposal-actions-menu.tsx';
import { LineBadge } from '../line-badge.tsx';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

type CardBodyProps = { proposal: ProposalListItemDto; showLine: boolean };

/** What a card shows; also drawn in the drag overlay under the pointer. */
export function BoardCardBody({ proposal, showLine }: CardBodyProps) {
  const client = proposal.client?.name ?? proposal.company?.name ?? M.noClient;
  const timeZone = useWorkspaceTimeZone();
  return (
    <>
      <p className="font-medium break-words text-foreground">{proposal.name.trim() || M.untitled}</p>
      <p className="mt-0.5 truncate text-sm text-muted-foreground">{client}</p>
      <p className="mt-2.5 text-sm font-semibold text-foreground tabular-nums">{formatMoney(proposal.total, proposal.currency_code)}</p>
      <div className="mt-2 flex min-h-8 flex-wrap items-center gap-2 pr-[4.5rem]">
        {showLine && proposal.line && <LineBadge line={proposal.line} />}
        <span className="text-xs whitespace-nowrap text-muted-foreground">{formatShortDate(proposal.updated_at, timeZone)}</span>
      </div>
    </>
  );
}

/**
 * A draggable card. The mouse or a finger drags it from anywhere (after a few pixels, so a click
 * still opens it); the keyboard starts a move only from the grip button (Space, arrows, Space).
 */
export function BoardCard({ proposal, showLine, moving }: CardBodyProps & { moving: boolean }) {
  const canMove = nextStatuses(proposal.status).length > 0 && !moving;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: proposal.id,
    data: { proposal },
    disabled: !canMove,
    attributes: { roleDescription: M.draggableRole },
  });
  const name = proposal.name.trim() || M.untitled;
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      className={cn(
        'relative rounded-xl border border-border bg-surface p-3.5 shadow-xs transition-shadow select-none',
        canMove && 'cursor-grab hover:shadow-md active:cursor-grabbing',
        isDragging && 'opacity-40',
        moving && 'animate-pulse',
      )}
      data-testid="board-card"
      data-proposal-id={proposal.id}
    >
      {/* Not natively draggable: a link drag would swallow the mouse moves the board listens to. */}
      <Link
        to={proposalPath(proposal)}
        draggable={false}
        className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
      >
        <span className="sr-only">{name}</span>
      </Link>
      <div aria-hidden="true">
        <BoardCardBody proposal={proposal} showLine={showLine} />
      </div>
      <div className="absolute right-1.5 bottom-1.5 z-10 flex items-center">
        {canMove && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={M.moveCard(name)}
            className="flex size-8 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
        <ProposalActionsMenu proposal={proposal} className="size-8" />
      </div>
    </li>
  );
}
