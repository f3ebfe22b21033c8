import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { Download } from 'lucide-react';
import { formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES as M, type ReceiptDto } from '@trato/domain/payments/receipts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { downloadReceiptPdf, useProjectReceipts } from '../../api/receipts.ts';

function DownloadReceipt({ receipt }: { receipt: ReceiptDto }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={busy}
      aria-label={`${M.download} · ${M.title(receipt.code)}`}
      onClick={() => {
        setBusy(true);
        downloadReceiptPdf(receipt)
          .catch((error: unknown) => toast.error(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {M.download}
    </Button>
  );
}

/**
 * The receipts of the project's payments (decision 0072), under the payment plan: each paid payment's
 * number with its PDF, and the voided ones («Anulado») kept, as the client sees them in the portal.
 * Nothing while the project has none.
 */
export function ProjectReceipts({ projectId }: { projectId: string }) {
  const receipts = useProjectReceipts(projectId);
  if (!receipts.data?.length) return null;
  return (
    <div className="mt-4" data-testid="project-receipts">
      <h3 className="mb-2 text-sm font-semibold">{M.listTitle}</h3>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {receipts.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-medium tabular-nums">{r.code}</p>
              <p className="truncate text-xs text-muted-foreground">
                {r.payment_name} · {formatLongDate(r.issued_at, r.time_zone)}
              </p>
            </div>
            <span className={cn('tabular-nums', r.voided_at && 'text-muted-foreground line-through')}>{formatMoney(r.amount, r.currency)}</span>
            <Badge tone={r.voided_at ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'}>{r.voided_at ? M.voided : M.valid}</Badge>
            <DownloadReceipt receipt={r} />
          </li>
        ))}
      </ul>
    </div>
  );
}
