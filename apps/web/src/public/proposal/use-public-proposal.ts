import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { getPublicProposal } from '../api/get-public-proposal.ts';
import { viewerToken } from '../lib/public-api.ts';
import { markServerPageSpent, useServerPage, type ServerProposal } from '../ssr/server-page.ts';
import { loadReading } from './lazy-reading.ts';

export type ProposalState =
  | { status: 'loading' }
  | { status: 'ready'; proposal: PublicProposalDto }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The same proposal, field for field (both come from the API's JSON). */
const sameProposal = (a: PublicProposalDto, b: PublicProposalDto) => a === b || JSON.stringify(a) === JSON.stringify(b);

const fromServer = (server: ServerProposal): ProposalState => (server.proposal ? { status: 'ready', proposal: server.proposal } : { status: 'not-found' });

/**
 * Loads the public proposal; paints the page in the workspace's colour and names the tab after it.
 * A customer of the resulting project is sent to their portal (the API's 302).
 *
 * A page the server rendered starts from the server's data (docs/decisions/0032) and asks nothing
 * more of a guest. The server cannot see a bearer token (it lives in this browser's storage), so a
 * signed-in viewer still asks the API once, in the background: a customer of the resulting project
 * is sent to the portal as before.
 */
export function usePublicProposal(slug: string) {
  const server = useServerPage()?.proposal;
  // Kept from the first render: the page keeps its data when the server's state is later spent.
  const [rendered] = useState(() => (server?.slug === slug ? server : null));
  const [state, setState] = useState<ProposalState>(() => (rendered ? fromServer(rendered) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  // A transition: when the document's code (a lazy chunk, decision 0084) has not arrived yet, React
  // keeps the page as it is until it has, instead of putting the skeleton in its place meanwhile.
  // The same proposal read again (a refresh while expired, a signed-in viewer's own read) changes
  // nothing: the page keeps its object, so the server's markup stays as it is.
  const showProposal = useCallback(
    (next: PublicProposalDto) =>
      startTransition(() => setState((now) => (now.status === 'ready' && sameProposal(now.proposal, next) ? now : { status: 'ready', proposal: next }))),
    [],
  );
  // Hydrated: a later visit to a page (back, forward, a link) loads its own data. Marked here, not
  // higher up: React hydrates the Suspense boundary around this page after its parents' effects ran.
  useEffect(() => markServerPageSpent(), []);

  useEffect(() => {
    const background = attempt === 0 && rendered !== null;
    if (background && viewerToken() === null) return;
    const controller = new AbortController();
    if (!background) setState({ status: 'loading' });
    // The browser will render the document with whatever comes: its code loads meanwhile.
    void loadReading();
    getPublicProposal(slug, controller.signal).then(
      (result) => {
        if (result.kind === 'redirect') return window.location.replace(result.to);
        // The colour goes on before the first paint of the proposal (no blue flash, no colour transition).
        applyPrimaryColor(result.proposal.organization.primary_color);
        showProposal(result.proposal);
      },
      (error: unknown) => {
        // The server's page stays up when the background check fails.
        if (controller.signal.aborted || background) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [slug, attempt, rendered, showProposal]);

  const proposal = state.status === 'ready' ? state.proposal : null;
  useEffect(() => {
    if (!proposal) return;
    document.title = `${proposal.name.trim() || 'Cotización'} · ${proposal.organization.name}`;
  }, [proposal]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // What the server rendered: while the page shows this very object, its markup is still right (decision 0084).
  const serverProposal = rendered?.proposal ?? null;
  return { state, setProposal: showProposal, reload, serverProposal };
}
