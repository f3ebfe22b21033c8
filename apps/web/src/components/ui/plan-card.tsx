import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { formatPlanPrice } from '../../lib/billing/format-plan.ts';
import { PLAN_TEXTS as M } from '../../lib/billing/plan-texts.ts';
import type { Plan } from '../../lib/billing/plans.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from './badge.tsx';

/** One plan: name, description, monthly price, its two limits, "Plan actual" and an optional action. */
export function PlanCard({ plan, current, footer, className }: { plan: Plan; current: boolean; footer?: ReactNode; className?: string }) {
  const price = formatPlanPrice(plan, M.free);
  const paid = price !== M.free;
  return (
    <li
      className={cn('flex flex-col rounded-2xl border bg-surface p-4 sm:p-5', current ? 'border-primary ring-1 ring-primary' : 'border-border', className)}
      aria-current={current ? 'true' : undefined}
      aria-label={plan.name}
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
      {footer && <div className="mt-auto pt-4">{footer}</div>}
    </li>
  );
}
