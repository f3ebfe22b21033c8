import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import type { PaymentState } from '@trato/domain/payments/overdue';
import type { ChargeFlagDto } from '@trato/domain/payments/charges';
import type { payments } from '../../db/schema/index.ts';
import { transferFields, type TransferJson } from '../transfers/transfer-read.ts';

export type PaymentItemRow = {
  payment: typeof payments.$inferSelect;
  project: { id: string; name: string; type: string; slug: string };
  company: { id: string; name: string; logo: string | null } | null;
  /** paymentState with the workspace's today (decision 0062). */
  state: PaymentState;
  /** The latest reported bank transfer (decision 0071). */
  transfer: TransferJson | null;
  /** Its latest online charge flagged for the team (decision 0078). */
  chargeFlag: ChargeFlagDto | null;
};

export function serializePaymentItem({ payment: p, project, company, state, transfer, chargeFlag }: PaymentItemRow): PaymentListItemDto {
  return {
    id: p.id,
    key: p.key,
    name: p.name,
    amount: p.amount,
    amount_type: p.amountType,
    percent: p.percent,
    position: p.position,
    status: p.status === 'paid' ? 'paid' : 'pending',
    due_at: p.dueAt?.toISOString() ?? null,
    paid_at: p.paidAt?.toISOString() ?? null,
    project_id: p.projectId,
    project: { id: project.id, name: project.name, type: project.type === 'proposal' ? 'proposal' : 'project', slug: project.slug },
    company,
    overdue: state === 'overdue',
    state,
    ...transferFields(p.status, transfer),
    charge_flag: chargeFlag ? { status: chargeFlag.status, provider: chargeFlag.provider } : null,
  };
}
