import { Link } from 'react-router';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { formatMoney } from '../../../lib/money.ts';
import { CompanyLogo } from '../../clients/components/company-logo.tsx';
import { formatShortDate } from '../../proposals/lib/format-date.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';

/** One project: name (opens it), client and creation date, total. */
export function ProjectRow({ project }: { project: ProposalListItemDto }) {
  const name = project.name.trim() || M.untitled;
  const client = project.client?.name ?? project.company?.name ?? null;
  return (
    <li className="relative flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-surface-muted/60 sm:gap-4 sm:px-5" data-testid="project-row">
      <span className="hidden sm:block">
        <CompanyLogo name={client ?? name} logo={project.client?.logo ?? project.company?.logo ?? null} />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/projects/${project.id}`}
          className="font-medium break-words text-foreground after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:truncate"
        >
          {name}
        </Link>
        <p className="mt-1 text-sm text-muted-foreground sm:truncate">
          {client ?? M.noClient}
          <span aria-hidden="true"> · </span>
          {M.createdOn(formatShortDate(project.created_at) ?? '')}
        </p>
      </div>
      <p className="shrink-0 text-right text-sm font-semibold text-foreground tabular-nums sm:text-base">
        <span className="sr-only">{M.total}: </span>
        {formatMoney(project.total, project.currency_code)}
      </p>
    </li>
  );
}
