import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { toast } from '../../../../lib/toast.ts';
import { Check, FileText, X } from 'lucide-react';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { TRANSFER_REVIEW_LABEL } from '@trato/domain/payments/transfer-review';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogHeader } from '../../../../components/ui/dialog-header.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { inputClasses } from '../../../../components/ui/input.tsx';
import { api } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { Tag } from '../../../proposals/components/status-tag.tsx';
import type { ProjectDto } from '../../api/types.ts';

type Plan = ProjectDto['payments'];
type Payment = Plan['payments'][number];

/** The staff's words for a reported transfer (decision 0071). */
export const TRANSFER_REVIEW_UI = {
  title: 'Transferencias por revisar',
  inReview: TRANSFER_REVIEW_LABEL,
  reported: (day: string, amount: string) => `El cliente informó una transferencia de ${amount} del ${day}.`,
  proof: 'Ver comprobante',
  noProof: 'Sin comprobante',
  confirm: 'Confirmar pago',
  reject: 'Rechazar',
  confirmed: 'Pago confirmado: quedó como pagado.',
  rejectTitle: 'Rechazar la transferencia',
  rejectText: 'El cliente leerá el motivo en su portal y podrá informar una nueva transferencia.',
  reason: 'Motivo',
  reasonPlaceholder: 'Por ejemplo: no vemos el abono en la cuenta.',
  rejected: 'Transferencia rechazada: el cliente verá el motivo.',
  cancel: 'Cancelar',
  close: 'Cerrar',
} as const;
const M = TRANSFER_REVIEW_UI;

const path = (projectId: string, paymentId: string, what: 'confirm' | 'reject') =>
  `/v1/projects/${encodeURIComponent(projectId)}/payments/${encodeURIComponent(paymentId)}/transfer/${what}`;

function RejectDialog({ projectId, payment, onClose, onPlan }: { projectId: string; payment: Payment | null; onClose: () => void; onPlan: (plan: Plan) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!payment || saving) return;
    setSaving(true);
    try {
      const saved = await api.post<{ data: Plan }>(path(projectId, payment.id, 'reject'), { reason });
      onPlan(saved.data);
      toast.success(M.rejected);
      setReason('');
      onClose();
    } catch (caught) {
      const field = isApiError(caught) ? caught.fieldError('reason') : undefined;
      if (field) setError(field);
      else toast.error(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl border border-border bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <DialogHeader title={M.rejectTitle} description={M.rejectText} closeLabel={M.close} />
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 px-5 py-5">
            <Field label={M.reason} error={error}>
              <textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                rows={3}
                placeholder={M.reasonPlaceholder}
                className={cn(inputClasses, 'w-full resize-y py-2')}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                {M.cancel}
              </Button>
              <Button type="submit" variant="danger" loading={saving}>
                {M.reject}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The project's payments whose client reported a bank transfer (issue 31 §2, decision 0071): each
 * reads «En revisión» with the reported day and amount and the proof, and the team confirms it
 * («Confirmar pago»: paid as by «Marcar como pagado») or rejects it with a reason the client reads.
 */
export function TransferReview({ projectId, plan, onPlan }: { projectId: string; plan: Plan; onPlan: (plan: Plan) => void }) {
  const [rejecting, setRejecting] = useState<Payment | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const waiting = plan.payments.filter((p) => p.review === 'in_review' && p.transfer);
  if (waiting.length === 0) return null;

  async function confirm(payment: Payment) {
    setConfirming(payment.id);
    try {
      const saved = await api.post<{ data: Plan }>(path(projectId, payment.id, 'confirm'));
      onPlan(saved.data);
      toast.success(M.confirmed);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section aria-label={M.title} className="space-y-2" data-testid="transfer-review">
      {waiting.map((p) => {
        const t = p.transfer!;
        return (
          <div key={p.id} className="rounded-xl border border-warning/40 bg-warning-soft/40 p-4" data-testid="transfer-review-item">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-foreground">{p.name}</p>
              <Tag tone="bg-warning-soft text-warning">
                <span data-review="in_review">{M.inReview}</span>
              </Tag>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{M.reported(formatDay(`${t.transferred_on}T00:00:00Z`) ?? t.transferred_on, formatMoney(t.amount, t.currency))}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {t.proof ? (
                <a href={t.proof.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-primary-text hover:underline">
                  <FileText className="size-4" aria-hidden="true" />
                  {M.proof}
                </a>
              ) : (
                <span className="text-sm text-muted-foreground">{M.noProof}</span>
              )}
              <span className="flex-1" />
              <Button variant="outline" size="sm" onClick={() => setRejecting(p)}>
                <X className="size-4" aria-hidden="true" />
                {M.reject}
              </Button>
              <Button size="sm" loading={confirming === p.id} onClick={() => void confirm(p)}>
                {confirming !== p.id && <Check className="size-4" aria-hidden="true" />}
                {M.confirm}
              </Button>
            </div>
          </div>
        );
      })}
      <RejectDialog projectId={projectId} payment={rejecting} onClose={() => setRejecting(null)} onPlan={onPlan} />
    </section>
  );
}
