import type { Role } from '@trato/domain/workspace/roles';
import type { InvitationDto, MemberDto } from '@trato/domain/team/dto';
import type { InvitationRow } from './team.queries.ts';

export function serializeMember(
  row: { id: string; userId: string; name: string; email: string; avatar: string | null; role: Role; joinedAt: Date },
  youId: string,
): MemberDto {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    is_you: row.userId === youId,
  };
}

export function serializeInvitation(row: InvitationRow, inviterName: string | null, now = new Date()): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: inviterName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}
