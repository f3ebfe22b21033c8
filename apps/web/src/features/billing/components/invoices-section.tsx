import { useState } from 'react';
import { Download, ExternalLink, ReceiptText } from 'lucide-react';
import { formatLongDate } from '@trato/domain/date-format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { BillingMode } from '../../../lib/billing/get-billing.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useTransactions, type Transaction } from '../api/get-transactions.ts';
import { safeExternalUrl } from '../lib/billing-view.ts';
import { BILLING_UI as M } from '../messages.ts';
import { BillingSection } from './billing-section.tsx';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

const STATUS_BADGE: Record<string, string> = {
  paid: 'bg-success-soft text-success',
  open: 'bg-warning-soft text-warning',
};

function InvoiceRow({ invoice }: { invoice: Transaction }) {
  const date = formatLongDate(invoice.paid_at ?? invoice.created_at, useWorkspaceTimeZone()) ?? '';
  const pdf = safeExternalUrl(invoice.pdf_url);
  const page = safeExternalUrl(invoice.invoice_url);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:flex-nowrap">
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
        <p className="truncate text-sm font-medium text-foreground">{invoice.description || date}</p>
        <p className="text-xs text-muted-foreground">{date}</p>
      </div>
      <Badge tone={STATUS_BADGE[invoice.status] ?? 'bg-surface-muted text-muted-foreground'}>
        {invoice.status_label}
      </Badge>
      <p className="ml-auto text-right text-sm font-semibold text-foreground tabular-nums sm:w-28">{formatMoney(invoice.amount, invoice.currency)}</p>
      {(pdf || page) && (
        <Button asChild variant="ghost" size="sm" aria-label={pdf ? M.invoiceDownloadLabel(date) : M.invoiceView}>
          <a href={pdf ?? page ?? undefined} target="_blank" rel="noreferrer noopener">
            {pdf ? <Download className="size-4" aria-hidden="true" /> : <ExternalLink className="size-4" aria-hidden="true" />}
            <span className="hidden sm:inline">{pdf ? M.invoiceDownload : M.invoiceView}</span>
          </a>
        </Button>
      )}
    </li>
  );
}

/** The invoices of GET /v1/transactions, paged, with an empty state that fits the billing mode. */
export function InvoicesSection({ mode }: { mode: BillingMode }) {
  const [page, setPage] = useState(1);
  const invoices = useTransactions(page);
  const meta = invoices.data?.meta;

  return (
    <BillingSection id="billing-invoices" title={M.invoicesTitle} aside={meta && meta.total > 0 ? <span className="text-sm text-muted-foreground">{meta.total}</span> : undefined}>
      {invoices.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      ) : invoices.isError ? (
        <LoadError title={M.invoicesFailed} error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.data.length === 0 ? (
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
            <ReceiptText className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium text-foreground">{M.invoicesEmptyTitle}</p>
            <p className="text-sm text-muted-foreground">{mode === 'hosted' ? M.invoicesEmptyHosted : M.invoicesEmptySelfHosted}</p>
          </div>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label={M.invoicesTitle}>
            {invoices.data.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          {meta && meta.last_page > 1 && (
            <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {M.previous}
              </Button>
              <span className="text-sm text-muted-foreground">{M.pageOf(meta.current_page, meta.last_page)}</span>
              <Button variant="outline" size="sm" disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
                {M.next}
              </Button>
            </div>
          )}
        </>
      )}
    </BillingSection>
  );
}
