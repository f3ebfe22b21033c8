import { useCallback } from 'react';
import { CHECKOUT_RESULT_ACTIONS as A } from '@trato/domain/payments/checkout-messages';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { getProposalPayable, startProposalCheckout } from '../api/proposal-payment.ts';
import { Button, buttonClass } from '../components/button.tsx';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { keptMagicLink, usePortalEntry } from '../lib/portal-entry.ts';
import { CheckoutResult } from '../payments/checkout-result.tsx';
import { usePayable } from '../payments/use-payable.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { portalPaths } from '../../portal/lib/paths.ts';
import { useProposalLook } from './use-proposal-look.ts';

/**
 * /p/{slug}/payment?payment_id=…&provider=…: where the provider sends back a signer who paid from the
 * accepted page (proposal-checkout.routes.ts). The result is the server's (GET /proposal/{slug}/payment
 * for that payment), asked again until the webhook arrives; then on to the portal.
 */
export default function PaymentResultPage({ slug, paymentId, left }: { slug: string; paymentId: string | null; left: boolean }) {
  const proposal = useProposalLook(slug);
  const read = useCallback(async (signal: AbortSignal) => {
    const payment = paymentId ? await getProposalPayable(slug, paymentId, signal) : null;
    if (!payment) throw new Error(A.notFound);
    return payment;
  }, [slug, paymentId]);
  const state = usePayable(read, left);
  const magicLink = keptMagicLink(slug);
  const { portal, goToPortal } = usePortalEntry(slug, magicLink);

  const next = magicLink ? (
    <Button variant="outline" onClick={() => void goToPortal()} disabled={portal.status === 'going'}>
      {portal.status === 'going' ? M.goingToPortal : M.goToPortal}
    </Button>
  ) : (
    // /c/login opens the portal when signed in; otherwise it wears the provider's brand (decision 0083).
    <a href={portalPaths.loginFor(proposal?.organization.id ?? null)} className={buttonClass('outline')}>
      {M.goToPortal}
    </a>
  );

  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-12">
      <div className="w-full max-w-lg space-y-6 rounded-2xl border border-border bg-surface p-6 sm:p-10">
        {proposal && <WorkspaceBrand organization={proposal.organization} />}
        {state.status === 'loading' && <p className="text-center text-muted-foreground">{A.loading}</p>}
        {state.status === 'failed' && (
          <p role="alert" className="text-center text-danger">
            {isApiError(state.error) && state.error.status !== 404 ? errorMessage(state.error) : A.notFound}
          </p>
        )}
        {state.status === 'ready' && (
          <CheckoutResult payment={state.payment} outcome={state.outcome} timedOut={state.timedOut} checkout={(provider) => startProposalCheckout(slug, provider)} next={next} />
        )}
        {portal.status === 'failed' && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {portal.message}
          </p>
        )}
      </div>
    </main>
  );
}
