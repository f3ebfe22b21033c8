import type { ProposalDto } from './dto.ts';
import type { PublicProposalDto } from './public-dto.ts';

/** What the public DTO adds to the staff proposal: how it can be answered, its links, terms and sender. */
export type PublicProposalBase = Omit<PublicProposalDto, 'is_demo' | 'expired' | 'can_sign' | 'can_decline' | 'links' | 'terms' | 'sender'>;

/**
 * The staff ProposalDto without what the client never sees (builder step, visits, the line, the
 * project…) and without the organization's business identity, which the public DTO says once in
 * `sender.identity`; with the workspace's id (the portal links' `?w=`). One list, read by the API's serializer and by the tests' public fixture.
 */
export function publicShapeOf(dto: ProposalDto, workspaceId: string): PublicProposalBase {
  /* eslint-disable @typescript-eslint/no-unused-vars -- dropped on purpose: staff-only fields */
  const { form_step, editable, deleted_at, line_id, line, company_id, visitLogs, comments_count, project, links, organization, ...shown } = dto;
  const { identity, ...brand } = organization;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  return { ...shown, organization: { id: workspaceId, ...brand } };
}
