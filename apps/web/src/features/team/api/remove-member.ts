import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKey } from './get-team.ts';

/** DELETE /api/v1/teams/{id} — removes a membership (the last owner answers 409). */
export function removeMember(id: string): Promise<{ success: boolean; message: string }> {
  return api.delete(`/v1/teams/${encodeURIComponent(id)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}
