import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProjectDto } from '@trato/domain/projects/dto';
import type { PaymentsInput } from '../../proposals/builder/pricing/lib/payment-plan.ts';

/** What the builder's payment and services editors read of the document they edit. */
type PlanSource = Pick<ProposalDto, 'id' | 'totals' | 'payments' | 'services' | 'editable' | 'currency_code'>;

/**
 * A project as the builder's payment / services editors' input. They are typed for a proposal but read
 * only the fields of PlanSource, which a project has with the same meaning; a project's plan stays
 * editable (paid payments are frozen by the editor itself).
 */
export function asPlanSource(project: ProjectDto): ProposalDto {
  const source: PlanSource = { id: project.id, totals: project.totals, payments: project.payments, services: project.services, editable: true, currency_code: project.currency_code };
  return source as ProposalDto;
}

/**
 * A save of the editor that only flips one payment's status (pending ↔ paid): that goes through
 * PUT /payments/{id}/status, which records paid_at, the activity and the client's notification.
 * Null when the save changes anything else (it is a PUT of the whole plan).
 */
export function statusOnlyChange(project: ProjectDto, next: PaymentsInput): { id: string; status: 'pending' | 'paid' } | null {
  const before = project.payments.payments;
  if (before.length !== next.payments.length) return null;
  let change: { id: string; status: 'pending' | 'paid' } | null = null;
  for (const p of next.payments) {
    const old = before.find((b) => b.key === p.key);
    if (!old) return null;
    if (old.status !== p.status) {
      if (change) return null;
      change = { id: old.id, status: p.status };
    } else if (old.name !== p.name || old.due_at?.slice(0, 10) !== p.due_at?.slice(0, 10)) return null;
  }
  return change;
}
