import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { BILLING_MESSAGES } from '@trato/domain/billing/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PlanCard } from '../../../components/ui/plan-card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { finishResubscribe } from '../../../lib/billing/resubscribe.ts';
import { usePlans, type Plan } from '../../../lib/billing/plans.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { clearRegisterSession } from '../../../lib/register-session.ts';
import { useCheckoutSession } from '../api/create-checkout-session.ts';
import { safeExternalUrl } from '../lib/billing-view.ts';
import { useCheckoutContext } from '../lib/use-checkout-context.ts';
import { BILLING_UI as M } from '../messages.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/**
 * /checkout/plans — the public plans with their price in the workspace currency and limits, the
 * current one marked. Hosted mode: choosing one opens Stripe Checkout (GET /v1/checkout/sessions).
 * Self-hosted: the plans are shown and the page says the operator assigns them. Also the landing of
 * the SPEC §4 resubscribe flow (token in the register session).
 */
export function CheckoutPlansPage() {
  useBreadcrumbs([{ name: M.breadcrumbBilling, path: '/billing' }, { name: M.breadcrumbPlans }]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { resubscribe, token, billing, currency, account } = useCheckoutContext();
  // The early-adopter offer only for a workspace the server counts as one (GET /v1/billing, decision 0019).
  const plans = usePlans(currency, { token, isEarlyAdopter: billing.data?.is_early_adopter, enabled: !account.isPending && !billing.isPending });
  const checkout = useCheckoutSession();
  const data = billing.data;
  const hosted = data?.mode === 'hosted';
  const canPay = !!data?.actions.checkout;

  function choose(plan: Plan) {
    checkout.mutate(
      { planId: plan.id, currency: plan.currency ?? currency, token },
      {
        onSuccess: ({ url }) => {
          const target = safeExternalUrl(url);
          if (!target) return void toast.error(M.checkoutFailed);
          // Back from Stripe the user must be signed in: the resubscribe token becomes the session.
          if (resubscribe) finishResubscribe();
          window.location.assign(target);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  }

  function continueFree() {
    finishResubscribe();
    queryClient.removeQueries();
    navigate('/dashboard', { replace: true });
  }

  const freeName = plans.data?.find((p) => p.is_free)?.name ?? M.free;
  const sessionExpired = resubscribe && isApiError(account.error) && account.error.status === 401;

  useEffect(() => {
    // The resubscribe token died (expired, signed out elsewhere): start again from the login.
    if (!sessionExpired) return;
    clearRegisterSession();
    navigate('/login', { replace: true });
  }, [sessionExpired, navigate]);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={resubscribe ? M.resubscribeTitle : M.plansTitle} subtitle={resubscribe ? M.resubscribeBody : M.plansSubtitle} />

      {params.get('checkout') === 'canceled' && (
        <Alert tone="warning" title={M.checkoutCancelledTitle}>
          {M.checkoutCancelledBody}
        </Alert>
      )}
      {data?.mode === 'self_hosted' && <Alert tone="info" title={M.selfHostedTitle}>{M.plansSelfHosted}</Alert>}
      {hosted && !canPay && data.subscription.source === 'stripe' && !data.lapsed && (
        <Alert tone="info" title={M.alreadySubscribedTitle}>
          {BILLING_MESSAGES.alreadySubscribed}
        </Alert>
      )}
      {hosted && !canPay && account.data?.role === 'member' && <Alert tone="info">{M.membersCannotPay}</Alert>}

      {plans.isPending || billing.isPending ? (
        <PageSpinner />
      ) : plans.isError || billing.isError ? (
        <LoadError title={M.plansFailed} error={plans.error ?? billing.error} onRetry={() => void Promise.all([plans.refetch(), billing.refetch()])} />
      ) : plans.data.length === 0 ? (
        <Alert tone="info">{M.plansEmpty}</Alert>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={M.plansTitle}>
          {plans.data.map((plan) => {
            const current = plan.id === data?.plan.id;
            const payable = canPay && !!plan.can_checkout && (!current || data.lapsed);
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={current}
                footer={
                  canPay && !plan.is_free && !plan.can_checkout ? (
                    <p className="text-xs text-muted-foreground">{M.notPayableIn(plan.currency ?? currency ?? '')}</p>
                  ) : payable ? (
                    <Button
                      className="w-full"
                      aria-label={M.choosePlanLabel(plan.name)}
                      loading={checkout.isPending && checkout.variables?.planId === plan.id}
                      disabled={checkout.isPending}
                      onClick={() => choose(plan)}
                    >
                      {M.choosePlan}
                    </Button>
                  ) : undefined
                }
              />
            );
          })}
        </ul>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {resubscribe ? (
          <Button variant="outline" onClick={continueFree}>
            {M.continueFree(freeName)}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/billing">{M.backToBilling}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
