import { Link } from 'react-router';
import type { ActivityDto } from '@trato/domain/projects/dto';
import { activitySentence } from '@trato/domain/activities/activity-text';
import { formatDateTime } from '@trato/domain/date-format';
import { DASHBOARD_UI as M } from '../messages.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

const pathOf = (p: NonNullable<ActivityDto['project']>) => (p.type === 'project' ? `/projects/${p.id}` : `/proposals/${p.id}`);

/** The workspace's activity feed, newest first; each entry names (and links) what it is about. */
export function RecentActivity({ activities }: { activities: ActivityDto[] }) {
  const timeZone = useWorkspaceTimeZone();
  return (
    <DashboardSection id="actividad-reciente" title={M.activityTitle} empty={activities.length ? null : M.activityEmpty}>
      <ol className="divide-y divide-border">
        {activities.map((a) => {
          const { actor, text } = activitySentence(a);
          return (
            <li key={a.id} className="py-2.5 text-sm first:pt-0 last:pb-0" data-testid="dashboard-activity">
              <p className="text-foreground">
                {actor && <span className="font-medium">{actor} </span>}
                {text}
                {a.project && (
                  <>
                    {' · '}
                    <Link to={pathOf(a.project)} className="font-medium text-primary-text hover:underline">
                      {a.project.name}
                    </Link>
                  </>
                )}
              </p>
              <time dateTime={a.created_at} className="text-xs text-muted-foreground">
                {formatDateTime(a.created_at, timeZone)}
              </time>
            </li>
          );
        })}
      </ol>
    </DashboardSection>
  );
}
