import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { usePaymentMetrics } from '../api/get-payment-metrics.ts';
import { usePayments } from '../api/get-payments.ts';
import { PAYMENTS_KEY } from '../api/keys.ts';
import { useRefetchOnNotificationTypes } from '../../notifications/lib/use-refetch-on-notification.ts';
import { CHARGE_NOTIFICATIONS } from '../lib/online-charges.ts';
import { readPaymentFilters, writePaymentFilters, type PaymentFilters } from '../lib/payment-filters.ts';
import { PAYMENTS_UI as M } from '../messages.ts';
import { PaymentsChart } from './chart/payments-chart.tsx';
import { MetricCards, MetricCardsSkeleton } from './metric-cards.tsx';
import { PaymentsFilters } from './payments-filters.tsx';
import { PaymentsList } from './payments-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/**
 * /payments (SPEC §2.9): metric cards, the collected vs pending chart, the filters mirrored in the
 * URL query (back/forward and reload keep them) and the paged list with its row actions.
 */
export function PaymentsPage() {
  useBreadcrumbs([{ name: M.title, path: '/payments' }]);
  const [search, setSearch] = useSearchParams();
  const filters = readPaymentFilters(search);
  const metrics = usePaymentMetrics(filters);
  const list = usePayments(filters);
  // A provider paid, took back or flagged a charge: the rows (and their markers) and the figures move.
  useRefetchOnNotificationTypes(CHARGE_NOTIFICATIONS, PAYMENTS_KEY);

  const setFilters = useCallback(
    (next: Partial<PaymentFilters>) =>
      setSearch((current) => {
        const now = readPaymentFilters(current);
        // A new filter starts again at page 1; only the pagination moves the page.
        return writePaymentFilters(current, { ...now, ...next, page: next.page ?? 1 });
      }),
    [setSearch],
  );

  // The last row of the last page went away (deleted, or no longer matching): show the new last page.
  const meta = list.data?.meta;
  useEffect(() => {
    if (meta && meta.total > 0 && filters.page > meta.last_page) setFilters({ page: meta.last_page });
  }, [meta, filters.page, setFilters]);

  const rows = list.data?.data ?? [];
  const companyName = rows.find((p) => p.company?.id === filters.company_id)?.company?.name ?? null;
  const projectName = rows.find((p) => p.project.id === filters.project_id)?.project.name ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <PaymentsFilters filters={filters} onChange={setFilters} companyName={companyName} projectName={projectName} />
      {metrics.isPending ? (
        <MetricCardsSkeleton />
      ) : metrics.isError || !metrics.data ? (
        <LoadError title={M.metricsError} error={metrics.error} onRetry={() => void metrics.refetch()} />
      ) : (
        <>
          <MetricCards metrics={metrics.data} stale={metrics.isPlaceholderData} status={filters.status} onSelect={(status) => setFilters({ status })} />
          <PaymentsChart series={metrics.data.series} />
        </>
      )}
      <PaymentsList query={list} filters={filters} setFilters={setFilters} />
    </div>
  );
}
