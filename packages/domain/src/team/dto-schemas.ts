import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { ROLES } from '../workspace/roles.ts';
import { INVITE_ROLES } from '../workspace/team.ts';
import type { InvitationDto, InvitationPreviewDto, InvitationSentDto, MemberDto, TeamDto } from './dto.ts';

/** Response schemas of the team API (docs/decisions/0046). */

export const teamMemberSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(ROLES),
    joined_at: isoDateTime,
    is_you: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export const teamMemberMatches: SameType<z.infer<typeof teamMemberSchema>, MemberDto> = true;

export const teamInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    invited_by: z.string().nullable(),
    created_at: isoDateTime,
    expires_at: isoDateTime,
    expired: z.boolean(),
  })
  .meta({ id: 'TeamInvitation' });
export const teamInvitationMatches: SameType<z.infer<typeof teamInvitationSchema>, InvitationDto> = true;

export const teamSchema = z.object({ members: z.array(teamMemberSchema), invitations: z.array(teamInvitationSchema) }).meta({ id: 'Team' });
export const teamMatches: SameType<z.infer<typeof teamSchema>, TeamDto> = true;

export const invitationSentSchema = z.object({ data: teamInvitationSchema, message: z.string() });
export const invitationSentMatches: SameType<z.infer<typeof invitationSentSchema>, InvitationSentDto> = true;

export const invitationPreviewSchema = z
  .object({
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    workspace: z.object({ name: z.string(), logo: z.string().nullable() }),
    inviter: z.object({ name: z.string() }).nullable(),
    expires_at: isoDateTime,
    account_exists: z.boolean(),
  })
  .meta({ id: 'InvitationPreview' });
export const invitationPreviewMatches: SameType<z.infer<typeof invitationPreviewSchema>, InvitationPreviewDto> = true;
