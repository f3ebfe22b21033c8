import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { PROPOSALS_KEY } from './get-proposals.ts';

/** GET /api/v1/comments?type=proposal&proposalId={id}: the thread the client sees, oldest first. */
export async function getProposalComments(proposalId: string, signal?: AbortSignal): Promise<CommentDto[]> {
  return (await api.get<{ data: CommentDto[] }>('/v1/comments', { query: { type: 'proposal', proposalId }, signal })).data;
}

export const proposalCommentsKey = (proposalId: string) => [...PROPOSALS_KEY, 'comments', proposalId] as const;

export function useProposalComments(proposalId: string) {
  return useQuery(
    queryOptions({
      queryKey: proposalCommentsKey(proposalId),
      queryFn: ({ signal }) => getProposalComments(proposalId, signal),
      // Clients write while staff look: refresh when the tab comes back and every minute.
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
  );
}
