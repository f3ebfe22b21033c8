import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@trato/domain/workspace/roles';
import type { InviteRole } from '@trato/domain/workspace/team';
import { api } from '../../../lib/api-client.ts';

export type TeamMember = {
  id: string;
  user_id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: Role;
  joined_at: string;
  is_you: boolean;
};

export type TeamInvitation = {
  id: string;
  email: string;
  role: InviteRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  expired: boolean;
};

export type Team = { members: TeamMember[]; invitations: TeamInvitation[] };

export const teamKey = ['team'] as const;

/** GET /api/v1/teams — members and pending invitations of the current workspace. */
export async function getTeam(): Promise<Team> {
  return (await api.get<{ data: Team }>('/v1/teams')).data;
}

export const teamQueryOptions = () => queryOptions({ queryKey: teamKey, queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
