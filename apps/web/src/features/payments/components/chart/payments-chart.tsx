import { Suspense, useMemo } from 'react';
import type { PaymentMetricsDto } from '@trato/domain/payments/dto';
import { Card } from '../../../../components/ui/card.tsx';
import { formatMoney, formatWholeMoney } from '../../../../lib/money.ts';
import { PAYMENTS_UI as M } from '../../messages.ts';
import { useNearViewport } from '../../../../lib/use-near-viewport.ts';
import type { BarSeries } from './bar-chart-canvas.tsx';
import { lazyComponent } from '../../../../lib/lazy-component.ts';

// chart.js is ~50 KB compressed: loaded when the chart nears the screen (below the cards on a phone),
// not with the page (issue 33). The figures are in the table below from the start.
const BarChartCanvas = lazyComponent(() => import('./bar-chart-canvas.tsx'), (m) => m.BarChartCanvas);

const usd = (value: number) => formatMoney(value.toFixed(2), 'USD');
const usdTick = (value: number) => formatWholeMoney(value, 'USD');

/**
 * Collected vs pending per day or month (the API picks), in USD. The canvas is for the eye; the
 * table under it (visually hidden) carries the same figures for screen readers and the journeys.
 */
export function PaymentsChart({ series }: { series: PaymentMetricsDto['series'] }) {
  const labels = useMemo(() => series.points.map((p) => p.label), [series]);
  const bars = useMemo<BarSeries[]>(
    () => [
      { label: M.collected, values: series.points.map((p) => Number(p.collected_usd)), cssColor: '--success' },
      { label: M.pending, values: series.points.map((p) => Number(p.pending_usd)), cssColor: '--warning' },
    ],
    [series],
  );
  const empty = series.points.every((p) => Number(p.collected_usd) === 0 && Number(p.pending_usd) === 0);
  const box = useNearViewport();

  return (
    <Card className="p-5" role="region" aria-label={M.chartTitle}>
      <h2 className="text-base font-semibold text-foreground">{M.chartTitle}</h2>
      <p className="mt-0.5 text-sm text-muted-foreground">{M.chartHint}</p>
      {empty ? (
        <p className="flex h-48 items-center justify-center text-sm text-muted-foreground">{M.chartEmpty}</p>
      ) : (
        <div ref={box.ref} className="relative mt-4 h-64">
          {box.near && (
            <Suspense fallback={null}>
              <BarChartCanvas labels={labels} series={bars} format={usd} formatTick={usdTick} ariaLabel={M.chartAria} />
            </Suspense>
          )}
        </div>
      )}
      {/* A table sizes to its content whatever its width: the 1-px box of sr-only must be a div around it. */}
      <div className="sr-only">
        <table>
          <caption>{M.chartTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{M.period}</th>
              <th scope="col">{M.collected}</th>
              <th scope="col">{M.pending}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((p) => (
              <tr key={p.period}>
                <th scope="row">{p.label}</th>
                <td>{formatMoney(p.collected_usd, 'USD')}</td>
                <td>{formatMoney(p.pending_usd, 'USD')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
