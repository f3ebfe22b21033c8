import { useMutation } from '@tanstack/react-query';
import type { CustomerUpdateInput } from '@trato/domain/clients/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Company, Member } from './types.ts';

/** PUT /api/v1/customers/{id} — name, email, phone, main contact. */
export async function updateCustomer({ id, ...input }: CustomerUpdateInput & { id: string }): Promise<Member & { company: Company }> {
  return (await api.put<{ data: Member & { company: Company } }>(`/v1/customers/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateCustomer() {
  return useMutation({ mutationFn: updateCustomer });
}
