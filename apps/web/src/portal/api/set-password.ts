import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerPasswordDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';
import { customerProjectsKey } from './get-projects.ts';

/** PUT /v1/customer/password {password, current_password?}: full sessions only (a scoped one gets 403). */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; current_password?: string }) =>
      portalRequest<CustomerPasswordDto>('/v1/customer/password', { method: 'PUT', body: input }),
    // user.has_password changes: the menu then offers a change instead of a first password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerProjectsKey }),
  });
}
