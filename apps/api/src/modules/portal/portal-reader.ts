import { sql, type SQL } from 'drizzle-orm';
import type { ContentData } from '@trato/domain/proposals/content-types';
import type { PaymentPlanId, PaymentStatus, ProposalServiceDto } from '@trato/domain/proposals/dto';
import type { SignatureMode } from '@trato/domain/proposals/public-dto';
import type { PortalContractDto, PortalFileDto, PortalProjectDto, PortalServiceDto } from '@trato/domain/portal/dto';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import { paymentMethodsFor, type ConnectedMethods } from '@trato/domain/payments/payment-methods';
import { planShares } from '@trato/domain/portal/payment-share';
import { stageProgress, todayIso } from '@trato/domain/projects/stage-progress';
import type { ServiceType } from '@trato/domain/services/types';
import type { Executor } from '../../db/client.ts';
import { preparableSql, runPrepared } from '../../db/prepared.ts';
import type { SignatureSnapshot } from '../signatures/snapshot.ts';
import { latestTransferSql, transferFields, type TransferJson } from '../transfers/transfer-read.ts';
import { connectedColumns, connectedOf, type ConnectedRow } from '../online-payments/offered-methods.ts';
import { inPortalThread } from '../comments/thread-rule.ts';

/** Who may read: staff of the workspace, or a customer with access (optionally a session scoped to one project). */
export type PortalReader = { workspaceId: string } & ({ kind: 'staff' } | { kind: 'customer'; customerId: string; onlyProjectId: string | null });

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The condition a customer needs to see a project: a live grant on it and, for a scoped session, that very project. */
export function customerReaches(reader: PortalReader, projectAlias: SQL): SQL {
  return reader.kind === 'staff' ? sql`true` : grantedTo(projectAlias, reader.customerId, reader.onlyProjectId);
}

/**
 * The customer's live grant on the project (not one held since someone signed with her email,
 * decision 0061), and for a scoped session that very project; values or placeholders.
 */
function grantedTo(projectAlias: SQL, customerId: unknown, onlyProjectId: unknown): SQL {
  const scope = onlyProjectId ? sql` and ${projectAlias}.id = ${onlyProjectId}` : sql``;
  return sql`exists (select 1 from project_customers pc where pc.project_id = ${projectAlias}.id and pc.customer_id = ${customerId} and pc.held_since is null)${scope}`;
}

type FileRow = { id: string; key: string; original_name: string; mime_type: string; size: number; origin: string | null; customer_name: string | null; user_name: string | null; created_at: string };
export type PaymentRow = {
  id: string;
  name: string;
  amount_type: string;
  amount: string;
  position: number;
  status: string;
  due_at: string | null;
  paid_at: string | null;
  /** The latest reported bank transfer (latestTransferSql). */
  transfer?: TransferJson | null;
};

/** The columns of a portal payment row, `pm` being the payments alias (one statement with its latest transfer). */
export const portalPaymentColumns = sql`pm.id, pm.name, pm.amount_type, pm.amount::text as amount, pm.position, pm.status, pm.due_at, pm.paid_at,
  ${latestTransferSql(sql`pm.id`, sql`pm.workspace_id`)} as transfer`;
type ServiceRow = Omit<ProposalServiceDto, 'key' | 'service_id' | 'position' | 'type'> & { type: ServiceType; requested?: boolean };
type StageRow = { id: string; name: string; description: string; start_date: string | null; end_date: string | null; position: number };
type Row = ConnectedRow & {
  id: string;
  name: string;
  status: string;
  currency_code: string;
  cover: string | null;
  created_at: string;
  content: ContentData | null;
  payments_type: string | null;
  payment_plan: string | null;
  w_id: string;
  w_name: string;
  w_logo: string | null;
  w_logo_dark: string | null;
  w_primary_color: string;
  w_time_zone: string;
  c_name: string | null;
  c_logo: string | null;
  proposal_id: string | null;
  proposal_slug: string | null;
  signer_name: string | null;
  signer_email: string | null;
  signed_at: string | null;
  mode: string | null;
  snapshot: SignatureSnapshot | null;
  snapshot_sha256: string | null;
  comments_count: string | number;
  files: FileRow[];
  payments: PaymentRow[];
  services: ServiceRow[];
  stages: StageRow[];
  optional_services: ServiceRow[];
};

const SERVICE_COLUMNS = sql`id, name, description, type, quantity::text as quantity, quantity_type, value::text as value, value_type, total::text as total`;

