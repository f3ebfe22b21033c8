import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Company } from './types.ts';

/** DELETE /api/v1/companies/{id} — archives the company (it can be recovered). */
export async function archiveCompany(id: string): Promise<Company> {
  return (await api.delete<{ data: Company }>(`/v1/companies/${encodeURIComponent(id)}`)).data;
}

export function useArchiveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: archiveCompany,
    onSuccess: (company) => {
      qc.setQueryData(['companies', 'one', company.id], company);
      return qc.invalidateQueries({ queryKey: ['companies', 'list'] });
    },
  });
}
