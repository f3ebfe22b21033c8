import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { proposalCommentsKey, type CommentThreadType } from './get-proposal-comments.ts';
import { proposalKey } from './get-proposal.ts';

/** POST /api/v1/comments as staff (origin admin): the reply appears on the public page too. */
export async function createProposalComment(proposalId: string, body: string, type: CommentThreadType = 'proposal'): Promise<CommentDto> {
  return (await api.post<{ data: CommentDto }>('/v1/comments', { type, proposalId, body, origin: 'admin' })).data;
}

export function useCreateProposalComment(proposalId: string, type: CommentThreadType = 'proposal') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createProposalComment(proposalId, body, type),
    onSuccess: (comment) => {
      qc.setQueryData<CommentDto[]>(proposalCommentsKey(proposalId), (list) => [...(list ?? []), comment]);
      // comments_count on the proposal moved too.
      return qc.invalidateQueries({ queryKey: proposalKey(proposalId) });
    },
  });
}
