import { useState } from 'react';
import { CheckIcon, FileIcon } from '../components/icons.tsx';
import { PAY_MESSAGES as M } from './messages.ts';

/** An account as both reads send it (the pay link's and the portal's): what a transfer needs. */
export type TransferAccount = { bank: string; account_type: string; number: string; holder: string; holder_tax_id: string; proof_email: string };

/** One detail of an account with a copy button: a client types these into their bank's app. */
function CopyRow({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      window.setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="truncate font-medium text-foreground select-all">{value}</dd>
        {state === 'failed' && <p className="text-xs text-danger">{M.copyFailed}</p>}
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={M.copy(label)}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-input bg-surface px-3 text-xs font-semibold text-foreground hover:bg-surface-muted"
      >
        {state === 'copied' ? <CheckIcon className="size-4 text-success" /> : <FileIcon className="size-4" />}
        <span aria-live="polite">{state === 'copied' ? M.copied : 'Copiar'}</span>
      </button>
    </div>
  );
}

/**
 * The workspace's accounts in the payment's currency, each detail copyable: the accepted page, the
 * «Pagar» link and the portal's transfer panel (transfer-report.tsx). `hint` says what to do next.
 */
export function BankAccounts({ accounts, hint = M.transferHint }: { accounts: TransferAccount[]; hint?: string }) {
  return (
    <section aria-labelledby="pay-transfer" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="pay-transfer" className="text-base font-semibold text-foreground">
        {M.transferTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      {accounts.map((a) => (
        <dl key={`${a.bank}-${a.number}`} className="mt-3 divide-y divide-border rounded-xl bg-surface-muted px-4" data-testid="transfer-account">
          <CopyRow label={M.bank} value={a.bank} />
          <CopyRow label={`${M.accountNumber} (${(M.accountTypes[a.account_type as keyof typeof M.accountTypes] ?? M.accountTypes.other).toLowerCase()})`} value={a.number} />
          <CopyRow label={M.holder} value={a.holder} />
          <CopyRow label={M.holderTaxId} value={a.holder_tax_id} />
          <CopyRow label={M.proofEmail} value={a.proof_email} />
        </dl>
      ))}
    </section>
  );
}
