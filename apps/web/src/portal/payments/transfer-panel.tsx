import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import type { PortalBankAccountDto } from '@trato/domain/payments/transfer-review';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { Dialog } from '../../public/components/dialog.tsx';
import { uploadTransferProof, useCustomerPayments, useReportTransfer } from '../api/transfers.ts';
import { FIELD } from '../components/field.ts';
import { toast } from '../components/toast.tsx';
import { usePortalView } from '../view/portal-view.ts';
import { TRANSFER_UI as M } from './messages.ts';

/** The client's today as YYYY-MM-DD (the default day of a transfer just made). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(M.copied);
  } catch {
    toast.error(M.copyFailed);
  }
}

/** One account detail with its «Copiar» button. */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2 py-1.5">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-medium break-all">{value}</dd>
      </div>
      <Button variant="ghost" className="h-8 shrink-0 px-2 text-xs" onClick={() => void copy(value)} aria-label={M.copyLabel(label)}>
        {M.copy}
      </Button>
    </div>
  );
}

function AccountCard({ account }: { account: PortalBankAccountDto }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border px-3" data-testid="transfer-account">
      <Detail label={M.bank} value={account.bank} />
      <Detail label={M.accountType} value={account.account_type_label} />
      <Detail label={M.number} value={account.number} />
      <Detail label={M.holder} value={account.holder} />
      <Detail label={M.holderTaxId} value={account.holder_tax_id} />
      <Detail label={M.proofEmail} value={account.proof_email} />
    </dl>
  );
}

/** «Ya transferí»: day, amount (the payment's, editable) and an optional proof with its upload progress. */
function ReportForm({ projectId, payment, onSent, onCancel }: { projectId: string; payment: PortalPaymentDto; onSent: () => void; onCancel: () => void }) {
  const ids = useId();
  const report = useReportTransfer(projectId, payment.id);
  const [day, setDay] = useState(localToday);
  const [amount, setAmount] = useState(payment.amount);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = progress !== null || report.isPending;
  const fields = isApiError(error) ? error.errors : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    try {
      let proofId: string | null = null;
      if (file) {
        setProgress(0);
        proofId = (await uploadTransferProof(payment.id, file, setProgress)).id;
      }
      await report.mutateAsync({ transferred_on: day, amount: amount.trim(), proof_id: proofId });
      toast.success(M.sent);
      onSent();
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
    }
  }

  const fieldError = (name: string) => fields[name]?.[0];
  const general = error && !fieldError('transferred_on') && !fieldError('amount') && !fieldError('file') && !fieldError('proof_id') ? errorMessage(error) : null;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate data-testid="transfer-form">
      <div className="space-y-1">
        <label htmlFor={`${ids}-day`} className="text-sm font-medium">
          {M.date}
        </label>
        <input id={`${ids}-day`} type="date" required max={localToday()} value={day} onChange={(e) => setDay(e.target.value)} className={FIELD} />
        {fieldError('transferred_on') && <p className="text-xs text-danger">{fieldError('transferred_on')}</p>}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${ids}-amount`} className="text-sm font-medium">
          {M.amount} ({payment.amount_type})
        </label>
        <input id={`${ids}-amount`} inputMode="decimal" maxLength={20} autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} className={FIELD} />
        {fieldError('amount') && <p className="text-xs text-danger">{fieldError('amount')}</p>}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${ids}-proof`} className="text-sm font-medium">
          {M.proof}
        </label>
        <input
          id={`${ids}-proof`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby={`${ids}-proof-hint`}
          className="block w-full text-sm"
        />
        <p id={`${ids}-proof-hint`} className="text-xs text-muted-foreground">
          {M.proofHint}
        </p>
        {progress !== null && (
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={M.uploading(progress)} className="space-y-1">
            <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">{M.uploading(progress)}</p>
          </div>
        )}
        {(fieldError('file') ?? fieldError('proof_id')) && <p className="text-xs text-danger">{fieldError('file') ?? fieldError('proof_id')}</p>}
      </div>
      {general && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {general}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {M.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {M.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * Paying one payment by bank transfer (issue 31 §2, decision 0071): the workspace's accounts in the
 * payment's currency with «Copiar» on each detail, then «Ya transferí» (day, amount, optional proof);
 * then «En revisión» until the team decides, or the reason of a rejection with a new report possible.
 */
export function TransferPanel({ projectId, payment, onClose }: { projectId: string; payment: PortalPaymentDto; onClose: () => void }) {
  const payments = useCustomerPayments(projectId);
  const [reporting, setReporting] = useState(false);
  const live = payments.data?.data.find((p) => p.id === payment.id) ?? payment;
  const accounts = (payments.data?.meta.bank_accounts ?? []).filter((a) => a.currency_code === live.amount_type);
  const money = formatMoney(live.amount, live.amount_type);

  if (live.review === 'in_review' && live.transfer) {
    return (
      <div className="space-y-3" data-testid="transfer-in-review">
        <p className="inline-flex h-6 items-center rounded-full bg-warning-soft px-2.5 text-xs font-semibold text-warning">{M.inReview}</p>
        <p className="text-sm">{M.inReviewText(formatDay(`${live.transfer.transferred_on}T00:00:00Z`) ?? live.transfer.transferred_on, formatMoney(live.transfer.amount, live.transfer.currency))}</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {M.close}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {live.review === 'rejected' && live.transfer?.reason && (
        <p role="status" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger" data-testid="transfer-rejected">
          {M.rejectedText(live.transfer.reason)}
        </p>
      )}
      {payments.isPending ? (
        <p className="text-sm text-muted-foreground">{M.loading}</p>
      ) : payments.isError ? (
        <p role="alert" className="text-sm text-danger">{errorMessage(payments.error)}</p>
      ) : accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noAccounts}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{M.intro(money)}</p>
          <div className="space-y-3">
            {accounts.map((a) => (
              <AccountCard key={a.id} account={a} />
            ))}
          </div>
          {reporting ? (
            <ReportForm projectId={projectId} payment={live} onSent={onClose} onCancel={() => setReporting(false)} />
          ) : (
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={onClose}>
                {M.close}
              </Button>
              <Button onClick={() => setReporting(true)}>{M.alreadyTransferred}</Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * What a row of the portal's Pagos page adds for a transfer: «En revisión» (or «Transferencia
 * rechazada») next to its state, and «Pagar por transferencia» on a payment still owed, opening the
 * panel in a dialog. Nothing to act on in the staff's read-only view.
 */
export function TransferRowAction({ payment }: { payment: PortalPaymentDto }) {
  const { project, readOnly } = usePortalView();
  const [open, setOpen] = useState(false);
  const ids = useId();
  const owed = payment.state !== 'paid';
  return (
    <>
      {payment.review === 'in_review' && (
        <span className="inline-flex h-6 items-center rounded-full bg-warning-soft px-2.5 text-xs font-semibold text-warning" data-testid="payment-review">
          {M.inReview}
        </span>
      )}
      {payment.review === 'rejected' && <span className="text-xs font-medium text-danger">{M.rejected}</span>}
      {owed && !readOnly && payment.review !== 'in_review' && (
        <Button variant="outline" className="h-8 px-3 text-xs" onClick={() => setOpen(true)}>
          {M.payByTransfer}
        </Button>
      )}
      {open && (
        <Dialog onClose={() => setOpen(false)} labelledBy={`${ids}-title`} testId="transfer-dialog">
          <h2 id={`${ids}-title`} className="mb-3 text-lg font-semibold">
            {M.title} · {payment.name}
          </h2>
          <TransferPanel projectId={project.id} payment={payment} onClose={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}
