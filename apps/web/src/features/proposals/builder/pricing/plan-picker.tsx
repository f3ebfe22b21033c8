import { PAYMENT_PLANS, type PaymentPlanId } from '@trato/domain/proposals/dto';
import { PLAN_TEMPLATES } from '@trato/domain/proposals/payments/plans';
import { cn } from '../../../../lib/cn.ts';
import { PRICING_MESSAGES as M } from './messages.ts';

type PlanPickerProps = {
  value: PaymentPlanId | null;
  onChoose: (plan: PaymentPlanId) => void;
  disabled?: boolean;
};

/** "40% / 30% / 30%": the template's split (basis points → whole percents). */
const splitLabel = (plan: PaymentPlanId) => PLAN_TEMPLATES[plan].map((t) => `${t.percent / 100n}%`).join(' / ');

/** The four plans of SPEC §3 as radio cards (arrow keys move between them, like any radio group). */
export function PlanPicker({ value, onChoose, disabled }: PlanPickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">{M.planLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {PAYMENT_PLANS.map((plan) => {
          const checked = value === plan;
          return (
            <label
              key={plan}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-surface-muted',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input type="radio" name="payment-plan" value={plan} checked={checked} onChange={() => onChoose(plan)} className="mt-1 size-4 accent-[var(--primary)]" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-foreground">{M.plans[plan].name}</span>
                <span className="block text-xs text-muted-foreground">{M.plans[plan].text}</span>
                <span className="mt-1 block text-xs font-medium text-primary-text tabular-nums">{splitLabel(plan)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
