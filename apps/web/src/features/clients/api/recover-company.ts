import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Company } from './types.ts';

/** PUT /api/v1/companies/{id}/recover — brings an archived company back. */
export async function recoverCompany(id: string): Promise<Company> {
  return (await api.put<{ data: Company }>(`/v1/companies/${encodeURIComponent(id)}/recover`)).data;
}

export function useRecoverCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recoverCompany,
    onSuccess: (company) => {
      qc.setQueryData(['companies', 'one', company.id], company);
      return qc.invalidateQueries({ queryKey: ['companies', 'list'] });
    },
  });
}
