import type { PortalContractDto, PortalProjectDto } from '@trato/domain/portal/dto';
import { statusLabel } from '@trato/domain/proposals/statuses';
import type { DocumentProposal } from '../../features/proposals/components/document/document-proposal.ts';

/**
 * The signed snapshot as the read-only document renderer (the public page's) reads it: the
 * proposal exactly as it was accepted, with the project's look for the cover. The snapshot's
 * payments are the plan as signed, so none shows as paid here (Pagos tells that).
 */
export function contractDocument(project: PortalProjectDto, contract: PortalContractDto): DocumentProposal {
  return {
    name: contract.proposal.name,
    status: 'ACCEPTED',
    status_label: statusLabel('ACCEPTED'),
    proposal_statuses: [],
    accepted_at: contract.certificate.signed_at,
    declined_at: null,
    valid_until_at: null,
    organization: project.organization,
    cover_url: project.cover_url,
    client: project.client ? { name: project.client.name, logo: project.client.logo, is_person: false, contact: null } : null,
    company: null,
    content: contract.content,
    services: contract.services,
    totals: contract.totals,
    currency_code: contract.currency,
    payments: {
      type: contract.payments.type,
      plan: contract.payments.plan,
      payments: contract.payments.payments.map((p, i) => ({
        id: `signed-${i}`,
        key: `signed-${i}`,
        name: p.name,
        amount_type: contract.currency,
        amount: p.amount,
        percent: p.percent,
        position: i,
        status: 'pending',
        due_at: p.due_at,
        project_id: project.id,
      })),
    },
  };
}
