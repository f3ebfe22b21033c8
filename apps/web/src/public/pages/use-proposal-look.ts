import { useEffect, useState } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { getPublicProposal } from '../api/get-public-proposal.ts';

/**
 * The proposal as a guest sees it, only for the sub-pages' look (the workspace's colour and logo);
 * a failure just leaves the default look. `undefined` while the read is on its way, so a page can
 * wait for it instead of moving its buttons when the brand arrives.
 */
export function useProposalLook(slug: string): PublicProposalDto | null | undefined {
  const [proposal, setProposal] = useState<PublicProposalDto | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getPublicProposal(slug, controller.signal, { asGuest: true }).then(
      (result) => {
        if (result.kind !== 'proposal') return setProposal(null);
        applyPrimaryColor(result.proposal.organization.primary_color);
        setProposal(result.proposal);
      },
      () => {
        if (!controller.signal.aborted) setProposal(null);
      },
    );
    return () => controller.abort();
  }, [slug]);
  return proposal;
}
