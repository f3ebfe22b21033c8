import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteRole } from '@trato/domain/workspace/team';
import { api } from '../../../lib/api-client.ts';

export type InvitationInfo = {
  email: string;
  role: InviteRole;
  workspace: { name: string; logo: string | null };
  inviter: { name: string } | null;
  expires_at: string;
  account_exists: boolean;
};

/** GET /api/auth/invitations/{token} — public: who invites whom to which workspace. */
export async function getInvitation(token: string): Promise<InvitationInfo> {
  return (await api.get<{ data: InvitationInfo }>(`/auth/invitations/${encodeURIComponent(token)}`, { token: null })).data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['team', 'invitation', token], queryFn: () => getInvitation(token), retry: false, refetchOnWindowFocus: false });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: !!token });
}