/** Public catalogue services of the workspace the client can ask a quote for: not already in the project, and of its line when the service names lines. */
export const optionalServicesSql = (project: SQL) => sql`
  select ${SERVICE_COLUMNS},
    coalesce((select json_agg(json_build_object('key', ss.key, 'name', ss.name, 'description', ss.description, 'type', ss.type,
        'quantity', ss.quantity::text, 'quantity_type', ss.quantity_type, 'value', ss.value::text, 'value_type', ss.value_type,
        'total', ss.total::text, 'position', ss.position) order by ss.position) from subservices ss where ss.service_id = sv.id), '[]') as subservices,
    exists (select 1 from activities a where a.project_id = ${project}.id and a.type = 'services.quote_requested'
      and a.data->'service_ids' ? sv.id::text) as requested
  from services sv
  where sv.workspace_id = ${project}.workspace_id and sv.is_public
    and not exists (select 1 from project_services ps where ps.project_id = ${project}.id and ps.service_id = sv.id)
    and (not exists (select 1 from service_lines sl where sl.service_id = sv.id)
      or exists (select 1 from service_lines sl where sl.service_id = sv.id and sl.line_id = ${project}.line_id))`;

/**
 * The portal of one project exactly as its client sees it (GET /v1/customer/projects/{id}) and as staff
 * preview it ('Ver como cliente', GET /v1/projects/{id}/client): one SQL statement (json_agg per
 * section), whatever the number of files, payments or stages. Null when the reader may not see it
 * (another workspace, no access, trashed, not a project). `now` measures the payments' state on the
 * workspace's today, so the client reads the word the provider reads (decision 0062).
 * `uploadMaxBytes` is the server's upload limit (UPLOAD_MAX_MB), said under Archivos before choosing.
 */
export async function readPortalProject(db: Executor, reader: PortalReader, projectId: string, uploadMaxBytes: number, now: Date = new Date()): Promise<PortalProjectDto | null> {
  // Built once per reader shape (db/prepared.ts): only the values change between requests.
  const shape: ReaderShape = reader.kind === 'staff' ? 'staff' : reader.onlyProjectId ? 'customer-scoped' : 'customer';
  const values: Record<string, unknown> = { projectId, workspaceId: reader.workspaceId };
  if (reader.kind === 'customer') Object.assign(values, { customerId: reader.customerId }, reader.onlyProjectId ? { onlyProjectId: reader.onlyProjectId } : {});
  const result = await runPrepared(db, `portal-project:${shape}`, (d) => preparableSql(d, portalProjectSql(shape)), values);
  const row = rowsOf<Row>(result)[0];
  return row ? toPortalProject(row, todayIn(row.w_time_zone, now), uploadMaxBytes) : null;
}

type ReaderShape = 'staff' | 'customer' | 'customer-scoped';

/** customerReaches with placeholders (customerId, onlyProjectId) for the statement built once. */
function reachesByShape(shape: ReaderShape, projectAlias: SQL): SQL {
  if (shape === 'staff') return sql`true`;
  return grantedTo(projectAlias, sql.placeholder('customerId'), shape === 'customer-scoped' ? sql.placeholder('onlyProjectId') : null);
}

function portalProjectSql(shape: ReaderShape): SQL {
  return sql`
    select p.id, p.name, p.status, p.currency_code, p.cover, p.created_at, p.content, p.payments_type, p.payment_plan,
      w.id as w_id, w.name as w_name, w.logo as w_logo, w.logo_dark as w_logo_dark, w.primary_color as w_primary_color, w.time_zone as w_time_zone,
      ${connectedColumns(sql`p.workspace_id`)},
      c.name as c_name, c.logo as c_logo,
      pr.id as proposal_id, pr.slug as proposal_slug,
      s.signer_name, s.signer_email, s.signed_at, s.mode, s.snapshot, s.snapshot_sha256,
      (select count(*) from comments cm where ${inPortalThread(sql`cm.project_id`, sql`p.id`, sql`p.proposal_id`)} and cm.workspace_id = p.workspace_id and cm.deleted_at is null) as comments_count,
      coalesce((select json_agg(f order by f.created_at desc, f.id) from (
        select u.id, u.key, u.original_name, u.mime_type, u.size, u.origin, u.created_at, cu.name as customer_name, us.name as user_name
        from uploads u left join customers cu on cu.id = u.customer_id left join users us on us.id = u.user_id
        where u.project_id = p.id and u.workspace_id = p.workspace_id) f), '[]') as files,
      coalesce((select json_agg(x order by x.position, x.created_at, x.id) from (
        select ${portalPaymentColumns}, pm.created_at
        from payments pm where pm.project_id = p.id) x), '[]') as payments,
      coalesce((select json_agg(x order by x.position, x.id) from (
        select ${SERVICE_COLUMNS}, subservices, position from project_services where project_id = p.id) x), '[]') as services,
      coalesce((select json_agg(x order by x.position, x.created_at, x.id) from (
        select id, name, description, start_date::text as start_date, end_date::text as end_date, position, created_at
        from stages where project_id = p.id) x), '[]') as stages,
      coalesce((select json_agg(x order by x.name, x.id) from (${optionalServicesSql(sql`p`)}) x), '[]') as optional_services
    from projects p
    join workspaces w on w.id = p.workspace_id
    left join companies c on c.id = p.company_id
    left join projects pr on pr.id = p.proposal_id and pr.workspace_id = p.workspace_id
    left join signatures s on s.project_id = pr.id
    where p.id = ${sql.placeholder('projectId')} and p.workspace_id = ${sql.placeholder('workspaceId')} and p.type = 'project' and p.deleted_at is null
      and ${reachesByShape(shape, sql`p`)}
    limit 1`;
}

