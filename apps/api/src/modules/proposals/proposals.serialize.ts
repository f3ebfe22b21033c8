import type { BusinessIdentityDto } from '@trato/domain/collections/dto-schemas';
import type { ContentData } from '@trato/domain/proposals/content';
import type { PaymentDto, PaymentPlanId, ProposalDto, ProposalListItemDto, ProposalServiceDto, ProposalSignatureSummaryDto } from '@trato/domain/proposals/dto';
import type { VisitLogDto } from '@trato/domain/proposals/public-dto';
import { quoteCode } from '@trato/domain/proposals/quote-number';
import { proposalTotals } from '@trato/domain/proposals/proposal-totals';
import { isEditable, statusLabel } from '@trato/domain/proposals/statuses';
import { isServiceType, type ServiceType } from '@trato/domain/services/types';
import type { companies, customers, lines, payments, projects, projectServices, workspaces } from '../../db/schema/index.ts';

export type ProposalRow = typeof projects.$inferSelect;
export type ProposalServiceRow = typeof projectServices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type LineRow = typeof lines.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;

/** What a list row shows beside the proposal itself (loaded in bulk by proposals.queries.ts). */
export type ProposalRelations = {
  line: LineRow | null;
  company: CompanyRow | null;
  /** The company's main contact. */
  contact: CustomerRow | null;
  /** Grand total of the services, "0.00" without any. */
  total: string;
};

export type ProposalDetail = {
  services: ProposalServiceRow[];
  payments: PaymentRow[];
  workspace: Pick<WorkspaceRow, 'name' | 'logo' | 'logoDark' | 'primaryColor' | 'timeZone'> & { identity: BusinessIdentityDto | null };
  /** What issue 5 adds: the public page's visits, the thread, the signature and the resulting project. */
  visitLogs: VisitLogDto[];
  commentsCount: number;
  signature: ProposalSignatureSummaryDto | null;
  project: { id: string; name: string } | null;
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** The public link of a proposal (its unguessable slug), absolute so it can be pasted anywhere. */
export const publicLink = (appUrl: string, slug: string): string => `${appUrl}/p/${slug}`;

const asType = (t: string): ServiceType => (isServiceType(t) ? t : 'other');

export function serializeListItem(row: ProposalRow, rel: ProposalRelations, appUrl: string): ProposalListItemDto {
  const { line, company, contact } = rel;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    code: quoteCode(row.quoteNumber, row.quoteYear),
    status: row.status,
    status_label: statusLabel(row.status),
    proposal_statuses: [statusLabel(row.status)],
    slug: row.slug,
    links: { public: publicLink(appUrl, row.slug) },
    line_id: row.lineId,
    line: line ? { id: line.id, name: line.name, slug: line.slug, color: line.color, badgeColor: line.badgeColor } : null,
    company_id: row.companyId,
    company: company ? { id: company.id, name: company.name, logo: company.logo } : null,
    client: company
      ? {
          name: company.name,
          logo: company.logo,
          is_person: company.isPerson,
          contact: contact ? { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone } : null,
        }
      : null,
    currency_code: row.currencyCode,
    total: rel.total,
    // Covers are stored as the upload's app path (/api/files/…), like company and workspace logos.
    cover_url: row.cover,
    valid_until_at: iso(row.validUntilAt),
    sent_at: iso(row.sentAt),
    accepted_at: iso(row.acceptedAt),
    declined_at: iso(row.declinedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: iso(row.deletedAt),
  };
}

export function serializeService(s: ProposalServiceRow): ProposalServiceDto {
  return {
    id: s.id,
    key: s.key,
    service_id: s.serviceId,
    name: s.name,
    description: s.description,
    type: asType(s.type),
    quantity: s.quantity,
    quantity_type: s.quantityType,
    value: s.value,
    value_type: s.valueType,
    total: s.total,
    position: s.position,
    subservices: s.subservices.map((sub) => ({ ...sub, type: asType(sub.type) })),
  };
}

export function serializePayment(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    key: p.key,
    name: p.name,
    amount_type: p.amountType,
    amount: p.amount,
    percent: p.percent,
    position: p.position,
    status: p.status,
    due_at: iso(p.dueAt),
    project_id: p.projectId,
  };
}

export function serializeProposal(row: ProposalRow, rel: ProposalRelations, detail: ProposalDetail, appUrl: string): ProposalDto {
  const services = detail.services.map(serializeService);
  // The same per-type grouping the builder shows live (one implementation in packages/domain).
  const totals = proposalTotals(services);
  return {
    ...serializeListItem(row, { ...rel, total: totals.total }, appUrl),
    request: (row.request as ContentData | null) ?? null,
    content: (row.content as ContentData | null) ?? null,
    cover: { full_path: row.cover },
    declined_reason: row.declinedReason,
    organization: {
      name: detail.workspace.name,
      logo: detail.workspace.logo,
      logo_dark: detail.workspace.logoDark,
      primary_color: detail.workspace.primaryColor,
      time_zone: detail.workspace.timeZone,
      identity: detail.workspace.identity,
    },
    services,
    totals,
    payments: {
      type: row.paymentsType === 'installments' ? 'installments' : null,
      plan: (row.paymentPlan as PaymentPlanId | null) ?? null,
      payments: detail.payments.map(serializePayment),
    },
    form_step: row.formStep,
    editable: isEditable(row.status),
    visitLogs: detail.visitLogs,
    comments_count: detail.commentsCount,
    signature: detail.signature,
    project: detail.project,
  };
}
