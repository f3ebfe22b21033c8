import type { ProposalDto } from '@trato/domain/proposals/dto';

/**
 * What the read-only document reads: satisfied by the staff ProposalDto and by the public page's
 * PublicProposalDto (the same proposal without its staff-only fields).
 */
export type DocumentProposal = Pick<
  ProposalDto,
  | 'name'
  | 'status'
  | 'status_label'
  | 'proposal_statuses'
  | 'accepted_at'
  | 'declined_at'
  | 'valid_until_at'
  | 'cover_url'
  | 'client'
  | 'company'
  | 'content'
  | 'services'
  | 'totals'
  | 'payments'
  | 'currency_code'
> & {
  /** The quote number (decision 0080); a portal's documents have none. */
  code?: ProposalDto['code'];
  /** The workspace's branding; the «Cobros» identity is the PDF's business, not the document's. */
  organization: Omit<ProposalDto['organization'], 'identity'>;
};
