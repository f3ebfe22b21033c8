import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Flag, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { ActivitySection } from '../../../proposals/components/activity/activity-section.tsx';
import { moveStage, useStages, useStageWrite, type StageInput } from '../../api/stages.ts';
import type { StageDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { StageForm } from './stage-form.tsx';
import { StageItem } from './stage-item.tsx';

/**
 * The project's timeline (SPEC §3 Stage, §9 progress): add, edit, delete (asks first) and reorder,
 * by dragging the grip or with the Subir / Bajar buttons for the keyboard.
 */
export function StagesTimeline({ projectId, initial }: { projectId: string; initial: StageDto[] }) {
  const query = useStages(projectId, initial);
  const write = useStageWrite(projectId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<StageDto | null>(null);
  const [optimistic, setOptimistic] = useState<StageDto[] | null>(null);
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }), useSensor(KeyboardSensor));
  const stages = optimistic ?? query.data ?? [];

  const save = async (input: StageInput, id?: string) => {
    await write.mutateAsync(id ? { kind: 'update', id, input } : { kind: 'create', input });
    toast.success(M.stageSaved);
    setEditing(null);
  };

  const reorder = (from: number, to: number) => {
    const stage = stages[from];
    if (!stage || from === to || to < 0 || to >= stages.length) return;
    setOptimistic(moveStage(stages, from, to));
    write.mutate(
      { kind: 'update', id: stage.id, input: { order: to } },
      {
        onSuccess: () => toast.success(M.reordered),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setOptimistic(null),
      },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    reorder(
      stages.findIndex((s) => s.id === active.id),
      stages.findIndex((s) => s.id === over.id),
    );
  };

  return (
    <ActivitySection id="project-stages" icon={Flag} title={M.stagesTitle} meta={query.data ? String(stages.length) : undefined} hint={M.stagesHint}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-danger" role="alert">
          {M.stagesError}
        </p>
      ) : stages.length === 0 && editing !== 'new' ? (
        <p className="text-sm text-muted-foreground">{M.stagesEmpty}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <ol className="space-y-2" aria-label={M.stagesTitle}>
            {stages.map((stage, i) =>
              editing === stage.id ? (
                <li key={stage.id}>
                  <StageForm stage={stage} onSubmit={(input) => save(input, stage.id)} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <StageItem
                  key={stage.id}
                  stage={stage}
                  first={i === 0}
                  last={i === stages.length - 1}
                  busy={write.isPending}
                  onUp={() => reorder(i, i - 1)}
                  onDown={() => reorder(i, i + 1)}
                  onEdit={() => setEditing(stage.id)}
                  onRemove={() => setRemoving(stage)}
                />
              ),
            )}
          </ol>
        </DndContext>
      )}
      {editing === 'new' ? (
        <StageForm onSubmit={(input) => save(input)} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {M.addStage}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.stageDeleteTitle}
        description={M.stageDeleteText(removing?.name ?? '')}
        confirmLabel={M.delete}
        loading={write.isPending}
        onConfirm={() => {
          if (!removing) return;
          write.mutate(
            { kind: 'delete', id: removing.id },
            { onSuccess: () => toast.success(M.stageDeleted), onError: (error) => toast.error(errorMessage(error)), onSettled: () => setRemoving(null) },
          );
        }}
      />
    </ActivitySection>
  );
}
