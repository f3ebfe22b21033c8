import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteInput } from '@trato/domain/workspace/team';
import { api } from '../../../lib/api-client.ts';
import { teamKey, type TeamInvitation } from './get-team.ts';

/** POST /api/v1/teams/invite {email, role} — emails the invitation link. */
export function inviteMember(input: InviteInput): Promise<{ data: TeamInvitation; message: string }> {
  return api.post('/v1/teams/invite', input);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}
