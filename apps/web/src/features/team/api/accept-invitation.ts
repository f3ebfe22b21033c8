import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationInput } from '@trato/domain/workspace/team';
import { api } from '../../../lib/api-client.ts';
import type { TokenResponse, Workspace } from '../../../lib/auth/types.ts';

/**
 * POST /api/auth/invitations/accept — creates the account (name + password) or, for an existing one,
 * uses the stored session; answers a session in the new workspace.
 */
export function acceptInvitation(input: AcceptInvitationInput): Promise<TokenResponse & { workspace: Workspace | null }> {
  return api.post('/auth/invitations/accept', input);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
