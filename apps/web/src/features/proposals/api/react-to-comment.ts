import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { proposalCommentsKey } from './get-proposal-comments.ts';

/** POST /api/v1/comments/{id}/react: toggles this staff member's reaction with that emoji. */
export async function reactToComment(id: string, emoji: string): Promise<CommentDto> {
  return (await api.post<{ data: CommentDto }>(`/v1/comments/${encodeURIComponent(id)}/react`, { emoji })).data;
}

export function useReactToComment(proposalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: string }) => reactToComment(id, emoji),
    onSuccess: (comment) => {
      qc.setQueryData<CommentDto[]>(proposalCommentsKey(proposalId), (list) => list?.map((c) => (c.id === comment.id ? comment : c)));
    },
  });
}
