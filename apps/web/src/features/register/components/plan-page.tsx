import { useNavigate } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthHeading } from '../../../components/ui/auth-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PlanCard } from '../../../components/ui/plan-card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBilling } from '../../../lib/billing/get-billing.ts';
import { usePlans, type Plan } from '../../../lib/billing/plans.ts';
import { updateRegisterSession } from '../../../lib/register-session.ts';
import { REGISTER_UI as M } from '../messages.ts';
import { SignupProgress } from './signup-progress.tsx';

/**
 * /register/plan — the workspace already has its starting plan (the free plan in hosted mode, the
 * operator's DEFAULT_PLAN when self-hosted): show it and the public plans (GET /v1/plans, the early-adopter
 * offer only for an early adopter, as GET /v1/billing says) and continue with it. Paid plans are bought later from /billing.
 */
export function PlanPage() {
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const billing = useBilling();
  const currency = account?.workspace?.currency_code ?? account?.workspace?.default_currency ?? null;
  // The early-adopter offer is asked for only when the server says this workspace is one (decision 0019).
  const plans = usePlans(currency, { isEarlyAdopter: billing.data?.is_early_adopter, enabled: !billing.isPending });
  const selfHosted = billing.data?.mode === 'self_hosted';
  const current = billing.data?.plan ?? null;
  const currentId = current?.id ?? account?.subscription?.plan?.id ?? plans.data?.find((p) => p.is_free)?.id ?? null;
  const currentName = current?.name ?? account?.subscription?.plan?.name ?? M.free;
  // A self-hosted default plan may not be public (e.g. 'unlimited'): it is shown first anyway.
  const list: Plan[] = plans.data ?? [];
  const shown = current && !list.some((p) => p.id === current.id) ? [{ ...current, price: null }, ...list] : list;

  function next() {
    updateRegisterSession({ step: 'welcome' });
    navigate('/register/welcome');
  }

  return (
    <>
      <SignupProgress step="plan" />
      <AuthHeading title={M.planTitle}>{selfHosted ? M.planSubtitleSelfHosted(currentName) : M.planSubtitle}</AuthHeading>
      {plans.isPending || billing.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        <Alert tone="warning">{M.plansError}</Alert>
      ) : (
        <ul className="space-y-3">
          {shown.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === currentId}
              footer={
                !plan.is_free && plan.id !== currentId ? (
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Sparkles className="size-3.5" aria-hidden="true" />
                    {selfHosted ? M.paidNoteSelfHosted : M.paidNote}
                  </p>
                ) : undefined
              }
            />
          ))}
        </ul>
      )}
      <Button size="lg" className="mt-8 w-full" onClick={next}>
        {M.continueWithPlan(currentName)}
      </Button>
    </>
  );
}
