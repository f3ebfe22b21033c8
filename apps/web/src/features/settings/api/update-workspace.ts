import { useMutation } from '@tanstack/react-query';
import type { WorkspaceUpdateInput } from '@trato/domain/workspace/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Workspace } from '../../../lib/auth/types.ts';

/** PUT /api/v1/workspace — name, colour, logos (settings page). */
export function updateWorkspace(input: WorkspaceUpdateInput): Promise<{ data: Workspace }> {
  return api.put<{ data: Workspace }>('/v1/workspace', input);
}

export function useUpdateWorkspace() {
  return useMutation({ mutationFn: updateWorkspace });
}
