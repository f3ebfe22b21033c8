import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CHECKOUT_RESULT_ACTIONS as A } from '@trato/domain/payments/checkout-messages';
import { errorMessage } from '../../lib/api-error.ts';
import { CheckoutResult, nextLinkClass } from '../../public/payments/checkout-result.tsx';
import { usePayable } from '../../public/payments/use-payable.ts';
import { getCustomerPayable, startCustomerCheckout } from '../api/checkout.ts';
import { Card, LoadFailed, PageMessage } from '../components/page-state.tsx';
import { isStatus } from '../lib/portal-api.ts';
import { portalPaths } from '../lib/paths.ts';
import { TRANSFER_PANEL } from '../view/transfer-slot.tsx';

/**
 * /c/payments/{id}/result: where Mercado Pago and Stripe send the client back (checkout.routes.ts).
 * The result comes from GET /customer/payments/{id}/checkout, asked again until the provider's
 * webhook has told the server; `left=1` (cancelled or rejected at the provider) only ends the wait.
 */
export default function CheckoutResultPage() {
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  const left = search.get('left') === '1' || ['rejected', 'null'].includes(search.get('collection_status') ?? '');
  const read = useCallback((signal: AbortSignal) => getCustomerPayable(paymentId, signal), [paymentId]);
  const state = usePayable(read, left);

  if (state.status === 'loading') return <PageMessage title={A.loading} />;
  if (state.status === 'failed') {
    if (isStatus(state.error, 404, 422)) return <PageMessage title={A.notFound} />;
    return <LoadFailed message={errorMessage(state.error)} onRetry={() => window.location.reload()} />;
  }
  const { payment, outcome, timedOut } = state;
  return (
    <Card className="mx-auto max-w-lg">
      <CheckoutResult
        payment={payment}
        outcome={outcome}
        timedOut={timedOut}
        checkout={(provider) => startCustomerCheckout(payment.id, provider)}
        transferPanel={TRANSFER_PANEL && ((back) => TRANSFER_PANEL!(payment, back))}
        next={
          <Link to={portalPaths.payments} className={nextLinkClass(outcome !== 'failed')}>
            {A.toPayments}
          </Link>
        }
      />
    </Card>
  );
}
