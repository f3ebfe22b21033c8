import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { formatDay } from '@trato/domain/date-format';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { StageDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProgressBar } from '../progress-bar.tsx';

type ItemProps = {
  stage: StageDto;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

const day = (d: string | null) => formatDay(d);

/** One stage: dates, progress; draggable by its grip, and a drop target for the others. */
export function StageItem({ stage, first, last, busy, onUp, onDown, onEdit, onRemove }: ItemProps) {
  const drag = useDraggable({ id: stage.id, disabled: busy });
  const drop = useDroppable({ id: stage.id });
  const dates = [day(stage.start_date), day(stage.end_date)].filter(Boolean).join(' – ') || M.noDates;
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={cn(
        'flex flex-wrap items-start gap-2 rounded-xl border border-border bg-surface p-3 transition-shadow sm:flex-nowrap',
        drag.isDragging && 'opacity-50 shadow-lg',
        drop.isOver && !drag.isDragging && 'ring-2 ring-primary/40',
      )}
      style={drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined}
      data-testid="stage-item"
    >
      <button
        type="button"
        ref={drag.setActivatorNodeRef}
        {...drag.listeners}
        {...drag.attributes}
        aria-label={M.dragStage(stage.name)}
        className="mt-0.5 flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-col gap-x-3 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between">
          <p className="font-medium break-words text-foreground">{stage.name}</p>
          <p className="text-xs text-muted-foreground">{dates}</p>
        </div>
        <ProgressBar value={stage.progress} label={M.progressLabel(stage.name)} />
      </div>
      {/* On a phone the buttons get their own row under the stage. */}
      <div className="flex w-full shrink-0 justify-end gap-0.5 sm:w-auto">
        <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveUp(stage.name)} disabled={first || busy} onClick={onUp}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveDown(stage.name)} disabled={last || busy} onClick={onDown}>
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`${M.editStage}: ${stage.name}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8 text-danger" aria-label={`${M.delete}: ${stage.name}`} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
