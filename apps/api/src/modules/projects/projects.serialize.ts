import type { ContentData } from '@trato/domain/proposals/content';
import type { PaymentPlanId } from '@trato/domain/proposals/dto';
import { proposalTotals } from '@trato/domain/proposals/proposal-totals';
import { paymentState } from '@trato/domain/payments/overdue';
import type { FileDto, FileKind, ProjectDto, ProjectListItemDto, ProjectPaymentDto, StageDto } from '@trato/domain/projects/dto';
import { projectProgress, stageProgress, todayIso } from '@trato/domain/projects/stage-progress';
import { isProjectStatus, projectActions, projectStatusLabel, projectTags } from '@trato/domain/projects/statuses';
import { isServiceType, type ServiceType } from '@trato/domain/services/types';
import type { stages } from '../../db/schema/index.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { publicLink } from '../proposals/proposals.serialize.ts';
import type { JsonFile, JsonPayment, JsonStage, ProjectDetail } from './project-detail.queries.ts';
import type { ProjectSummary } from './projects.queries.ts';
import { transferFields } from '../transfers/transfer-read.ts';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const asType = (t: string): ServiceType => (isServiceType(t) ? t : 'other');

export function serializeProjectListItem(row: ProposalRow, s: ProjectSummary, appUrl: string, today: string = todayIso()): ProjectListItemDto {
  const deletedAt = iso(row.deletedAt);
  const status = isProjectStatus(row.status) ? row.status : 'active';
  return {
    id: row.id,
    type: 'project',
    name: row.name,
    status,
    status_label: projectStatusLabel(status),
    proposal_statuses: projectTags({ status, deleted_at: deletedAt }),
    slug: row.slug,
    links: { public: publicLink(appUrl, row.slug), client: `${appUrl}/c/project/${row.id}` },
    proposal_id: row.proposalId,
    line_id: row.lineId,
    line: s.line ? { id: s.line.id!, name: s.line.name!, slug: s.line.slug!, color: s.line.color!, badgeColor: s.line.badgeColor! } : null,
    company_id: row.companyId,
    company: s.company ? { id: s.company.id, name: s.company.name, logo: s.company.logo } : null,
    client: s.company ? { name: s.company.name, logo: s.company.logo, is_person: s.company.is_person, contact: s.contact } : null,
    currency_code: row.currencyCode,
    total: s.total,
    paid_total: s.paidTotal,
    progress: projectProgress(s.stageDates, today),
    stages_count: s.stageDates.length,
    files_count: s.filesCount,
    cover_url: row.cover,
    actions: projectActions(status),
    accepted_at: iso(row.acceptedAt),
    finished_at: iso(row.finishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: deletedAt,
  };
}

type StageRow = typeof stages.$inferSelect;

export function serializeStage(s: JsonStage | StageRow, projectId: string, today: string = todayIso()): StageDto {
  const json = 'start_date' in s;
  const start = json ? s.start_date : s.startDate;
  const end = json ? s.end_date : s.endDate;
  return {
    id: s.id,
    project_id: projectId,
    name: s.name,
    description: s.description,
    start_date: start,
    end_date: end,
    order: s.position,
    progress: stageProgress({ start_date: start, end_date: end }, today),
    created_at: iso(json ? s.created_at : s.createdAt)!,
    updated_at: iso(json ? s.updated_at : s.updatedAt)!,
  };
}

/** A portal's payment with its state measured on `today`, the workspace's calendar day (decision 0062). */
export function serializeProjectPayment(p: JsonPayment, projectId: string, today: string): ProjectPaymentDto {
  const due_at = iso(p.due_at);
  const { transfer, ...rest } = p;
  return { ...rest, due_at, paid_at: iso(p.paid_at), project_id: projectId, state: paymentState({ status: p.status, due_at }, today, 'project'), ...transferFields(p.status, transfer) };
}

const KIND_BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

export const fileKind = (mime: string): FileKind => KIND_BY_MIME[mime] ?? (mime.startsWith('image/') ? 'image' : 'other');

/** A project's file, with who uploaded it when known. */
export function serializeFile(f: JsonFile, appUrl: string, projectId: string | null): FileDto {
  const path = `/api/files/${f.key}`;
  let uploadedBy: FileDto['uploaded_by'] = null;
  if (f.customer_id) uploadedBy = { type: 'customer', id: f.customer_id, name: f.customer_name ?? '' };
  else if (f.user_id) uploadedBy = { type: 'user', id: f.user_id, name: f.user_name ?? '' };
  return {
    id: f.id,
    project_id: projectId,
    name: f.original_name,
    original_name: f.original_name,
    mime_type: f.mime_type,
    size: f.size,
    kind: fileKind(f.mime_type),
    path,
    url: `${appUrl}${path}`,
    download_link: `${appUrl}${path}`,
    origin: f.origin,
    uploaded_by: uploadedBy,
    created_at: iso(f.created_at)!,
  };
}

/** `paymentsToday`: today in the workspace's time zone (todayIn), the day a payment's state is measured on. */
export function serializeProject(row: ProposalRow, d: ProjectDetail, appUrl: string, paymentsToday: string, today: string = todayIso()): ProjectDto {
  const services = d.services.map((s) => ({ ...s, type: asType(s.type), subservices: s.subservices.map((sub) => ({ ...sub, type: asType(sub.type) })) }));
  const totals = proposalTotals(services);
  return {
    ...serializeProjectListItem(row, { ...d, total: totals.total }, appUrl, today),
    content: (row.content as ContentData | null) ?? null,
    cover: { full_path: row.cover },
    organization: d.organization,
    services,
    totals,
    payments: {
      type: row.paymentsType === 'installments' ? 'installments' : null,
      plan: (row.paymentPlan as PaymentPlanId | null) ?? null,
      payments: d.payments.map((p) => serializeProjectPayment(p, row.id, paymentsToday)),
    },
    stages: d.stages.map((s) => serializeStage(s, row.id, today)),
    files: d.files.map((f) => serializeFile(f, appUrl, row.id)),
    comments_count: d.commentsCount,
    visitLogs: d.visits.map((v) => ({ ...v, created_at: iso(v.created_at)! })),
    customers: d.customers,
    proposal: d.proposal,
    form_step: row.formStep,
  };
}
