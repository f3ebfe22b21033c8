import type { ProjectDto } from '@trato/domain/projects/dto';
import type { DocumentProposal } from '../../proposals/components/document/document-proposal.ts';

/** A project as the read-only document pieces read it (services table, content): no proposal-only dates. */
export function asDocument(project: ProjectDto): DocumentProposal {
  return { ...project, valid_until_at: null, declined_at: null };
}
