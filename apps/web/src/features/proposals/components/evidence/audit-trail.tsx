import { formatDateTime } from '@trato/domain/date-format';
import type { AuditEventDto } from '@trato/domain/proposals/public-dto';
import { cn } from '../../../../lib/cn.ts';
import { summarizeUserAgent } from '../activity/user-agent.ts';
import { EVIDENCE_MESSAGES as M } from './messages.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/** The hash-chained events, oldest first; the event where the chain breaks is marked. */
export function AuditTrail({ events, brokenAt }: { events: AuditEventDto[]; brokenAt: number | null }) {
  const timeZone = useWorkspaceTimeZone();
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{M.trailEmpty}</p>;
  return (
    <ol className="space-y-2" aria-label={M.trailTitle}>
      {events.map((event) => {
        const broken = brokenAt !== null && event.seq >= brokenAt;
        const device = summarizeUserAgent(event.user_agent);
        return (
          <li
            key={event.seq}
            data-testid="audit-event"
            className={cn('rounded-lg border px-3 py-2 text-sm', broken ? 'border-danger/40 bg-danger-soft' : 'border-border bg-surface-muted/50')}
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xs text-muted-foreground tabular-nums">#{event.seq}</span>
              <span className="font-medium text-foreground">{M.eventTypes[event.type] ?? event.type}</span>
              <time dateTime={event.created_at} className="text-muted-foreground">
                {formatDateTime(event.created_at, timeZone)}
              </time>
            </div>
            {event.ip || device ? <p className="text-muted-foreground">{[device, event.ip && `IP ${event.ip}`].filter(Boolean).join(' · ')}</p> : null}
            <p className="truncate font-mono text-xs text-muted-foreground" title={event.hash}>
              {M.eventHash} {event.hash}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
