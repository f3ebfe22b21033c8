import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import type { PaymentTransferDto, TransferReview } from '@trato/domain/payments/transfer-review';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
// A plain class string (no portal code comes with it): the portal's field look.
import { FIELD } from '../../portal/components/field.ts';
import { Button } from '../components/button.tsx';
import { BankAccounts, type TransferAccount } from '../pay/bank-accounts.tsx';
import { TRANSFER_UI as M } from './transfer-messages.ts';

export type TransferInput = { transferred_on: string; amount: string; proof_id: string | null };

/**
 * What a surface plugs in to report (decisions 0071 and 0077): the portal posts with its session and
 * react-query, the «Pagar» link page with the token and plain fetch. The form only calls them.
 */
export type TransferActions = {
  report: (input: TransferInput) => Promise<unknown>;
  /** Uploads one proof; `onProgress` gets 0–100 as the bytes leave. */
  uploadProof: (file: File, onProgress: (percent: number) => void) => Promise<{ id: string }>;
};

/** The client's today as YYYY-MM-DD (the default day of a transfer just made). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};


/** «Ya transferí»: day, amount (the payment's, editable) and an optional proof with its upload progress. */
function ReportForm({ amount: owed, currency, actions, onSent, onCancel }: { amount: string; currency: string; actions: TransferActions; onSent: () => void; onCancel: () => void }) {
  const ids = useId();
  const [day, setDay] = useState(localToday);
  const [amount, setAmount] = useState(owed);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const busy = progress !== null || sending;
  const fields = isApiError(error) ? error.errors : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    try {
      let proofId: string | null = null;
      if (file) {
        setProgress(0);
        proofId = (await actions.uploadProof(file, setProgress)).id;
        setProgress(null);
      }
      setSending(true);
      await actions.report({ transferred_on: day, amount: amount.trim(), proof_id: proofId });
      onSent();
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
      setSending(false);
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
          {M.amount} ({currency})
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
          className="block w-full text-sm text-foreground file:mr-3 file:rounded-lg file:border file:border-input file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground"
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

export type TransferReportProps = {
  /** The payment's amount and currency (the amount starts as the payment's). */
  amount: string;
  currency: string;
  /** The workspace's accounts in the payment's currency. */
  accounts: TransferAccount[];
  /** The payment's review and latest transfer as the server reads them (domain transferReview). */
  review: TransferReview;
  transfer: PaymentTransferDto | null;
  actions: TransferActions;
  /** After a report was taken: the surface reads the payment again (it then reads «En revisión»). */
  onSent: () => void;
  onClose: () => void;
  closeLabel?: string;
};

/**
 * Paying one payment by bank transfer (issue 31 §2, decisions 0071 and 0077), the same on the portal
 * and on the «Pagar» link: the accounts with «Copiar» on each detail, then «Ya transferí» (day,
 * amount, optional proof); «En revisión» while the team decides, or a rejection's reason with a new
 * report possible. Presentational: the data and the calls come from the surface.
 */
export function TransferReport({ amount, currency, accounts, review, transfer, actions, onSent, onClose, closeLabel = M.close }: TransferReportProps) {
  const [reporting, setReporting] = useState(false);

  if (review === 'in_review' && transfer) {
    return (
      <div className="space-y-3" data-testid="transfer-in-review">
        <p className="inline-flex h-6 items-center rounded-full bg-warning-soft px-2.5 text-xs font-semibold text-warning">{M.inReview}</p>
        <p className="text-sm">{M.inReviewText(formatDay(`${transfer.transferred_on}T00:00:00Z`) ?? transfer.transferred_on, formatMoney(transfer.amount, transfer.currency))}</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {review === 'rejected' && transfer?.reason && (
        <p role="status" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger" data-testid="transfer-rejected">
          {M.rejectedText(transfer.reason)}
        </p>
      )}
      {accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noAccounts}</p>
      ) : (
        <>
          <BankAccounts accounts={accounts} hint={M.intro(formatMoney(amount, currency))} />
          {reporting ? (
            <ReportForm
              amount={amount}
              currency={currency}
              actions={actions}
              onSent={() => {
                setReporting(false);
                onSent();
              }}
              onCancel={() => setReporting(false)}
            />
          ) : (
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={onClose}>
                {closeLabel}
              </Button>
              <Button onClick={() => setReporting(true)}>{M.alreadyTransferred}</Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
