import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PublicProposalDto, SignatureResultDto } from '@trato/domain/proposals/public-dto';
import { nodeToPng, saveBlob } from '../../features/proposals/lib/download.ts';
import { fileBaseName } from '../../features/proposals/lib/files.ts';
import { CommentsSection } from '../comments/comments-section.tsx';
import { COMMENT_TEXTAREA_ID } from '../comments/comment-form.tsx';
import { downloadPublicPdf } from '../api/download-public-pdf.ts';
import { LoadFailed, NotFound, ProposalSkeleton } from '../components/page-state.tsx';
import { navigate } from '../lib/navigation.ts';
import { publicPaths } from '../lib/routes.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { ServerMarkup } from '../ssr/server-markup.tsx';
import { ActionBar } from './action-bar.tsx';
import { ClosingSummary } from './closing-summary.tsx';
import { loadReading, ProposalReading } from './lazy-reading.ts';
import { DemoBanner } from './notices.tsx';
import { PageFooter } from './page-footer.tsx';
import { usePublicProposal } from './use-public-proposal.ts';
import { useRefreshWhileExpired } from './use-refresh-while-expired.ts';
import { useVisitOnce } from './use-visit-once.ts';

// Off the first view: each loads when the client opens it.
const SignatureModal = lazy(() => import('../signature/signature-modal.tsx').then((m) => ({ default: m.SignatureModal })));
const DeclineModal = lazy(() => import('./decline-modal.tsx'));
const SignedModal = lazy(() => import('./signed-modal.tsx'));

type Modal = 'sign' | 'decline' | 'signed' | null;

/** Where the signature's magic link leads: the API gives the accepted page's path (or, defensively, the bare token). */
function magicLinkPath(slug: string, link: string): string {
  return link.startsWith('/') || /^https?:/.test(link) ? link : publicPaths.accepted(slug, link);
}

/**
 * SPEC §4: a demo workspace's proposal cannot be signed. The visitor may still try the signature
 * modal; the API refuses it (403 DEMO_WORKSPACE) and the page sends them to the demo page.
 */
const isDemoSignable = (p: PublicProposalDto) => p.is_demo && (p.status === 'SENT' || p.status === 'DRAFT') && !p.expired;

type ProposalViewProps = {
  proposal: PublicProposalDto;
  /** The proposal the server rendered the page with, while this is a hydrated server page. */
  serverProposal: PublicProposalDto | null;
  onChange: (p: PublicProposalDto) => void;
};

function ProposalView({ proposal: loaded, serverProposal, onChange }: ProposalViewProps) {
  const proposal = isDemoSignable(loaded) ? { ...loaded, can_sign: true } : loaded;
  const slug = proposal.slug;
  // The server's markup still shows this proposal: what only presents it is not rendered again here (decision 0084).
  const showsServerMarkup = loaded === serverProposal;
  // Holds the document, whether the server's markup or rendered here (the PNG is taken of it).
  const readingRef = useRef<HTMLDivElement>(null);
  const [modal, setModal] = useState<Modal>(null);
  const openModal = (next: Modal) => {
    // Signing or declining changes the document: its code loads while the client fills the dialog.
    void loadReading();
    setModal(next);
  };
  // After declining, the thanks takes the focus the closed dialog leaves, so it is seen and read out.
  // In an effect: it runs after the commit that shows the thanks and unmounts the dialog (a frame
  // callback could run before React had rendered the thanks, under load).
  const [focusThanks, setFocusThanks] = useState(false);
  // The declined proposal may show a moment after the dialog closed (its document's code loading): wait for its notice.
  useEffect(() => {
    if (!focusThanks || modal) return;
    const notice = document.querySelector<HTMLElement>('[data-testid="status-notice"]');
    if (!notice || loaded.status !== 'DECLINED') return;
    notice.focus();
    setFocusThanks(false);
  }, [focusThanks, modal, loaded]);
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useVisitOnce(slug);
  // Expired: the provider may extend it at any moment; the page learns of it without a reload.
  useRefreshWhileExpired(loaded, onChange);

  const download = async (kind: 'png' | 'pdf') => {
    setBusy(kind);
    setFailure(null);
    const base = fileBaseName(proposal.name);
    try {
      if (kind === 'png') {
        const documentNode = readingRef.current?.querySelector<HTMLElement>('[data-testid="proposal-document"]');
        if (!documentNode) throw new Error('Sin documento');
        saveBlob(await nodeToPng(documentNode), `${base}.png`);
      } else {
        saveBlob(await downloadPublicPdf(slug), `${base}.pdf`);
      }
    } catch (error) {
      console.error(M.downloadFailed, error);
      setFailure(M.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const contact = () => {
    const textarea = document.getElementById(COMMENT_TEXTAREA_ID);
    textarea?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    textarea?.focus({ preventScroll: true });
  };

  const signed = (result: SignatureResultDto) => {
    onChange(result.proposal);
    if (result.magic_link) {
      setModal(null);
      navigate(magicLinkPath(slug, result.magic_link));
    } else setModal('signed');
  };

  return (
    <div className={proposal.can_sign ? 'pb-24 sm:pb-0' : undefined}>
      {proposal.is_demo && <DemoBanner />}
      <main className="mx-auto max-w-4xl space-y-4 px-3 py-4 sm:space-y-6 sm:px-6 sm:py-10">
        <ActionBar
          proposal={proposal}
          busy={busy}
          onAccept={() => openModal('sign')}
          onContact={contact}
          onDownloadPng={() => void download('png')}
          onDownloadPdf={() => void download('pdf')}
          onViewPdf={() => navigate(publicPaths.pdf(slug))}
          onDecline={() => openModal('decline')}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-2.5 text-sm text-danger">
            {failure}
          </p>
        )}
        {/* Presentational: the server's markup stays as it is while the proposal is the one it rendered (decision 0084). */}
        <ServerMarkup keep={showsServerMarkup} ref={readingRef} className="space-y-4 sm:space-y-6">
          <ProposalReading proposal={proposal} />
        </ServerMarkup>
        <ClosingSummary proposal={proposal} keep={showsServerMarkup} onAccept={() => openModal('sign')} />
        <div className="rounded-2xl border border-border bg-surface px-4 py-6 sm:px-10 sm:py-8">
          <CommentsSection slug={slug} timeZone={proposal.organization.time_zone} />
        </div>
        <PageFooter />
      </main>
      <Suspense fallback={null}>
        {modal === 'sign' && (
          <SignatureModal open proposal={proposal} onClose={() => setModal(null)} onSigned={signed} onDemoRefused={() => navigate(publicPaths.demo(slug))} />
        )}
        {modal === 'decline' && (
          <DeclineModal
            slug={slug}
            onClose={() => setModal(null)}
            onDeclined={(next) => {
              onChange(next);
              setModal(null);
              setFocusThanks(true);
            }}
          />
        )}
        {modal === 'signed' && <SignedModal onAccept={() => navigate(publicPaths.accepted(slug))} />}
      </Suspense>
    </div>
  );
}

/** /p/{slug} and /@public/{slug}: the proposal as the client reads, comments on, signs or declines it. */
export function PublicProposalPage({ slug }: { slug: string }) {
  const { state, setProposal, reload, serverProposal } = usePublicProposal(slug);
  if (state.status === 'loading') return <ProposalSkeleton />;
  if (state.status === 'not-found') return <NotFound />;
  if (state.status === 'error') return <LoadFailed message={state.message} onRetry={reload} />;
  return <ProposalView proposal={state.proposal} serverProposal={serverProposal} onChange={setProposal} />;
}
