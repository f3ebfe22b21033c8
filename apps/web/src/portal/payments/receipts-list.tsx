import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES as M, type ReceiptDto } from '@trato/domain/payments/receipts';
import { errorMessage } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../public/components/button.tsx';
import { downloadReceiptPdf, useReceipts } from '../api/receipts.ts';
import { Card, EmptyState } from '../components/page-state.tsx';
import { toast } from '../components/toast.tsx';
import { portalPaths } from '../lib/paths.ts';
import { usePortalView } from '../view/portal-view.ts';

/** «Vigente» or «Anulado» (the payment went back to pending; the number is kept, never reused). */
export function ReceiptStateTag({ receipt }: { receipt: Pick<ReceiptDto, 'voided_at'> }) {
  const voided = receipt.voided_at !== null;
  return (
    <span className={cn('inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold', voided ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success')} data-state={voided ? 'voided' : 'valid'}>
      {voided ? M.voided : M.valid}
    </span>
  );
}

/** «Descargar PDF»: the receipt's PDF with the customer's token; a refusal is a toast in Spanish. */
export function ReceiptDownloadButton({ receipt, variant = 'outline' }: { receipt: Pick<ReceiptDto, 'id' | 'code'>; variant?: 'outline' | 'primary' }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      disabled={busy}
      aria-label={`${M.download} · ${M.title(receipt.code)}`}
      onClick={() => {
        setBusy(true);
        downloadReceiptPdf(receipt)
          .catch((error: unknown) => toast.error(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      {M.download}
    </Button>
  );
}

/**
 * «Recibos» on the Pagos page: every receipt of the portal, newest first, voided ones marked, each
 * opening its page and downloading its PDF. Hidden in the staff's «Ver como cliente» (the staff
 * download receipts from the project page).
 */
export function ReceiptsList() {
  const { project, readOnly } = usePortalView();
  const receipts = useReceipts(project.id, !readOnly);
  if (readOnly) return null;
  return (
    <Card title={M.listTitle}>
      {receipts.isPending ? (
        <div className="h-16 animate-pulse rounded-xl bg-surface-muted" aria-busy="true" />
      ) : receipts.isError ? (
        <EmptyState>{errorMessage(receipts.error)}</EmptyState>
      ) : receipts.data.length === 0 ? (
        <EmptyState>{M.empty}</EmptyState>
      ) : (
        <ul className="divide-y divide-border" aria-label={M.listTitle}>
          {receipts.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="portal-receipt">
              <div className="min-w-0 flex-1">
                <Link to={portalPaths.receipt(r.id)} className="font-medium text-primary-text underline-offset-2 hover:underline">
                  {r.code}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {r.payment_name} · {formatLongDate(r.issued_at, r.time_zone)}
                </p>
              </div>
              <p className={cn('font-semibold tabular-nums', r.voided_at && 'text-muted-foreground line-through')}>{formatMoney(r.amount, r.currency)}</p>
              <ReceiptStateTag receipt={r} />
              <ReceiptDownloadButton receipt={r} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** «Ver recibo» under a paid payment: its live receipt's page (nothing while there is none). */
export function PaymentReceiptLink({ paymentId }: { paymentId: string }) {
  const { project, readOnly } = usePortalView();
  const receipts = useReceipts(project.id, !readOnly);
  const live = receipts.data?.find((r) => r.payment_id === paymentId && r.voided_at === null);
  if (!live) return null;
  return (
    <Link to={portalPaths.receipt(live.id)} className="text-xs font-medium text-primary-text underline-offset-2 hover:underline">
      {M.view} {live.code}
    </Link>
  );
}
