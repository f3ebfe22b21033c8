import { useMutation } from '@tanstack/react-query';
import type { WorkspaceConfigInput } from '@trato/domain/workspace/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Workspace } from '../../../lib/auth/types.ts';

/** PUT /api/v1/organization/{id} — the register/config step: name, currency, colour. */
export function updateOrganization({ id, input }: { id: string; input: Partial<WorkspaceConfigInput> }): Promise<{ result: Workspace }> {
  return api.put<{ result: Workspace }>(`/v1/organization/${encodeURIComponent(id)}`, input);
}

export function useUpdateOrganization() {
  return useMutation({ mutationFn: updateOrganization });
}
