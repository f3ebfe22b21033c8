import { Suspense } from 'react';
import { Link } from 'react-router';
import { SearchX, Wallet } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { cn } from '../../../lib/cn.ts';
import { PaginationBar } from '../../../components/ui/pagination-bar.tsx';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import type { PaymentsPage } from '../api/get-payments.ts';
import { isFiltered, type PaymentFilters } from '../lib/payment-filters.ts';
import { PAYMENTS_UI as M } from '../messages.ts';
import { PaymentRow } from './payment-row.tsx';
import { usePaymentRowActions } from './use-payment-row-actions.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

// The edit form (and the request schemas it validates with: zod, ~25 KB) loads when a payment is
// opened for editing, not with the list (issue 33).
const EditPaymentDialog = lazyComponent(() => import('./edit-payment-dialog.tsx'), (m) => m.EditPaymentDialog);

type Props = {
  query: { data: PaymentsPage | undefined; isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  filters: PaymentFilters;
  setFilters: (next: Partial<PaymentFilters>) => void;
};

function ListSkeleton() {
  return (
    <Card className="divide-y divide-border" role="status" aria-busy="true" aria-label={M.loading}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-5 py-4">
          <div className="h-4 flex-1 animate-pulse rounded bg-surface-muted" />
          <div className="h-4 w-24 animate-pulse rounded bg-surface-muted" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-surface-muted" />
        </div>
      ))}
    </Card>
  );
}

/** The paged list (10 a page, page in the URL) with its loading, error and empty states and the row dialogs. */
export function PaymentsList({ query, filters, setFilters }: Props) {
  const actions = usePaymentRowActions(setFilters);
  const data = query.data;

  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !data) return <LoadError title={M.loadError} error={query.error} onRetry={() => void query.refetch()} />;
  if (data.meta.total === 0) {
    return isFiltered(filters) ? (
      <EmptyState icon={SearchX} title={M.emptyFilteredTitle} text={M.emptyFilteredText} />
    ) : (
      <EmptyState
        icon={Wallet}
        title={M.emptyTitle}
        text={M.emptyText}
        action={
          <Link to="/proposals" className={buttonClasses('outline')}>
            {M.newProposal}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <Card className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <ul className="divide-y divide-border" aria-label={M.listLabel}>
          {data.data.map((p) => (
            <PaymentRow key={p.id} payment={p} onToggle={() => void actions.toggle(p)} onAction={(a) => actions.run(p, a)} />
          ))}
        </ul>
      </Card>
      <PaginationBar meta={data.meta} onPage={(page) => setFilters({ page })} />
      {actions.statusSaving && <FullPageLoader label={M.updatingStatus} />}
      {actions.editing && (
        <Suspense fallback={<FullPageLoader label={M.loadingEditor} />}>
          <EditPaymentDialog payment={actions.editing} onOpenChange={(open) => !open && actions.closeEdit()} />
        </Suspense>
      )}
      <ConfirmDialog
        open={actions.deleting !== null}
        onOpenChange={(open) => !open && actions.closeDelete()}
        title={M.deleteTitle}
        description={M.deleteText(actions.deleting?.name ?? '')}
        confirmLabel={M.deleteConfirm}
        loading={actions.deletePending}
        onConfirm={() => void actions.confirmDelete()}
      />
    </div>
  );
}
