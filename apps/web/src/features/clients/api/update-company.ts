import { useMutation } from '@tanstack/react-query';
import type { CompanyUpdateInput } from '@trato/domain/clients/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Company } from './types.ts';

/** PUT /api/v1/companies/{id} — name, logo, is_person. */
export async function updateCompany({ id, ...input }: CompanyUpdateInput & { id: string }): Promise<Company> {
  return (await api.put<{ data: Company }>(`/v1/companies/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateCompany() {
  return useMutation({ mutationFn: updateCompany });
}
