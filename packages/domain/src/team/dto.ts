import type { Role } from '../workspace/roles.ts';
import type { InviteRole } from '../workspace/team.ts';

/** Wire shapes of the team API (docs/api/foundation.md "Team"). Zod-free; OpenAPI schemas in ./dto-schemas.ts. Dates: ISO 8601 (UTC). */

/** A member of the workspace (`id` is the membership's, what DELETE /v1/teams/{id} takes). */
export type MemberDto = {
  id: string;
  user_id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: Role;
  joined_at: string;
  /** The caller's own membership. */
  is_you: boolean;
};

/** A pending invitation, as the team page lists it. */
export type InvitationDto = {
  id: string;
  email: string;
  role: InviteRole;
  /** The inviter's name; null once that account is gone. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  expired: boolean;
};

/** GET /v1/teams */
export type TeamDto = { members: MemberDto[]; invitations: InvitationDto[] };

/** POST /v1/teams/invite (201) and POST /v1/teams/invitations/{id}/resend */
export type InvitationSentDto = { data: InvitationDto; message: string };

/** GET /auth/invitations/{token}: what the acceptance page shows before anyone signs in. */
export type InvitationPreviewDto = {
  email: string;
  role: InviteRole;
  workspace: { name: string; logo: string | null };
  inviter: { name: string } | null;
  expires_at: string;
  /** A confirmed account has this address: the invitee signs in to accept instead of choosing a password. */
  account_exists: boolean;
};
