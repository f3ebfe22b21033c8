import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../features/proposals/lib/download.ts';
import { fileBaseName } from '../../features/proposals/lib/files.ts';
import { downloadPublicPdf } from '../api/download-public-pdf.ts';
import { Button, buttonClass } from '../components/button.tsx';
import { CheckIcon, DownloadIcon } from '../components/icons.tsx';
import { PageLoading } from '../components/page-state.tsx';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { keepMagicLink, usePortalEntry } from '../lib/portal-entry.ts';
import { publicPaths } from '../lib/routes.ts';
import { portalPaths } from '../../portal/lib/paths.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { AdvancePayment, useAdvancePayment } from '../payments/advance-payment.tsx';
import { useProposalLook } from './use-proposal-look.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/**
 * /p/{slug}/accepted: thanks and what happens next. With ?magic_link= (from the signature's answer
 * while the signer's email is unproven, or from an emailed link), 'Ir a mi portal' spends the
 * single-use link, keeps the customer token and opens the portal. Without one, the portal link went
 * by email only (an account that proved its email; decision 0011): the page says so and «Ir a mi
 * portal» goes to /c/login with the provider's brand (`?w=`, decision 0083).
 * «Pagar anticipo» offers the first payment due (decision 0073); paying is optional.
 * «Descargar copia firmada» saves the signed PDF (the public PDF of an accepted proposal is its
 * signed copy, with the certificate), as the copy text promises (issue 32 §2).
 */
export default function AcceptedPage({ slug, magicLink }: { slug: string; magicLink: string | null }) {
  const { portal, goToPortal } = usePortalEntry(slug, magicLink);
  const proposal = useProposalLook(slug);
  const advance = useAdvancePayment(slug);
  // The page shows once both reads have answered: the brand above and the payment between would
  // otherwise push «Ir a mi portal» down just as the signer taps it (the tap lands on nothing).
  const ready = proposal !== undefined && advance !== undefined;
  const { downloading, failed, download } = useSignedCopy(slug, proposal?.name ?? '');

  // The status change is announced: the signing modal's focus is gone with the page it was on, so
  // the heading that says the proposal is accepted takes it and a screen reader reads it out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  if (!ready) {
    return <PageLoading text={M.loading} />;
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-12">
      <div className="w-full max-w-lg space-y-6 rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
        {proposal && <WorkspaceBrand organization={proposal.organization} />}
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="size-8" />
        </span>
        <div className="space-y-2">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance outline-none">
            {M.acceptedTitle}
          </h1>
          {proposal && <p className="font-medium text-foreground">{proposal.name.trim() || UNTITLED}</p>}
          <p className="text-muted-foreground">{M.acceptedText}</p>
        </div>
        <section className="space-y-3 rounded-xl bg-surface-muted p-4 text-left" aria-labelledby="next-title">
          <h2 id="next-title" className="text-sm font-semibold">
            {M.nextTitle}
          </h2>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-foreground/85">
            {M.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <AdvancePayment slug={slug} payment={advance} onCheckout={() => keepMagicLink(slug, magicLink)} />
        <div className="flex flex-col gap-2">
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            <DownloadIcon className="size-4.5" />
            {downloading ? M.downloadingSigned : M.downloadSigned}
          </Button>
          {failed && (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {M.downloadFailed}
            </p>
          )}
          {!magicLink && (
            <>
              <p className="text-sm text-muted-foreground">{M.portalByEmail}</p>
              {/* Signed in, /c/login opens the portal; otherwise it signs in wearing the provider's brand (decision 0081). */}
              <a href={portalPaths.loginFor(proposal?.organization.id ?? null)} className={buttonClass('primary')}>
                {M.goToPortal}
              </a>
            </>
          )}
          {magicLink && portal.status !== 'failed' && (
            <Button onClick={() => void goToPortal()} disabled={portal.status === 'going'}>
              {portal.status === 'going' ? M.goingToPortal : M.goToPortal}
            </Button>
          )}
          {portal.status === 'failed' && (
            <>
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {portal.message}
              </p>
              <a href={publicPaths.login(slug)} className={buttonClass('primary')}>
                {M.requestNewLink}
              </a>
            </>
          )}
          <a href={publicPaths.proposal(slug)} className={buttonClass('ghost')}>
            {M.backToProposal}
          </a>
        </div>
      </div>
    </main>
  );
}

/** The signed copy as a file named after the proposal; the button says so while it comes. */
function useSignedCopy(slug: string, name: string) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      saveBlob(await downloadPublicPdf(slug), `${fileBaseName(name)}-firmada.pdf`);
    } catch (error) {
      console.error(M.downloadFailed, error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, failed, download };
}
