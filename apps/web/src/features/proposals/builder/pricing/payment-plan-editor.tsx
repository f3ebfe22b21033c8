/**
 * Step 4 (Hitos y Pagos) — the proposal's payment plan.
 *
 * Contract with the builder page (H5):
 *
 *   <PaymentPlanEditor proposal={proposal} onSave={(patch) => save(patch)} disabled={…} />
 *
 * - `proposal`: the ProposalDto being built, with the services' total already saved
 *   (`proposal.totals.total`) — pass the one the last services save resolved with. The plan is read
 *   when mounted and again whenever the proposal or its total changes (the server rescales pending
 *   payments to a new total); in between the editor owns it.
 * - `onSave({ payments })`: the page sends it as PUT /v1/proposals/{id} with exactly this body
 *   (`{ type, plan, payments: [...] }`, the WHOLE plan, docs/api/proposals.md) and resolves with the
 *   updated ProposalDto, or rejects. Every edit is saved at once, one request at a time. A status
 *   change (pending ↔ paid) shows a full-page loader until it resolves and is undone if it fails.
 * - `disabled`: read-only (also when `proposal.editable` is false).
 *
 * Every rule (plans, moving money between neighbours, max, split, remove, status, type change) is
 * the domain's (packages/domain/src/proposals/payments); this file only wires them to the screen.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { ListPlus } from 'lucide-react';
import type { PaymentPlanId, ProposalDto } from '@trato/domain/proposals/dto';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { paymentState } from '@trato/domain/payments/overdue';
import { checkPlan } from '@trato/domain/proposals/payments/check';
import { maxAmount, setStatus, splitPayment } from '@trato/domain/proposals/payments/editing';
import { toCents } from '@trato/domain/services/money';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { FullPageLoader } from '../../../../components/ui/full-page-loader.tsx';
import { applyEdit, choosePlan, planFromProposal, toPaymentsInput, type PaymentsInput, type PlanState } from './lib/payment-plan.ts';
import { useSaveQueue } from './lib/use-save-queue.ts';
import { PRICING_MESSAGES as M } from './messages.ts';
import { PaymentRow } from './payment-row.tsx';
import { PaymentsSummary } from './payments-summary.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { SaveStatus } from './save-status.tsx';

export type PaymentsPatch = { payments: PaymentsInput };

export type PaymentPlanEditorProps = {
  proposal: ProposalDto;
  onSave: (patch: PaymentsPatch) => Promise<ProposalDto>;
  disabled?: boolean;
  /**
   * A portal's plan: the workspace's today, so a pending payment due before it reads «Vencido» as on
   * /payments and in the portal (paymentState, decision 0062). A proposal's payment is never overdue.
   */
  portalToday?: string;
  /** Extra actions on each stored payment's row (a portal's «Enlace de pago», decision 0074). */
  rowActions?: (payment: PlanPayment) => ReactNode;
};

export function PaymentPlanEditor(props: PaymentPlanEditorProps) {
  const { proposal } = props;
  if ((toCents(proposal.totals.total) ?? 0n) <= 0n) {
    return <EmptyState icon={ListPlus} title={M.noTotalTitle} text={M.noTotalText} />;
  }
  return <PlanEditor key={`${proposal.id}:${proposal.totals.total}`} {...props} />;
}

type Notice = { key: string; message: string } | null;