export function toPortalFile(f: FileRow): PortalFileDto {
  const dot = f.original_name.lastIndexOf('.');
  const byCustomer = f.origin === 'portal' || f.customer_name !== null;
  const who = byCustomer ? f.customer_name : f.user_name;
  return {
    id: f.id,
    name: f.original_name,
    mime_type: f.mime_type,
    extension: dot > 0 ? f.original_name.slice(dot + 1).toLowerCase() : '',
    size: Number(f.size),
    download_link: `/api/files/${f.key}`,
    origin: byCustomer ? 'portal' : 'admin',
    uploaded_by: who ? { kind: byCustomer ? 'customer' : 'staff', name: who } : null,
    created_at: iso(f.created_at)!,
  };
}

/**
 * The plan's payments with their shares, each one's state on `today` (the workspace's calendar day)
 * and the methods on offer for its currency with what the workspace connected.
 */
export function toPortalPayments(rows: PaymentRow[], today: string, connected: ConnectedMethods) {
  const shares = planShares(rows);
  return {
    totals: { total: shares.total, paid_total: shares.paid_total, pending_total: shares.pending_total },
    payments: rows.map((p, i) => ({
      id: p.id,
      name: p.name,
      amount_type: p.amount_type,
      amount: p.amount,
      percent: shares.percents[i]!,
      position: Number(p.position),
      status: (p.status.toLowerCase() === 'paid' ? 'paid' : 'pending') as PaymentStatus,
      state: paymentState({ status: p.status.toLowerCase(), due_at: iso(p.due_at) }, today, 'project'),
      due_at: iso(p.due_at),
      paid_at: iso(p.paid_at),
      ...transferFields(p.status, p.transfer),
      methods: paymentMethodsFor(p.amount_type, connected),
    })),
  };
}

export const toOptionalService = (s: ServiceRow): PortalServiceDto => ({
  id: s.id,
  name: s.name,
  description: s.description,
  type: s.type,
  quantity: s.quantity,
  quantity_type: s.quantity_type,
  value: s.value,
  value_type: s.value_type,
  total: s.total,
  subservices: s.subservices ?? [],
  optional: true,
  requested: !!s.requested,
});

function toContract(r: Row): PortalContractDto | null {
  if (!r.snapshot || !r.proposal_slug || !r.signed_at) return null;
  const s = r.snapshot;
  return {
    proposal: s.proposal,
    content: s.content ?? null,
    services: s.services ?? [],
    payments: {
      type: s.payments?.type ?? null,
      plan: s.payments?.plan ?? null,
      payments: (s.payments?.payments ?? []).map((p) => ({ name: p.name, amount: p.amount, percent: p.percent, due_at: p.due_at })),
    },
    totals: s.totals,
    currency: s.currency,
    terms: { url: s.terms.url, version: s.terms.version },
    certificate: {
      signer_name: r.signer_name ?? '',
      signer_email: r.signer_email ?? '',
      signed_at: iso(r.signed_at)!,
      mode: (r.mode ?? 'draw') as SignatureMode,
      snapshot_sha256: r.snapshot_sha256 ?? '',
    },
    pdf_url: `/api/v1/proposal/${encodeURIComponent(r.proposal_slug)}/pdf`,
  };
}

function toPortalProject(r: Row, paymentsToday: string, uploadMaxBytes: number): PortalProjectDto {
  const today = todayIso();
  const plan = toPortalPayments(r.payments, paymentsToday, connectedOf(r));
  const files = r.files.map(toPortalFile);
  return {
    id: r.id,
    type: 'project',
    name: r.name,
    status: r.status,
    currency_code: r.currency_code,
    cover_url: r.cover,
    created_at: iso(r.created_at)!,
    links: { portal: `/c/project/${r.id}` },
    client: r.c_name === null ? null : { name: r.c_name, logo: r.c_logo },
    organization: { id: r.w_id, name: r.w_name, logo: r.w_logo, logo_dark: r.w_logo_dark, primary_color: r.w_primary_color, time_zone: r.w_time_zone },
    content: r.content ?? null,
    files: { count: files.length, data: files, max_bytes: uploadMaxBytes },
    payments: {
      type: r.payments_type === 'installments' ? 'installments' : null,
      plan: (r.payment_plan as PaymentPlanId | null) ?? null,
      currency_code: r.currency_code,
      ...plan.totals,
      payments: plan.payments,
    },
    services: [
      ...r.services.map((s) => ({ ...toOptionalService(s), optional: false, requested: false })),
      ...r.optional_services.map(toOptionalService),
    ],
    stages: r.stages.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      start_date: s.start_date,
      end_date: s.end_date,
      position: Number(s.position),
      progress: stageProgress(s, today),
    })),
    contract: toContract(r),
    comments_count: Number(r.comments_count),
  };
}
