import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentListItemDto, PaymentMetricsDto } from '@trato/domain/payments/dto';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { renderRoutes, settle, settleUntil } from '../../billing/components/render-page.test-support.tsx';
import type { AppNotification } from '../../notifications/api/get-notifications.ts';
import { announceNotification } from '../../notifications/lib/notification-events.ts';
import { PaymentsPage } from './payments-page.tsx';

const RANGE = { preset: 'all' as const, from: null, to: null, today: '2026-11-26', time_zone: 'America/Santiago' };

const payment: PaymentListItemDto = {
  id: 'p1', key: 'k1', name: 'Anticipo', amount: '125000.00', amount_type: 'CLP', percent: '50.00', position: 0, status: 'pending',
  due_at: '2026-11-20T00:00:00.000Z', paid_at: null, project_id: 'pr1',
  project: { id: 'pr1', name: 'Marca Aurora', type: 'project', slug: 's' }, company: { id: 'c1', name: 'Panadería Aurora', logo: null }, overdue: true, state: 'overdue', transfer: null, review: null, charge_flag: null,
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

describe('/payments: a charge the team must act on (decision 0078)', () => {
  const flagged: PaymentListItemDto = { ...payment, status: 'paid', state: 'paid', overdue: false, charge_flag: { status: 'duplicate', provider: 'stripe' } };

  it('marks the row with the charge’s Spanish label and tone, a link to the project’s «Cobros en línea»; a row without one has no marker', async () => {
    stubApi(flagged);
    const { container, router } = await renderRoutes({ '/payments': PaymentsPage, '/projects/:id': () => <p>Proyecto</p> }, '/payments');
    await settleUntil(() => container.querySelector('[data-charge-flag]') !== null);
    const marker = container.querySelector<HTMLAnchorElement>('[data-charge-flag="duplicate"]')!;
    expect(marker.textContent).toBe('Pago duplicado — reembólsalo desde Stripe');
    expect(marker.getAttribute('aria-label')).toBe('Pago duplicado — reembólsalo desde Stripe: ver los cobros en línea de «Marca Aurora»');
    expect(marker.querySelector('span')?.className).toContain('text-danger');
    await act(async () => marker.click());
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/projects/pr1#cobros-en-linea');
  });

  it('a mismatch reads «Monto distinto al pedido»; no flag, no marker', async () => {
    stubApi({ ...flagged, charge_flag: { status: 'mismatch', provider: 'mercadopago' } });
    const first = await renderRoutes({ '/payments': PaymentsPage }, '/payments');
    await settleUntil(() => first.container.querySelector('[data-charge-flag]') !== null);
    expect(first.container.querySelector('[data-charge-flag="mismatch"]')?.textContent).toBe('Monto distinto al pedido');

    stubApi(payment);
    const second = await renderRoutes({ '/payments': PaymentsPage }, '/payments');
    await settleUntil(() => second.container.textContent?.includes('Anticipo') ?? false);
    expect(second.container.querySelector('[data-charge-flag]')).toBeNull();
  });

  it('refetches the list and the figures when a provider flags, pays or reverses a charge (realtime); not for other notifications', async () => {
    const calls = stubApi(payment);
    const { container } = await renderRoutes({ '/payments': PaymentsPage }, '/payments');
    await settleUntil(() => container.textContent?.includes('Anticipo') ?? false);
    const lists = () => calls.filter((c) => c.startsWith('/v1/payments?')).length;
    const figures = () => calls.filter((c) => c.startsWith('/v1/payments/metrics')).length;
    const before = { list: lists(), metrics: figures() };

    act(() => announceNotification(arrived('comment.created')));
    await settle();
    expect(lists()).toBe(before.list);

    for (const type of ['payment.charge_flagged', 'payment.paid', 'payment.reversed']) {
      const was = lists();
      act(() => announceNotification(arrived(type)));
      await settleUntil(() => lists() > was);
      expect(lists(), type).toBe(was + 1);
    }
    expect(figures()).toBeGreaterThan(before.metrics);
  });
});

const arrived = (type: string): AppNotification => ({
  id: `n-${type}`,
  type,
  createdAt: new Date().toISOString(),
  readed: false,
  data: { url: '/projects/pr9', project_id: 'pr9' },
  notification: { icon: 'credit-card', title: 'Stripe' },
});
