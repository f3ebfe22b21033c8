import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentListItemDto, PaymentMetricsDto } from '@trato/domain/payments/dto';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { renderRoutes, settleUntil } from '../../billing/components/render-page.test-support.tsx';
import { PaymentsPage } from './payments-page.tsx';

const RANGE = { preset: 'all' as const, from: null, to: null, today: '2026-11-26', time_zone: 'America/Santiago' };

const payment: PaymentListItemDto = {
  id: 'p1', key: 'k1', name: 'Anticipo', amount: '125000.00', amount_type: 'CLP', percent: '50.00', position: 0, status: 'pending',
  due_at: '2026-11-20T00:00:00.000Z', paid_at: null, project_id: 'pr1',
  project: { id: 'pr1', name: 'Marca Aurora', type: 'project', slug: 's' }, company: { id: 'c1', name: 'Panadería Aurora', logo: null }, overdue: true, state: 'overdue', transfer: null, review: null,
};

const metrics: PaymentMetricsDto = {
  range: RANGE,
  main_currency: 'CLP',
  currencies: [
    { currency_code: 'CLP', collected: '0.00', pending: '125000.00', overdue: '125000.00', pipeline: '0.00', collected_usd: '0.00', pending_usd: '131.25', overdue_usd: '131.25', pipeline_usd: '0.00', usd_per_unit: '0.00105', count: 1 },
    { currency_code: 'USD', collected: '0.00', pending: '12500.50', overdue: '0.00', pipeline: '0.00', collected_usd: '0.00', pending_usd: '12500.50', overdue_usd: '0.00', pipeline_usd: '0.00', usd_per_unit: '1', count: 1 },
  ],
  totals_usd: { collected: '0.00', pending: '12631.75', overdue: '131.25', pipeline: '0.00', count: 2 },
  series: { granularity: 'month', points: [{ period: '2026-11', label: 'nov 2026', collected_usd: '0.00', pending_usd: '131.25' }] },
};

/** The API as the page calls it; every request's path and query is recorded. */
function stubApi(item: PaymentListItemDto = payment) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      calls.push(`${u.pathname.replace(/^\/api/, '')}?${u.searchParams.toString()}`);
      if (u.pathname.endsWith('/v1/payments/metrics')) return new Response(JSON.stringify({ data: metrics }));
      const meta = { current_page: 1, from: 1, last_page: 1, links: { first: null, last: null, prev: null, next: null }, path: '/api/v1/payments', per_page: 10, to: 1, total: 1 };
      return new Response(JSON.stringify({ data: [item], meta, range: RANGE }));
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  setSession('t', 'password');
  // jsdom draws no canvas: chart.js only logs that it found no 2D context.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/payments', () => {
  it('reads its filters from the URL, asks the API with them, and writes a change back (page 1 again)', async () => {
    const calls = stubApi();
    const { container, router } = await renderRoutes({ '/payments': PaymentsPage }, '/payments?preset=this_month&currency=CLP&page=2');
    await settleUntil(() => container.textContent?.includes('Anticipo') ?? false);

    expect(calls).toContain('/v1/payments/metrics?preset=this_month&currency=CLP');
    expect(calls).toContain('/v1/payments?preset=this_month&currency=CLP&page=2');
    // The workspace's currency is the headline; USD follows in its own money, and the conversion is labelled.
    expect(container.querySelector('[data-testid="metric-pending-main"]')?.textContent).toMatch(/125\.000\sCLP/);
    expect(container.querySelector('[data-testid="metric-pending"]')?.textContent).toMatch(/\+ 12\.500,50\sUS\$/);
    expect(container.querySelector('[data-testid="metric-pending"]')?.textContent).toMatch(/≈ 12\.631,75\sUS\$ convertido/);
    expect(container.querySelector('table caption')?.textContent).toBe('Cobrado y por cobrar por período (convertido a USD)');
    expect(container.querySelector('[data-status="overdue"]')?.textContent).toBe('Vencido');

    const status = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Estado')!;
    const select = document.getElementById(status.htmlFor) as HTMLSelectElement;
    await act(async () => {
      select.value = 'overdue';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settleUntil(() => calls.some((c) => c.includes('status=overdue')));
    expect(router.state.location.search).toBe('?status=overdue&preset=this_month&currency=CLP');
    expect(calls).toContain('/v1/payments?status=overdue&preset=this_month&currency=CLP');
  });

  it('a payment whose client reported a bank transfer reads «En revisión» beside its state (decision 0071)', async () => {
    const transfer = { id: 't1', status: 'in_review' as const, transferred_on: '2026-11-25', amount: '125000.00', currency: 'CLP', proof: null, reason: null, reported_at: '2026-11-25T12:00:00.000Z', decided_at: null };
    stubApi({ ...payment, transfer, review: 'in_review' });
    const { container } = await renderRoutes({ '/payments': PaymentsPage }, '/payments');
    await settleUntil(() => container.textContent?.includes('Anticipo') ?? false);
    expect(container.querySelector('[data-review="in_review"]')?.textContent).toBe('En revisión');
    // The state stays the money's: still overdue.
    expect(container.querySelector('[data-status="overdue"]')?.textContent).toBe('Vencido');
  });
});
