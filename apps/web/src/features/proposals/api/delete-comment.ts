import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { proposalCommentsKey } from './get-proposal-comments.ts';
import { proposalKey } from './get-proposal.ts';

/** DELETE /api/v1/comments/{id}: staff may delete any comment of their workspace's proposals. */
export async function deleteComment(id: string): Promise<void> {
  await api.delete<null>(`/v1/comments/${encodeURIComponent(id)}`);
}

export function useDeleteComment(proposalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_, id) => {
      qc.setQueryData<CommentDto[]>(proposalCommentsKey(proposalId), (list) => list?.filter((c) => c.id !== id));
      return qc.invalidateQueries({ queryKey: proposalKey(proposalId) });
    },
  });
}
