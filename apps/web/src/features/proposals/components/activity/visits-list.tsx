import { useState } from 'react';
import { Eye, Monitor, Smartphone, Tablet, Trash2 } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import { formatDateTime } from '@trato/domain/date-format';
import type { VisitLogDto } from '@trato/domain/proposals/public-dto';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDeleteVisit } from '../../api/delete-visit.ts';
import { ActivitySection } from './activity-section.tsx';
import { ACTIVITY_MESSAGES as M } from './messages.ts';
import { parseUserAgent, summarizeUserAgent } from './user-agent.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

const DEVICE_ICONS = { Móvil: Smartphone, Tableta: Tablet, Escritorio: Monitor } as const;

/** Opens of the public page (ProposalDto.visitLogs, newest first), each removable. */
export function VisitsList({ proposalId, visits, onDeleted }: { proposalId: string; visits: VisitLogDto[]; /** A page that keeps the visits elsewhere (a project) refreshes them. */ onDeleted?: () => void }) {
  const remove = useDeleteVisit(proposalId);
  const timeZone = useWorkspaceTimeZone();
  const [target, setTarget] = useState<VisitLogDto | null>(null);
  return (
    <ActivitySection id="proposal-visits" icon={Eye} title={M.visitsTitle} meta={M.visitsCount(visits.length)} hint={M.visitsHint}>
      {visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.visitsEmpty}</p>
      ) : (
        <ul className="divide-y divide-border">
          {visits.map((visit) => {
            const device = parseUserAgent(visit.user_agent).device;
            const Icon = device ? DEVICE_ICONS[device] : Monitor;
            return (
              <li key={visit.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="staff-visit">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1 text-sm">
                  <time dateTime={visit.created_at} className="font-medium text-foreground">
                    {formatDateTime(visit.created_at, timeZone)}
                  </time>
                  <p className="truncate text-muted-foreground" title={visit.user_agent ?? undefined}>
                    {summarizeUserAgent(visit.user_agent) ?? M.unknownDevice}
                    {' · '}
                    {visit.ip ? M.visitIp(visit.ip) : M.unknownIp}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={`${M.deleteVisit} ${formatDateTime(visit.created_at, timeZone) ?? ''}`}
                  title={M.deleteVisit}
                  onClick={() => setTarget(visit)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={M.deleteVisitTitle}
        description={M.deleteVisitText(formatDateTime(target?.created_at, timeZone) ?? '')}
        confirmLabel={M.deleteVisitConfirm}
        loading={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => {
              setTarget(null);
              onDeleted?.();
              toast.success(M.visitDeleted);
            },
            onError: (error) => toast.error(M.deleteFailed, { description: errorMessage(error) }),
          })
        }
      />
    </ActivitySection>
  );
}
