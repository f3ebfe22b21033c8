import { FolderKanban, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { formatLongDate } from '@trato/domain/date-format';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ActivitySection } from '../activity/activity-section.tsx';
import { DuplicateVersionButton } from './duplicate-version-button.tsx';
import { EVIDENCE_MESSAGES as M } from './messages.ts';
import { SignaturePanel } from './signature-panel.tsx';

/**
 * Above the document once the client decided: the signature with its evidence and the project it
 * became (ACCEPTED), or the requested changes (DECLINED); both offer a new version.
 */
export function ProposalOutcome({ proposal }: { proposal: ProposalDto }) {
  const duplicate = <DuplicateVersionButton proposalId={proposal.id} />;
  if (proposal.status === 'ACCEPTED') {
    return (
      <div className="space-y-4">
        {proposal.project ? <ProjectLink project={proposal.project} /> : null}
        {proposal.signature ? (
          <SignaturePanel proposalId={proposal.id} signature={proposal.signature} actions={duplicate} />
        ) : (
          <div>{duplicate}</div>
        )}
      </div>
    );
  }
  if (proposal.status === 'DECLINED') {
    const on = formatLongDate(proposal.declined_at, proposal.organization.time_zone);
    return (
      <ActivitySection id="proposal-declined" icon={MessageSquareWarning} title={M.declinedTitle} hint={on ? M.declinedOn(on) : undefined}>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">{M.declinedReason}</p>
          <blockquote className="border-l-2 border-warning pl-3 whitespace-pre-wrap break-words text-foreground" data-testid="declined-reason">
            {proposal.declined_reason?.trim() || M.declinedNoReason}
          </blockquote>
        </div>
        <div>{duplicate}</div>
      </ActivitySection>
    );
  }
  return null;
}

function ProjectLink({ project }: { project: { id: string; name: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-success/30 bg-success-soft p-4">
      <FolderKanban className="size-5 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-foreground">
          {M.projectTitle}: {project.name}
        </p>
        <p className="text-muted-foreground">{M.projectText}</p>
      </div>
      <Link to={`/projects/${project.id}`} className={buttonClasses('outline', 'sm')}>
        {M.openProject}
      </Link>
    </div>
  );
}
