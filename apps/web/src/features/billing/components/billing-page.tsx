import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { formatLongDate } from '@trato/domain/date-format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { UsageMeter } from '../../../components/ui/usage-meter.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBilling, type Billing } from '../../../lib/billing/get-billing.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useBillingPortal } from '../api/open-billing-portal.ts';
import { describeCard, safeExternalUrl, statusTone, upgradeLabel, type StatusTone } from '../lib/billing-view.ts';
import { checkoutOutcome } from '../lib/checkout-result.ts';
import { BILLING_UI as M } from '../messages.ts';
import { BillingSection } from './billing-section.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

const TONE_BADGE: Record<StatusTone, string> = {
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

function periodText(billing: Billing, timeZone: string): string | null {
  const from = formatLongDate(billing.subscription.current_period_start, timeZone);
  const to = formatLongDate(billing.subscription.current_period_end, timeZone);
  if (from && to) return M.period(from, to);
  if (from) return M.periodFrom(from);
  return null;
}

function PlanSection({ billing, onCancel }: { billing: Billing; onCancel: () => void }) {
  const tone = statusTone(billing);
  const { actions, subscription: sub } = billing;
  const timeZone = useWorkspaceTimeZone();
  const end = formatLongDate(sub.current_period_end, timeZone);
  const period = periodText(billing, timeZone);
  return (
    <BillingSection id="billing-plan" title={M.planTitle}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-semibold tracking-tight text-foreground" data-testid="billing-plan-name">
              {billing.plan.name}
            </p>
            <Badge tone={TONE_BADGE[tone]}>{sub.status_description}</Badge>
            {sub.cancel_at_period_end && <Badge tone={TONE_BADGE.warning}>{M.cancelScheduled}</Badge>}
          </div>
          {billing.plan.description && <p className="text-sm text-muted-foreground">{billing.plan.description}</p>}
          {period && <p className="text-sm text-muted-foreground">{period}</p>}
          {sub.source === 'stripe' && end && !billing.lapsed && (
            <p className="text-sm text-muted-foreground">{sub.cancel_at_period_end ? M.endsAt(end) : M.renews(end)}</p>
          )}
          <p className="text-xs text-muted-foreground">{sub.source_label}</p>
        </div>
        {(actions.checkout || actions.cancel) && (
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            {actions.cancel && (
              <Button variant="outline" onClick={onCancel}>
                {M.cancel}
              </Button>
            )}
            {actions.checkout && (
              <Button asChild>
                <Link to="/checkout/plans">{upgradeLabel(billing)}</Link>
              </Button>
            )}
          </div>
        )}
      </div>
    </BillingSection>
  );
}

function UsageSection({ billing }: { billing: Billing }) {
  return (
    <BillingSection id="billing-usage" title={M.usageTitle}>
      <div className="grid gap-5 sm:grid-cols-2">
        <UsageMeter label={M.usageProposals} used={billing.usage.active_proposals} max={billing.limits.active_proposals} />
        <UsageMeter label={M.usagePortals} used={billing.usage.active_portals} max={billing.limits.active_portals} />
      </div>
      <p className="mt-4 text-xs text-muted-foreground">{M.usageHint}</p>
    </BillingSection>
  );
}

function CardSection({ billing }: { billing: Billing }) {
  const portal = useBillingPortal();
  const card = describeCard(billing.subscription.card);

  function manage() {
    portal.mutate(undefined, {
      onSuccess: ({ redirect }) => {
        const url = safeExternalUrl(redirect);
        if (url) window.location.assign(url);
        else toast.error(M.portalFailed);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  return (
    <BillingSection id="billing-card" title={M.cardTitle}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-muted-foreground">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          {card ? (
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-foreground">{card.name}</p>
              {card.expires && <p className="text-sm text-muted-foreground">{card.expires}</p>}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{M.cardNone}</p>
          )}
        </div>
        {billing.actions.portal && (
          <Button variant="outline" className="w-full sm:w-auto" loading={portal.isPending} onClick={manage}>
            {M.cardManage}
          </Button>
        )}
      </div>
    </BillingSection>
  );
}

/** Self-hosted mode: no checkout; the operator assigns plans (and a superadmin gets there from here). */
function SelfHostedNotice({ isGod }: { isGod: boolean }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-primary/25 bg-primary-soft p-5" role="note" aria-label={M.selfHostedTitle}>
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
      <div className="space-y-2 text-sm">
        <p className="font-semibold text-foreground">{M.selfHostedTitle}</p>
        <p className="text-muted-foreground">{M.selfHostedBody}</p>
        {isGod && (
          <Link to="/superadmin" className="inline-block font-medium text-primary-text underline-offset-4 hover:underline">
            {M.goToSuperadmin}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * /billing — plan, status, period, usage against the limits, card, invoices; upgrade, cancel, portal.
 * Stripe Checkout returns here with ?checkout=success: that is shown by the /checkout return page.
 */
export function BillingPage() {
  const [params] = useSearchParams();
  if (checkoutOutcome(params) === 'success') return <Navigate to={`/checkout?${params.toString()}`} replace />;
  return <BillingOverview />;
}

function BillingOverview() {
  useBreadcrumbs([{ name: M.breadcrumb, path: '/settings' }, { name: M.breadcrumbBilling }]);
  const { data: account } = useAccount();
  const timeZone = useWorkspaceTimeZone();
  const billing = useBilling();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(M.cancelled),
      onError: (e) => toast.error(errorMessage(e)),
      onSettled: () => setConfirming(false),
    });
  }

  const data = billing.data;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />

      {billing.isPending ? (
        <PageSpinner />
      ) : billing.isError ? (
        <LoadError title={M.loadFailed} error={billing.error} onRetry={() => void billing.refetch()} />
      ) : (
        data && (
          <>
            {data.lapsed && <Alert tone="warning" title={M.lapsedTitle}>{M.lapsedBody}</Alert>}
            {data.mode === 'self_hosted' && <SelfHostedNotice isGod={!!account?.user.is_god} />}
            {data.mode === 'hosted' && account?.role === 'member' && <Alert tone="info">{M.membersReadOnly}</Alert>}
            <PlanSection billing={data} onCancel={() => setConfirming(true)} />
            <UsageSection billing={data} />
            {data.mode === 'hosted' && <CardSection billing={data} />}
            <InvoicesSection mode={data.mode} />
          </>
        )
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={M.cancelTitle}
        description={M.cancelBody(formatLongDate(data?.subscription.current_period_end, timeZone))}
        confirmLabel={M.cancelConfirm}
        cancelLabel={M.cancelKeep}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
