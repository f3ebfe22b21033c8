import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKey } from './get-team.ts';

/** DELETE /api/v1/teams/invitations/{id} — the emailed link stops working. */
export function revokeInvitation(id: string): Promise<{ success: boolean; message: string }> {
  return api.delete(`/v1/teams/invitations/${encodeURIComponent(id)}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}
