import { INVITATIONS_PER_HOUR, TEAM_MESSAGES } from '@trato/domain/workspace/team';
import type { Executor } from '../../db/client.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { hit } from '../../lib/rate-limit.ts';

const HOUR = 60 * 60;

/**
 * Counts one invitation email against the workspace and against the person sending it (someone
 * who manages several workspaces cannot multiply their budget); 429 in Spanish past the limit.
 */
export async function limitInvitations(db: Executor, ctx: WorkspaceContext): Promise<void> {
  await hit(db, `invite:ws:${ctx.workspaceId}`, INVITATIONS_PER_HOUR, HOUR, TEAM_MESSAGES.tooManyInvitations);
  await hit(db, `invite:user:${ctx.userId}`, INVITATIONS_PER_HOUR, HOUR, TEAM_MESSAGES.tooManyInvitations);
}
