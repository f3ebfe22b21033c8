import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { PROPOSALS_KEY } from './get-proposals.ts';

/** Whose thread: a proposal's (public page) or a project's (client portal); proposalId is its id either way. */
export type CommentThreadType = 'proposal' | 'project';

/** GET /api/v1/comments?type={type}&proposalId={id}: the thread the client sees, oldest first. */
export async function getProposalComments(proposalId: string, signal?: AbortSignal, type: CommentThreadType = 'proposal'): Promise<CommentDto[]> {
  return (await api.get<{ data: CommentDto[] }>('/v1/comments', { query: { type, proposalId }, signal })).data;
}

export const proposalCommentsKey = (proposalId: string) => [...PROPOSALS_KEY, 'comments', proposalId] as const;

export function useProposalComments(proposalId: string, type: CommentThreadType = 'proposal') {
  return useQuery(
    queryOptions({
      queryKey: proposalCommentsKey(proposalId),
      queryFn: ({ signal }) => getProposalComments(proposalId, signal, type),
      // Clients write while staff look: refresh when the tab comes back and every minute.
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
  );
}
