import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth/types.ts';

/** PUT /api/v1/account — here only the name, confirmed after a Google sign-up. */
export function updateAccount({ name, token }: { name: string; token?: string }): Promise<{ data: User }> {
  return api.put<{ data: User }>('/v1/account', { name }, token ? { token } : undefined);
}

export function useUpdateAccount() {
  return useMutation({ mutationFn: updateAccount });
}
