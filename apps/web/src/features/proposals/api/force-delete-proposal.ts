import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

/** DELETE /api/v1/proposals/{id}/force: removes a trashed proposal for good. */
export async function forceDeleteProposal(id: string): Promise<null> {
  await api.delete<null>(`/v1/proposals/${encodeURIComponent(id)}/force`);
  return null;
}

export const useForceDeleteProposal = () => useProposalMutation(forceDeleteProposal, (id) => id);
