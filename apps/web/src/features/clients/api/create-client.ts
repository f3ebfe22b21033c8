import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientFormOutput } from '@trato/domain/clients/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Company, Member } from './types.ts';

/** POST /api/v1/customers?withCompany=1 — the client form: creates the company and its main contact. */
export async function createClient(input: ClientFormOutput): Promise<Member & { company: Company }> {
  return (await api.post<{ data: Member & { company: Company } }>('/v1/customers', input, { query: { withCompany: 1 } })).data;
}

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => qc.invalidateQueries({ queryKey: ['companies'] }) });
}
