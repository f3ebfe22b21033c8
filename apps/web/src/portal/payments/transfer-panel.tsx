import { TRANSFER_UI as M } from '../../public/payments/transfer-messages.ts';
import { TransferReport } from '../../public/payments/transfer-report.tsx';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { errorMessage } from '../../lib/api-error.ts';
import { uploadTransferProof, useCustomerPayments, useReportTransfer } from '../api/transfers.ts';
import { toast } from '../components/toast.tsx';

/**
 * The portal's bank transfer (issue 31 §2, decision 0071): the shared «Ya transferí» panel
 * (transfer-report.tsx, also the «Pagar» link's) fed by the customer's payments read and posting
 * with the portal session; the reads refresh after a report, so every row says «En revisión».
 */
export function TransferPanel({ projectId, payment, onClose }: { projectId: string; payment: PortalPaymentDto; onClose: () => void }) {
  const payments = useCustomerPayments(projectId);
  const report = useReportTransfer(projectId, payment.id);
  const live = payments.data?.data.find((p) => p.id === payment.id) ?? payment;
  const accounts = (payments.data?.meta.bank_accounts ?? []).filter((a) => a.currency_code === live.amount_type);

  if (payments.isPending) return <p className="text-sm text-muted-foreground">{M.loading}</p>;
  if (payments.isError) return <p role="alert" className="text-sm text-danger">{errorMessage(payments.error)}</p>;
  return (
    <TransferReport
      amount={live.amount}
      currency={live.amount_type}
      accounts={accounts}
      review={live.review}
      transfer={live.transfer}
      actions={{ report: (input) => report.mutateAsync(input), uploadProof: (file, onProgress) => uploadTransferProof(payment.id, file, onProgress) }}
      onSent={() => {
        toast.success(M.sent);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * What a row of the portal's Pagos page says about a transfer: «En revisión» next to its state while
 * the team reviews it, or «Transferencia rechazada» (the reason is in the panel, behind «Pagar»).
 */
export function TransferReviewTag({ payment }: { payment: PortalPaymentDto }) {
  if (payment.review === 'in_review') {
    return (
      <span className="inline-flex h-6 items-center rounded-full bg-warning-soft px-2.5 text-xs font-semibold text-warning" data-testid="payment-review">
        {M.inReview}
      </span>
    );
  }
  if (payment.review === 'rejected') return <span className="text-xs font-medium text-danger">{M.rejected}</span>;
  return null;
}
