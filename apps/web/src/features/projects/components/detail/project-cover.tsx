import { Link } from 'react-router';
import { FileSignature } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { useDarkMode } from '../../../../lib/theme/dark-mode.ts';
import { DefaultCover } from '../../../proposals/components/document/proposal-cover.tsx';
import { LineBadge } from '../../../proposals/components/line-badge.tsx';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProjectStatusTag } from '../list/project-status-tag.tsx';
import { ProgressBar } from '../progress-bar.tsx';

/** The portal's cover: image (or the default), workspace logo, name, status, client, line, overall progress. */
export function ProjectCover({ project }: { project: ProjectDto }) {
  const [dark] = useDarkMode();
  const org = project.organization;
  const logo = (dark && org.logo_dark) || org.logo;
  const client = project.client?.name ?? project.company?.name ?? null;
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface shadow-xs" data-testid="project-cover">
      <div className="relative h-36 overflow-hidden sm:h-52">
        {project.cover_url ? <img src={project.cover_url} alt={M.coverAlt} className="absolute inset-0 size-full object-cover" /> : <DefaultCover color={org.primary_color} />}
        <div className="absolute top-4 left-4 sm:top-6 sm:left-8">
          {logo ? (
            <span className={cn('flex h-11 max-w-44 items-center rounded-xl px-3 shadow-sm', dark && org.logo_dark ? 'bg-slate-900/85' : 'bg-white/95')}>
              <img src={logo} alt={M.logoAlt(org.name)} className="max-h-8 max-w-full object-contain" />
            </span>
          ) : (
            <span className="inline-flex h-10 items-center rounded-xl bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-sm">{org.name}</span>
          )}
        </div>
      </div>
      <div className="space-y-3 px-5 py-5 sm:px-8">
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusTag status={project.status} trashed={Boolean(project.deleted_at)} />
          {project.line && <LineBadge line={project.line} />}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-foreground sm:text-3xl">{project.name.trim() || M.untitled}</h1>
        <div className="flex flex-col gap-1.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <p>{client ?? M.noClient}</p>
          {project.proposal && (
            <Link to={`/proposals/${project.proposal.id}`} className="inline-flex items-center gap-1.5 text-primary-text hover:underline">
              <FileSignature className="size-4" aria-hidden="true" />
              {M.fromProposal(project.proposal.name || M.untitled)}
            </Link>
          )}
        </div>
        <ProgressBar value={project.progress} label={M.overallProgress} className="max-w-md" />
      </div>
    </header>
  );
}
