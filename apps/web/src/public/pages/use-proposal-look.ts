import { useEffect, useState } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { getPublicProposal } from '../api/get-public-proposal.ts';

/**
 * The proposal as a guest sees it, only for the sub-pages' look (the workspace's colour and logo);
 * a failure just leaves the default look.
 */
export function useProposalLook(slug: string): PublicProposalDto | null {
  const [proposal, setProposal] = useState<PublicProposalDto | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getPublicProposal(slug, controller.signal, { asGuest: true }).then(
      (result) => {
        if (result.kind !== 'proposal') return;
        applyPrimaryColor(result.proposal.organization.primary_color);
        setProposal(result.proposal);
      },
      () => {},
    );
    return () => controller.abort();
  }, [slug]);
  return proposal;
}
