import { formatDay } from '@trato/domain/date-format';
import { formatMoney, formatNumber } from '@trato/domain/money-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { PLAN_LABELS } from '@trato/domain/proposals/payments/plans';
import { sharesOfTotal } from '@trato/domain/proposals/payments/recompute';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter, type TableColumn } from './writer.ts';

const COLUMNS: TableColumn[] = [{ share: 3 }, { share: 1.1, align: 'right' }, { share: 2.4, align: 'right' }, { share: 3.6, align: 'right' }, { share: 1.8, align: 'right' }];

/** The payment plan: each payment's name, percent, amount, due date and status. Nothing when there is no plan. */
export function drawPayments(w: PdfWriter, proposal: ProposalDto): void {
  const payments = [...proposal.payments.payments].sort((a, b) => a.position - b.position);
  if (payments.length === 0) return;
  // The title, the plan's name, the header row and a first payment together, never the title alone at a page's foot.
  w.ensureSpace(150);
  w.sectionTitle(M.paymentsTitle);
  const plan = proposal.payments.plan ? PLAN_LABELS[proposal.payments.plan] : proposal.payments.type === 'installments' ? M.installments : null;
  if (plan) w.text(plan, { color: COLORS.muted, size: 10 });
  const shares = sharesOfTotal(payments);
  w.table(
    COLUMNS,
    payments.map((p, i) => ({
      cells: [
        p.name,
        `${formatNumber(shares[i] ?? p.percent)} %`,
        formatMoney(p.amount, p.amount_type || proposal.currency_code),
        formatDay(p.due_at) ?? M.noDueDate,
        p.status === 'paid' ? M.paid : M.pending,
      ],
    })),
    { cells: [M.paymentCol, M.percentCol, M.amountCol, M.dueCol, M.statusCol], bold: true, fill: COLORS.soft },
  );
}
