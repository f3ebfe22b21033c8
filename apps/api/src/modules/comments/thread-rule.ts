import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';

/**
 * One conversation from the first question to the project (issue 32 §5, decision 0081): a portal's
 * thread is its own comments plus those on the proposal it was made from (projects.proposal_id).
 * New comments in the portal are the project's; the proposal page keeps showing the proposal's own.
 * Every reader of a portal's thread or its count goes through this rule.
 */
export function threadIdsOf(row: Pick<ProposalRow, 'id' | 'type' | 'proposalId'>): string[] {
  return row.type === 'project' && row.proposalId ? [row.id, row.proposalId] : [row.id];
}

/** The same rule inside a statement: `commentProjectId` belongs to the thread of the project `projectId` made from `proposalId`. */
export function inPortalThread(commentProjectId: SQLWrapper, projectId: SQLWrapper, proposalId: SQLWrapper): SQL {
  return sql`(${commentProjectId} = ${projectId} or ${commentProjectId} = ${proposalId})`;
}
