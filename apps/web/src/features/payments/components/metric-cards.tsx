import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CheckCircle2, Clock, Send } from 'lucide-react';
import type { PaymentMetricsDto } from '@trato/domain/payments/dto';
import type { PaymentListStatus } from '@trato/domain/payments/list-statuses';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { mainFirst } from '@trato/domain/payments/main-first';
import { PAYMENTS_UI as M } from '../messages.ts';

type Figure = 'collected' | 'pending' | 'overdue' | 'pipeline';

/** Each card and the status filter that lists exactly its payments (a click applies it). */
const CARDS: { figure: Figure; status: PaymentListStatus; title: string; hint?: string; icon: LucideIcon; tone: string }[] = [
  { figure: 'collected', status: 'paid', title: M.collected, icon: CheckCircle2, tone: 'bg-success-soft text-success' },
  { figure: 'pending', status: 'pending', title: M.pending, hint: M.pendingHint, icon: Clock, tone: 'bg-warning-soft text-warning' },
  { figure: 'overdue', status: 'overdue', title: M.overdue, hint: M.overdueHint, icon: AlertTriangle, tone: 'bg-danger-soft text-danger' },
  { figure: 'pipeline', status: 'pipeline', title: M.pipeline, hint: M.pipelineHint, icon: Send, tone: 'bg-surface-muted text-muted-foreground' },
];

type CardProps = (typeof CARDS)[number] & { metrics: PaymentMetricsDto; active: boolean; onSelect: (status: PaymentListStatus) => void };

/**
 * The headline is the workspace's own currency (a CLP workspace reads CLP first); other currencies
 * follow in their own money, and the USD conversion with the workspace's rates is a small line
 * labelled as converted, never the big number.
 */
function MetricCard({ figure, status, title, hint, icon: Icon, tone, metrics, active, onSelect }: CardProps) {
  const { main, others } = mainFirst(metrics.main_currency, metrics.currencies, (c) => c[figure]);
  const converted = metrics.totals_usd[figure];
  // A conversion says something only when some money is not in USD already.
  const showConverted = [main, ...others].some((r) => r.currency_code !== 'USD' && Number(r.amount) !== 0);
  return (
    <Card className={cn('p-0', active && 'ring-2 ring-ring')} data-testid={`metric-${figure}`}>
      <button
        type="button"
        onClick={() => onSelect(status)}
        aria-pressed={active}
        // A button centres its content vertically: a top-aligned column keeps the cards in line.
        className="flex h-full w-full flex-col justify-start rounded-2xl p-5 text-left hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2.5">
          <span className={cn('flex size-8 items-center justify-center rounded-lg', tone)}>
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="text-sm font-medium text-muted-foreground">{title}</span>
        </span>
        <span className="mt-3 block text-2xl font-semibold tracking-tight text-foreground tabular-nums" data-testid={`metric-${figure}-main`}>
          {formatMoney(main.amount, main.currency_code)}
        </span>
        {others.length > 0 && (
          <span className="mt-1 block space-y-0.5 text-sm">
            {others.map((c) => (
              <span key={c.currency_code} className="block font-medium text-foreground tabular-nums">
                + {formatMoney(c.amount, c.currency_code)}
              </span>
            ))}
          </span>
        )}
        {showConverted && <span className="mt-1 block text-xs text-muted-foreground tabular-nums">{M.converted(formatMoney(converted, 'USD'))}</span>}
        {hint && <span className="mt-2 block border-t border-border pt-2 text-xs text-muted-foreground">{hint}</span>}
        <span className="sr-only">{M.showOnly}</span>
      </button>
    </Card>
  );
}

/**
 * Cobrado, Por cobrar (what signed plans owe), Vencido (a part of it) and Sin firmar
 * (the pipeline, apart): decision 0064. A card lists its payments when clicked.
 */
export function MetricCards({ metrics, stale, status, onSelect }: { metrics: PaymentMetricsDto; stale?: boolean; status: PaymentListStatus | null; onSelect: (status: PaymentListStatus) => void }) {
  return (
    <section aria-label={M.metricsLabel} className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-4', stale && 'opacity-60')}>
      {CARDS.map((card) => (
        <MetricCard key={card.figure} {...card} metrics={metrics} active={status === card.status} onSelect={onSelect} />
      ))}
    </section>
  );
}

/** The cards' and the chart's shapes while the first figures load. */
export function MetricCardsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((c) => (
          <Card key={c.figure} className="h-40 animate-pulse bg-surface-muted/60" />
        ))}
      </div>
      <Card className="h-80 animate-pulse bg-surface-muted/60" />
    </div>
  );
}
