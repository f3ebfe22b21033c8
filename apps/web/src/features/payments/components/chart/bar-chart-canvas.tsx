import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useDarkMode } from '../../../../lib/theme/dark-mode.ts';

// Only what a grouped bar chart needs: chart.js is tree-shaken to these parts (decision 0028).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type BarSeries = { label: string; values: number[]; cssColor: string };

type Props = {
  labels: string[];
  series: BarSeries[];
  /** Tooltip text of a value (money in the chart's currency). */
  format: (value: number) => string;
  /** Axis tick text (shorter: no cents). */
  formatTick: (value: number) => string;
  ariaLabel: string;
};

/** The palette is CSS variables (workspace colour, dark mode): read what the page paints now. */
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#64748b';

/**
 * A chart.js grouped bar chart on a canvas. The canvas is a picture for sighted users; the numbers
 * are also in the table beside it (payments-chart.tsx) for screen readers and tests.
 */
export function BarChartCanvas({ labels, series, format, formatTick, ariaLabel }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [dark] = useDarkMode();

  useEffect(() => {
    if (!canvas.current) return;
    const text = cssVar('--muted-foreground');
    const grid = cssVar('--border');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: cssVar(s.cssColor), borderRadius: 6, maxBarThickness: 28 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: 'es',
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { color: text, boxWidth: 12, boxHeight: 12, useBorderRadius: true, borderRadius: 3 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { color: text }, grid: { display: false }, border: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, callback: (v) => formatTick(Number(v)), maxTicksLimit: 6 }, grid: { color: grid }, border: { display: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, format, formatTick, dark]);

  return <canvas ref={canvas} role="img" aria-label={ariaLabel} />;
}
