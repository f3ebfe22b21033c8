import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, FolderOpen, Receipt, Wallet, type LucideIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCompanyRelated, type RelatedList as ListName } from '../api/get-company-related.ts';
import { CLIENTS_UI as M } from '../messages.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PaginationBar } from '../../../components/ui/pagination-bar.tsx';
import type { CompanyPayment } from '../api/types.ts';
import { CompanyPaymentRow } from './company-payment-row.tsx';
import { formatShortDate } from '@trato/domain/date-format';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

export type RelatedTab = (typeof M.tabs)[number];

const LISTS: Record<RelatedTab, { list: ListName; icon: LucideIcon }> = {
  Proyectos: { list: 'projects', icon: FolderOpen },
  Cotizaciones: { list: 'proposals', icon: FileText },
  Pagos: { list: 'payments', icon: Wallet },
  Archivos: { list: 'files', icon: Receipt },
};

const text = (row: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) if (typeof row[k] === 'string' && row[k]) return row[k];
  return '';
};

/** One tab of a client's page: its projects, proposals, payments or files, with an empty state. */
export function RelatedList({ companyId, tab }: { companyId: string; tab: RelatedTab }) {
  const [page, setPage] = useState(1);
  const { list, icon } = LISTS[tab];
  const query = useCompanyRelated(companyId, list, page);
  const timeZone = useWorkspaceTimeZone();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert tone="danger" title={M.relatedError}>{errorMessage(query.error)}</Alert>;
  const { data, meta } = query.data;
  if (!data.length) return <EmptyState icon={icon} title={M.emptyRelated[tab].title} text={M.emptyRelated[tab].text} />;
  if (list === 'payments') {
    return (
      <div className="space-y-3">
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border" aria-label={M.paymentsListLabel}>
            {(data as CompanyPayment[]).map((p) => (
              <CompanyPaymentRow key={p.id} payment={p} />
            ))}
          </ul>
        </Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={`/payments?company_id=${encodeURIComponent(companyId)}`} className="text-sm font-medium text-primary-text hover:underline">
            {M.seeAllPayments}
          </Link>
          <PaginationBar meta={meta} onPage={setPage} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <Card className="overflow-hidden">
        <ul className="divide-y divide-border">
          {data.map((row, i) => {
            const href = text(row, 'download_link', 'url');
            const name = text(row, 'name', 'original_name', 'title') || String(row.id ?? i);
            return (
              <li key={String(row.id ?? i)} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer" className="truncate font-medium text-primary-text hover:underline">
                    {name}
                  </a>
                ) : (
                  <span className="truncate font-medium text-foreground">{name}</span>
                )}
                <span className="shrink-0 text-xs text-muted-foreground">{formatShortDate(text(row, 'created_at'), timeZone)}</span>
              </li>
            );
          })}
        </ul>
      </Card>
      <PaginationBar meta={meta} onPage={setPage} />
    </div>
  );
}
