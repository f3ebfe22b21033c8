import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { CurrencyMetricsDto, PaymentMetricsDto } from '@trato/domain/payments/dto';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

type Figure = 'collected' | 'pending' | 'overdue';

const CARDS: { figure: Figure; title: string; icon: LucideIcon; tone: string }[] = [
  { figure: 'collected', title: M.collected, icon: CheckCircle2, tone: 'bg-success-soft text-success' },
  { figure: 'pending', title: M.pending, icon: Clock, tone: 'bg-warning-soft text-warning' },
  { figure: 'overdue', title: M.overdue, icon: AlertTriangle, tone: 'bg-danger-soft text-danger' },
];

function MetricCard({ figure, title, icon: Icon, tone, metrics }: (typeof CARDS)[number] & { metrics: PaymentMetricsDto }) {
  const rows = metrics.currencies.filter((c: CurrencyMetricsDto) => Number(c[figure]) !== 0);
  return (
    <Card className="p-5" role="group" aria-label={title} data-testid={`metric-${figure}`}>
      <div className="flex items-center gap-2.5">
        <span className={cn('flex size-8 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      </div>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-foreground tabular-nums">
        <span className="sr-only">{M.usdTotal}: </span>
        {formatMoney(metrics.totals_usd[figure], 'USD')}
      </p>
      <p className="text-xs text-muted-foreground">{M.usdTotal}</p>
      <ul className="mt-3 space-y-1 border-t border-border pt-3 text-sm">
        {rows.length === 0 && <li className="text-muted-foreground">{M.noCurrencies}</li>}
        {rows.map((c) => (
          <li key={c.currency_code} className="flex justify-between gap-3 tabular-nums">
            <span className="text-muted-foreground">{c.currency_code}</span>
            <span className="font-medium text-foreground">{formatMoney(c[figure], c.currency_code)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Cobrado, Pendiente, Vencido: the USD total (workspace rates) and the amount in each currency. */
export function MetricCards({ metrics, stale }: { metrics: PaymentMetricsDto; stale?: boolean }) {
  return (
    <section aria-label={M.metricsLabel} className={cn('grid gap-4 transition-opacity sm:grid-cols-3', stale && 'opacity-60')}>
      {CARDS.map((card) => (
        <MetricCard key={card.figure} {...card} metrics={metrics} />
      ))}
    </section>
  );
}

/** The cards' and the chart's shapes while the first figures load. */
export function MetricCardsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="grid gap-4 sm:grid-cols-3">
        {CARDS.map((c) => (
          <Card key={c.figure} className="h-40 animate-pulse bg-surface-muted/60" />
        ))}
      </div>
      <Card className="h-80 animate-pulse bg-surface-muted/60" />
    </div>
  );
}
