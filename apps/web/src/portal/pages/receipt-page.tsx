import { Link, useParams } from 'react-router';
import { formatCertificateTime, formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES as M, RECEIPT_METHOD_LABELS } from '@trato/domain/payments/receipts';
import { errorMessage } from '../../lib/api-error.ts';
import { useReceipt } from '../api/receipts.ts';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { portalPaths } from '../lib/paths.ts';
import { ReceiptDownloadButton, ReceiptStateTag } from '../payments/receipts-list.tsx';

/**
 * /c/receipts/{id}: one receipt, as the PDF states it, with «Descargar PDF». The receipt e-mail's
 * link opens this page (after signing in when there is no session).
 */
export default function ReceiptPage() {
  // Not `id`: the portal's layout reads `id` as the project's.
  const { receiptId = '' } = useParams();
  const receipt = useReceipt(receiptId);
  if (receipt.isPending) return <div className="h-64 animate-pulse rounded-2xl bg-surface-muted" aria-busy="true" />;
  if (receipt.isError) {
    return (
      <Card>
        <EmptyState>{errorMessage(receipt.error)}</EmptyState>
      </Card>
    );
  }
  const r = receipt.data;
  const issuer = r.issuer;
  const rows: [string, string][] = [
    [M.number, r.code],
    [M.date, formatLongDate(r.issued_at, r.time_zone) ?? ''],
    [M.from, [issuer.name, issuer.tax_id ? `${issuer.tax_id_label ?? ''} ${issuer.tax_id}`.trim() : null, issuer.address].filter(Boolean).join(' · ')],
    [M.to, r.client_name],
    [M.concept, `${r.payment_name} · ${r.project_name}`],
    [M.amount, formatMoney(r.amount, r.currency)],
    [M.method, RECEIPT_METHOD_LABELS[r.method]],
    ...(r.provider_ref ? ([[M.reference, r.provider_ref]] as [string, string][]) : []),
    [M.paidAt, formatCertificateTime(r.paid_at, r.time_zone).local],
  ];
  return (
    <>
      <PageHeading title={M.title(r.code)} action={<ReceiptDownloadButton receipt={r} variant="primary" />} />
      <Card>
        <div className="mb-4 flex items-center gap-3">
          <ReceiptStateTag receipt={r} />
          {r.voided_at && <p className="text-sm text-muted-foreground">{M.voidedNote}</p>}
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]" data-testid="receipt-details">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <p className="mt-4 text-sm">
        <Link to={portalPaths.payments} className="text-primary-text underline-offset-2 hover:underline">
          {M.backToPayments}
        </Link>
      </p>
    </>
  );
}
