import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleSlash, Clock, ReceiptText } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { billingQueryOptions } from '../../../lib/billing/get-billing.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { checkoutOutcome, CONFIRM_MAX_POLLS, CONFIRM_POLL_MS, paymentApplied } from '../lib/checkout-result.ts';
import { BILLING_UI as M } from '../messages.ts';

function Result({ icon: Icon, tone, title, body, children }: { icon: typeof CheckCircle2; tone: string; title: string; body: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className={cn('flex size-12 items-center justify-center rounded-2xl', tone)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-semibold tracking-tight text-foreground">{title}</h1>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{body}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">{children}</div>
    </Card>
  );
}

/**
 * /checkout — where Stripe Checkout sends the browser back (?session_id=, ?checkout=success or
 * canceled). On success it refetches billing until the webhook has applied the plan.
 */
export function CheckoutPage() {
  useBreadcrumbs([{ name: M.breadcrumbBilling, path: '/billing' }, { name: M.breadcrumbCheckout }]);
  const [params] = useSearchParams();
  const outcome = checkoutOutcome(params);
  const queryClient = useQueryClient();
  const polls = useRef(0);
  const billing = useQuery({
    ...billingQueryOptions(),
    enabled: outcome === 'success',
    staleTime: 0,
    refetchInterval: (query) => (paymentApplied(query.state.data) || ++polls.current >= CONFIRM_MAX_POLLS ? false : CONFIRM_POLL_MS),
  });
  const applied = paymentApplied(billing.data);

  useEffect(() => {
    if (applied) void queryClient.invalidateQueries({ queryKey: accountKey });
  }, [applied, queryClient]);

  const toBilling = (
    <Link to="/billing" className={buttonClasses('primary')}>
      {M.backToBilling}
    </Link>
  );
  const toPlans = (variant: 'primary' | 'outline') => (
    <Link to="/checkout/plans" className={buttonClasses(variant)}>
      {M.seePlans}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-2xl">
      {outcome === 'canceled' ? (
        <Result icon={CircleSlash} tone="bg-warning-soft text-warning" title={M.checkoutCancelledTitle} body={M.checkoutCancelledBody}>
          {toPlans('primary')}
          <Link to="/billing" className={buttonClasses('outline')}>
            {M.backToBilling}
          </Link>
        </Result>
      ) : outcome === 'none' ? (
        <Result icon={ReceiptText} tone="bg-primary-soft text-primary-text" title={M.checkoutUnknownTitle} body={M.checkoutUnknownBody}>
          {toPlans('primary')}
        </Result>
      ) : applied && billing.data ? (
        <Result icon={CheckCircle2} tone="bg-success-soft text-success" title={M.checkoutSuccessTitle} body={M.checkoutSuccessBody(billing.data.plan.name)}>
          {toBilling}
        </Result>
      ) : (
        <Result icon={Clock} tone="bg-primary-soft text-primary-text" title={M.checkoutSuccessTitle} body={M.checkoutPendingBody}>
          {billing.isFetching ? <Spinner /> : toBilling}
        </Result>
      )}
    </div>
  );
}