function PlanEditor({ proposal, onSave, disabled: disabledProp, portalToday, rowActions }: PaymentPlanEditorProps) {
  const total = proposal.totals.total;
  const [state, setState] = useState<PlanState>(() => planFromProposal(proposal.payments));
  const [saved, setSaved] = useState<PlanState>(state);
  const [notice, setNotice] = useState<Notice>(null);
  const [pendingPlan, setPendingPlan] = useState<PlanState | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [statusSaving, setStatusSaving] = useState(false);
  const queue = useSaveQueue(async (next: PlanState) => {
    await onSave({ payments: toPaymentsInput(next) });
    setSaved(next);
  });

  const disabled = disabledProp || !proposal.editable;
  const money = (amount: string) => formatMoney(amount, proposal.currency_code);
  const issues = useMemo(() => checkPlan(total, state.payments, saved.payments), [total, state.payments, saved.payments]);
  const nameErrors = new Map(issues.filter((i) => i.path[1] === 'name').map((i) => [i.path[0], i.message]));

  /** Shows the plan and saves it when the domain's check passes (a blank name waits until fixed). */
  const commit = (next: PlanState) => {
    setState(next);
    if (checkPlan(total, next.payments, saved.payments).length === 0) queue.schedule(next, 0);
    else queue.cancel();
  };

  const edit = (index: number, kind: 'amount' | 'percent' | 'remove', input?: string) => {
    const key = state.payments[index]?.key ?? '';
    const result = applyEdit(state.payments, index, kind, input);
    setNotice(result.notice ? { key, message: result.notice } : null);
    if (result.next !== state.payments) commit({ ...state, payments: result.next });
  };

  const patchPayment = (index: number, patch: Partial<PlanState['payments'][number]>) => {
    setNotice(null);
    commit({ ...state, payments: state.payments.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  };

  const choose = (plan: PaymentPlanId) => {
    const choice = choosePlan(state, plan, total, new Date());
    setNotice(null);
    if (choice.kind === 'refused') toast.error(choice.reason);
    else if (choice.kind === 'apply') commit(choice.next);
    else if (choice.kind === 'confirm') setPendingPlan(choice.next);
  };

  const toggleStatus = async (index: number, paid: boolean) => {
    const before = state;
    const next = { ...state, payments: setStatus(state.payments, index, paid ? 'paid' : 'pending') };
    if (next.payments === state.payments) return;
    setState(next);
    setStatusSaving(true);
    try {
      await queue.saveNow(next);
    } catch (error) {
      setState(before);
      toast.error(M.saveFailed, { description: errorMessage(error) });
    } finally {
      setStatusSaving(false);
    }
  };

  const removingName = removing !== null ? state.payments[removing]?.name.trim() || M.paymentN(removing + 1) : '';

  return (
    // The step's own heading ('Hitos y pagos') titles this on screen; the region keeps a name.
    <section aria-label={M.paymentsTitle} className="space-y-5">
      {!proposal.editable && <Alert tone="warning">{M.locked}</Alert>}

      <PlanPicker value={state.payments.length > 0 ? state.plan : null} onChoose={choose} disabled={disabled} />

      {state.payments.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">{M.noPayments}</p>
      ) : (
        <ol className="space-y-3" aria-label={M.paymentsList}>
          {state.payments.map((payment, i) => (
            <li key={payment.key}>
              <PaymentRow
                payment={payment}
                state={paymentState(payment, portalToday ?? '', portalToday ? 'project' : 'proposal')}
                index={i}
                maxHint={M.maxHint(money(maxAmount(state.payments, i)))}
                notice={notice?.key === payment.key ? notice.message : null}
                nameError={nameErrors.get(i)}
                disabled={disabled}
                onName={(name) => patchPayment(i, { name })}
                onPercent={(text) => edit(i, 'percent', text)}
                onAmount={(text) => edit(i, 'amount', text)}
                onDueAt={(date) => patchPayment(i, { due_at: date ? `${date}T00:00:00.000Z` : null })}
                onPaid={(paid) => void toggleStatus(i, paid)}
                onSplit={() => {
                  setNotice(null);
                  commit({ ...state, payments: splitPayment(state.payments, i, new Date()) });
                }}
                onRemove={() => setRemoving(i)}
                actions={rowActions?.(payment)}
              />
            </li>
          ))}
        </ol>
      )}

      {state.payments.length > 0 && <PaymentsSummary payments={state.payments} total={total} money={money} />}
      <SaveStatus state={queue.state} invalid={issues.length > 0} error={queue.error} onRetry={queue.retry} />

      <ConfirmDialog
        open={pendingPlan !== null}
        onOpenChange={(open) => !open && setPendingPlan(null)}
        title={M.changePlanTitle}
        description={M.changePlanText(pendingPlan?.plan ? M.plans[pendingPlan.plan].name : '')}
        confirmLabel={M.changePlanConfirm}
        cancelLabel={M.cancel}
        onConfirm={() => {
          if (pendingPlan) commit(pendingPlan);
          setPendingPlan(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.removePaymentTitle}
        description={M.removePaymentText(removingName)}
        confirmLabel={M.removePaymentConfirm}
        cancelLabel={M.cancel}
        onConfirm={() => {
          if (removing !== null) edit(removing, 'remove');
          setRemoving(null);
        }}
      />
      {statusSaving && <FullPageLoader label={M.updatingStatus} />}
    </section>
  );
}
