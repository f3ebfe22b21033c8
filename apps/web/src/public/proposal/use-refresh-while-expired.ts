import { useEffect } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { isOpenForClient } from '@trato/domain/proposals/statuses';
import { getPublicProposal } from '../api/get-public-proposal.ts';

/** How often a visible page that shows an expired proposal asks again (issue 32 §1: «the client sees it at once»). */
export const EXPIRED_REFRESH_MS = 60_000;

/** Only an open proposal past its date can come back to life (the provider extends it, decision 0079). */
export const awaitsExtension = (p: PublicProposalDto): boolean => p.expired && isOpenForClient(p.status);

/**
 * While the page shows an open proposal past its «Válida hasta», it reads the proposal again when the
 * tab comes back into view or the window gets the focus, and every minute while visible: once the
 * provider extends it the client can sign without reloading (decision 0083). Nothing otherwise: no
 * timer in any other state or in a hidden tab, and all stops on unmount. The read goes as a guest
 * (what the page needs is the same for everyone; a signed-in customer is not sent away mid-read),
 * and the API answers an unchanged proposal with a 304 the browser turns into its cached copy.
 */
export function useRefreshWhileExpired(proposal: PublicProposalDto, onFresh: (next: PublicProposalDto) => void): void {
  const { slug } = proposal;
  const active = awaitsExtension(proposal);
  useEffect(() => {
    if (!active) return;
    let inFlight: AbortController | null = null;
    let timer: number | undefined;
    const visible = () => document.visibilityState === 'visible';

    const refresh = () => {
      if (!visible() || inFlight) return;
      const controller = new AbortController();
      inFlight = controller;
      getPublicProposal(slug, controller.signal, { asGuest: true })
        .then(
          (result) => {
            if (!controller.signal.aborted && result.kind === 'proposal') onFresh(result.proposal);
          },
          () => undefined, // The page keeps what it shows; the next focus or minute asks again.
        )
        .finally(() => {
          if (inFlight === controller) inFlight = null;
        });
    };
    const startTimer = () => {
      window.clearInterval(timer);
      timer = visible() ? window.setInterval(refresh, EXPIRED_REFRESH_MS) : undefined;
    };
    const onVisibility = () => {
      startTimer();
      refresh();
    };

    startTimer();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', refresh);
      inFlight?.abort();
    };
  }, [slug, active, onFresh]);
}
