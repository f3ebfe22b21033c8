import { useCallback, useEffect, useState } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { getPublicProposal } from '../api/get-public-proposal.ts';

export type ProposalState =
  | { status: 'loading' }
  | { status: 'ready'; proposal: PublicProposalDto }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads the public proposal; paints the page in the workspace's colour and names the tab after it.
 * A customer of the resulting project is sent to their portal (the API's 302).
 */
export function usePublicProposal(slug: string) {
  const [state, setState] = useState<ProposalState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPublicProposal(slug, controller.signal).then(
      (result) => {
        if (result.kind === 'redirect') return window.location.replace(result.to);
        // The colour goes on before the first paint of the proposal (no blue flash, no colour transition).
        applyPrimaryColor(result.proposal.organization.primary_color);
        setState({ status: 'ready', proposal: result.proposal });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const proposal = state.status === 'ready' ? state.proposal : null;
  useEffect(() => {
    if (!proposal) return;
    document.title = `${proposal.name.trim() || 'Cotización'} · ${proposal.organization.name}`;
  }, [proposal]);

  const setProposal = useCallback((next: PublicProposalDto) => setState({ status: 'ready', proposal: next }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setProposal, reload };
}
