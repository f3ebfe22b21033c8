import { Link } from 'react-router';
import type { DashboardMoneyDto, MoneyTotalDto } from '@trato/domain/dashboard/dto';
import { formatMoney } from '@trato/domain/money-format';
import { mainFirst } from '@trato/domain/payments/main-first';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { DASHBOARD_UI } from '../messages.ts';

const M = DASHBOARD_UI.money;

/**
 * Each money figure and the /payments list it equals (decision 0064): the same filter the API sums,
 * so the list's «Por cobrar», «Vencido», «Cobrado» or «Sin firmar» shows this number.
 */
export const MONEY_LINKS = {
  owed: '/payments?status=pending',
  overdue: '/payments?status=overdue',
  collected_month: '/payments?status=paid&preset=this_month',
  pipeline: '/payments?status=pipeline',
} as const;

function MoneyCard({ figure, label, hint, totals, main, tone }: { figure: keyof typeof MONEY_LINKS; label: string; hint: string; totals: MoneyTotalDto[]; main: string; tone?: string }) {
  const { main: headline, others } = mainFirst(main, totals, (t) => t.amount);
  return (
    <Card className="p-0" data-testid={`money-${figure}`}>
      <Link to={MONEY_LINKS[figure]} className="block h-full rounded-2xl p-4 hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-ring sm:p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('mt-1 text-lg font-semibold tracking-tight break-words tabular-nums sm:text-2xl', tone ?? 'text-foreground')} data-testid={`money-${figure}-main`}>
          {formatMoney(headline.amount, headline.currency_code)}
        </p>
        {others.map((o) => (
          <p key={o.currency_code} className="text-sm font-medium break-words text-foreground tabular-nums">
            + {formatMoney(o.amount, o.currency_code)}
          </p>
        ))}
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </Link>
    </Card>
  );
}

const count = (totals: MoneyTotalDto[]) => totals.reduce((n, t) => n + t.count, 0);

/** Por cobrar, Vencido (a part of it), Cobrado este mes and the pipeline (open proposals, not owed). */
export function MoneyCards({ money }: { money: DashboardMoneyDto }) {
  const main = money.main_currency;
  const overdue = count(money.overdue);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <MoneyCard figure="owed" label={M.owed} hint={M.payments(count(money.owed))} totals={money.owed} main={main} />
      <MoneyCard figure="overdue" label={M.overdue} hint={overdue ? M.overdueHint : M.overdueNone} totals={money.overdue} main={main} tone={overdue ? 'text-danger' : undefined} />
      <MoneyCard figure="collected_month" label={M.collectedMonth} hint={M.collectedHint} totals={money.collected_month} main={main} />
      <MoneyCard figure="pipeline" label={M.pipeline} hint={M.pipelineHint(money.pipeline_proposals)} totals={money.pipeline} main={main} />
    </div>
  );
}
