import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { History, Trash2 } from 'lucide-react';
import { activitySentence } from '@trato/domain/activities/activity-text';
import { formatDateTime } from '@trato/domain/date-format';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { PaginationBar } from '../../../../components/ui/pagination-bar.tsx';
import { ActivitySection } from '../../../proposals/components/activity/activity-section.tsx';
import { useActivities, useDeleteActivity } from '../../api/activities.ts';
import type { ActivityDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/** GET /v1/activities?projectId: who did what on the portal, newest first, each removable. */
export function ActivityFeed({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const query = useActivities(projectId, page);
  const timeZone = useWorkspaceTimeZone();
  const remove = useDeleteActivity(projectId);
  const [target, setTarget] = useState<ActivityDto | null>(null);
  const list = query.data?.data ?? [];
  return (
    <ActivitySection id="project-activity" icon={History} title={M.activityTitle} meta={query.data ? String(query.data.meta.total) : undefined} hint={M.activityHint}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
          {M.activityError}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {M.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.activityEmpty}</p>
      ) : (
        <>
          <ol className="divide-y divide-border" aria-label={M.activityTitle}>
            {list.map((a) => {
              const { actor, text } = activitySentence(a);
              return (
                <li key={a.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="activity-item">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="text-foreground">
                      {actor ? <span className="font-medium">{actor} </span> : null}
                      {text}
                    </p>
                    <time dateTime={a.created_at} className="text-xs text-muted-foreground">
                      {formatDateTime(a.created_at, timeZone)}
                    </time>
                  </div>
                  <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label={M.activityDelete} onClick={() => setTarget(a)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
          <PaginationBar meta={query.data.meta} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={M.activityDeleteTitle}
        description={M.activityDeleteText}
        confirmLabel={M.delete}
        loading={remove.isPending}
        onConfirm={() => {
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => toast.success(M.activityDeleted),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setTarget(null),
          });
        }}
      />
    </ActivitySection>
  );
}
