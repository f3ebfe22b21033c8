import { useNavigate } from 'react-router';
import { Check, Sparkles } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { cn } from '../../../lib/cn.ts';
import { updateRegisterSession } from '../../../lib/register-session.ts';
import { usePlans, type Plan } from '../../../lib/billing/plans.ts';
import { formatPlanPrice } from '../../../lib/billing/format-plan.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const price = formatPlanPrice(plan, M.free);
  const paid = price !== M.free;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-surface p-4 sm:p-5',
        current ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
      aria-current={current ? 'true' : undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-foreground">{plan.name}</h2>
            {current && <Badge>{M.currentPlan}</Badge>}
          </div>
          {plan.description && <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>}
        </div>
        <p className="shrink-0 text-right text-lg font-semibold tracking-tight text-foreground">
          {price}
          {paid && <span className="block text-xs font-normal text-muted-foreground">{M.perMonth}</span>}
        </p>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-foreground">
        <li className="flex items-center gap-2">
          <Check className="size-4 text-primary-text" aria-hidden="true" />
          {M.activeProposals(plan.limits?.active_proposals ?? null)}
        </li>
        <li className="flex items-center gap-2">
          <Check className="size-4 text-primary-text" aria-hidden="true" />
          {M.activePortals(plan.limits?.active_portals ?? null)}
        </li>
      </ul>
      {paid && !current && (
        <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {M.paidNote}
        </p>
      )}
    </li>
  );
}

/**
 * /register/plan — the free plan is already assigned: show the plans with their limits and continue
 * with the current one. Paid plans are bought later from /billing (no checkout here).
 */
export function PlanPage() {
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const currency = account?.workspace?.currency_code ?? account?.workspace?.default_currency ?? null;
  const plans = usePlans(currency);
  const currentId = account?.subscription?.plan?.id ?? plans.data?.find((p) => p.is_free)?.id ?? null;
  const currentName = account?.subscription?.plan?.name ?? plans.data?.find((p) => p.id === currentId)?.name ?? M.free;

  function next() {
    updateRegisterSession({ step: 'welcome' });
    navigate('/register/welcome');
  }

  return (
    <>
      <SignupProgress step="plan" />
      <AuthHeading title={M.planTitle}>{M.planSubtitle}</AuthHeading>
      {plans.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        <Alert tone="warning">{M.plansError}</Alert>
      ) : (
        <ul className="space-y-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === currentId} />
          ))}
        </ul>
      )}
      <Button size="lg" className="mt-8 w-full" onClick={next}>
        {M.continueWithPlan(currentName)}
      </Button>
    </>
  );
}
