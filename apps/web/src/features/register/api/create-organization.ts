import { useMutation } from '@tanstack/react-query';
import type { SurveyInput } from '@trato/domain/options/survey';
import { api } from '../../../lib/api-client.ts';
import type { Workspace } from '../../../lib/auth/types.ts';

/** POST /api/v1/organization — creates the workspace (owner, free plan) and saves the survey. */
export function createOrganization(input: SurveyInput & { name?: string }): Promise<{ result: Workspace }> {
  return api.post<{ result: Workspace }>('/v1/organization', input);
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
