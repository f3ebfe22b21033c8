import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

/** DELETE /api/v1/proposals/{id}: moves it to the trash (it can be recovered). */
export async function deleteProposal(id: string): Promise<null> {
  await api.delete<null>(`/v1/proposals/${encodeURIComponent(id)}`);
  return null;
}

export const useDeleteProposal = () => useProposalMutation(deleteProposal, (id) => id);
