import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/money.ts';
import { CompanyLogo } from '../../../clients/components/company-logo.tsx';
import { LineBadge } from '../../../proposals/components/line-badge.tsx';
import { formatShortDate } from '../../../proposals/lib/format-date.ts';
import type { ProjectListItemDto } from '../../api/types.ts';
import { projectPath } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProjectActionsMenu } from '../actions/project-actions-menu.tsx';
import { ProjectStatusTag } from './project-status-tag.tsx';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/** The date a row shows: when it went to the trash, was finished, or was created. */
function rowDate(p: ProjectListItemDto, timeZone: string): string {
  if (p.deleted_at) return M.trashedOn(formatShortDate(p.deleted_at, timeZone) ?? '');
  if (p.status === 'finished' && p.finished_at) return M.finishedOn(formatShortDate(p.finished_at, timeZone) ?? '');
  return M.createdOn(formatShortDate(p.created_at, timeZone) ?? '');
}

/** One project in the list; the row opens it, the menu holds the actions. */
export function ProjectRow({ project, showLine }: { project: ProjectListItemDto; showLine: boolean }) {
  const name = project.name.trim() || M.untitled;
  const client = project.client?.name ?? project.company?.name ?? null;
  const trashed = Boolean(project.deleted_at);
  const timeZone = useWorkspaceTimeZone();
  return (
    <li className="relative flex gap-3 px-4 py-3.5 transition-colors hover:bg-surface-muted/60 sm:items-center sm:gap-4 sm:px-5" data-testid="project-row">
      <span className="hidden sm:block">
        <CompanyLogo name={client ?? name} logo={project.client?.logo ?? project.company?.logo ?? null} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trashed ? (
            <span className="font-medium break-words text-foreground sm:truncate">{name}</span>
          ) : (
            <Link
              to={projectPath(project)}
              className="font-medium break-words text-foreground after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:truncate"
            >
              {name}
            </Link>
          )}
          <ProjectStatusTag status={project.status} trashed={trashed} />
          {showLine && project.line && <LineBadge line={project.line} />}
        </div>
        <p className="mt-1 text-sm text-muted-foreground sm:truncate">
          {client ?? M.noClient}
          <span aria-hidden="true"> · </span>
          {rowDate(project, timeZone)}
        </p>
      </div>
      <p className="hidden shrink-0 text-right text-base font-semibold text-foreground tabular-nums sm:block">
        <span className="sr-only">{M.total}: </span>
        {formatMoney(project.total, project.currency_code)}
      </p>
      <ProjectActionsMenu project={project} className="relative z-10 -mt-1 -mr-2 sm:mt-0" />
    </li>
  );
}
