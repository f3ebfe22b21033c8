import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKey, type TeamInvitation } from './get-team.ts';

/** POST /api/v1/teams/invitations/{id}/resend — a new link, valid 7 more days. */
export function resendInvitation(id: string): Promise<{ data: TeamInvitation }> {
  return api.post(`/v1/teams/invitations/${encodeURIComponent(id)}/resend`);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}
