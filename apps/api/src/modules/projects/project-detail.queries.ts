import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { TrashScope } from '../proposals/proposals.queries.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { getProjectRow, P, summaryColumns, type ProjectSummary } from './projects.queries.ts';
import { latestTransferSql, type TransferJson } from '../transfers/transfer-read.ts';
import { inPortalThread } from '../comments/thread-rule.ts';

/** JSON rows as PostgreSQL builds them: numbers as text (exact money), timestamps as text. */
export type JsonService = {
  id: string;
  key: string;
  service_id: string | null;
  name: string;
  description: string;
  type: string;
  quantity: string;
  quantity_type: string | null;
  value: string;
  value_type: string | null;
  total: string;
  position: number;
  subservices: { key: string; name: string; description: string; type: string; quantity: string; quantity_type: string | null; value: string; value_type: string | null; total: string; position: number }[];
};
export type JsonPayment = {
  id: string;
  key: string;
  name: string;
  amount_type: string;
  amount: string;
  percent: string;
  position: number;
  status: 'pending' | 'paid';
  due_at: string | null;
  paid_at: string | null;
  /** The latest reported bank transfer (decision 0071). */
  transfer: TransferJson | null;
};
export type JsonStage = { id: string; name: string; description: string; start_date: string | null; end_date: string | null; position: number; created_at: string; updated_at: string };
export type JsonFile = {
  id: string;
  key: string;
  original_name: string;
  mime_type: string;
  size: number;
  origin: string | null;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
};
export type JsonCustomer = { id: string; name: string; email: string; phone: string | null; is_contact: boolean; company_id: string };
export type JsonVisit = { id: string; ip: string | null; user_agent: string | null; created_at: string };

/** Everything the detail shows beyond the list summary, as correlated subqueries (one statement). */
const detailColumns = {
  services: sql<JsonService[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'key', s.key, 'service_id', s.service_id, 'name', s.name,
      'description', s.description, 'type', s.type, 'quantity', s.quantity::text, 'quantity_type', s.quantity_type, 'value', s.value::text,
      'value_type', s.value_type, 'total', s.total::text, 'position', s.position, 'subservices', s.subservices) order by s.position, s.id), '[]'::json)
    from project_services s where s.project_id = ${P.id} and s.workspace_id = ${P.workspaceId})`,
  payments: sql<JsonPayment[]>`(select coalesce(json_agg(json_build_object('id', pa.id, 'key', pa.key, 'name', pa.name, 'amount_type', pa.amount_type,
      'amount', pa.amount::text, 'percent', pa.percent::text, 'position', pa.position, 'status', pa.status, 'due_at', pa.due_at, 'paid_at', pa.paid_at,
      'transfer', ${latestTransferSql(sql`pa.id`, sql`pa.workspace_id`)})
      order by pa.position, pa.id), '[]'::json)
    from payments pa where pa.project_id = ${P.id} and pa.workspace_id = ${P.workspaceId})`,
  stages: sql<JsonStage[]>`(select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name, 'description', st.description,
      'start_date', st.start_date::text, 'end_date', st.end_date::text, 'position', st.position, 'created_at', st.created_at, 'updated_at', st.updated_at)
      order by st.position, st.created_at), '[]'::json)
    from stages st where st.project_id = ${P.id} and st.workspace_id = ${P.workspaceId})`,
  files: sql<JsonFile[]>`(select coalesce(json_agg(json_build_object('id', u.id, 'key', u.key, 'original_name', u.original_name, 'mime_type', u.mime_type,
      'size', u.size, 'origin', u.origin, 'created_at', u.created_at, 'user_id', us.id, 'user_name', us.name, 'customer_id', cu.id, 'customer_name', cu.name)
      order by u.created_at desc, u.id), '[]'::json)
    from uploads u left join users us on us.id = u.user_id left join customers cu on cu.id = u.customer_id and cu.workspace_id = u.workspace_id
    where u.project_id = ${P.id} and u.workspace_id = ${P.workspaceId})`,
  customers: sql<JsonCustomer[]>`(select coalesce(json_agg(json_build_object('id', cu.id, 'name', cu.name, 'email', cu.email, 'phone', cu.phone,
      'is_contact', cu.is_contact, 'company_id', cu.company_id) order by cu.is_contact desc, cu.name, cu.id), '[]'::json)
    from project_customers pc join customers cu on cu.id = pc.customer_id and cu.workspace_id = pc.workspace_id
    where pc.project_id = ${P.id} and pc.workspace_id = ${P.workspaceId})`,
  visits: sql<JsonVisit[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'ip', v.ip, 'user_agent', v.user_agent, 'created_at', v.created_at)
      order by v.created_at desc, v.id desc), '[]'::json)
    from (select * from visit_logs vl where vl.project_id = ${P.id} and vl.workspace_id = ${P.workspaceId} order by vl.created_at desc, vl.id desc limit 100) v)`,
  // The portal's whole thread (comments/thread-rule.ts): its own comments and its proposal's.
  commentsCount: sql<number>`(select count(*)::int from comments co where ${inPortalThread(sql`co.project_id`, P.id, P.proposalId)} and co.workspace_id = ${P.workspaceId} and co.deleted_at is null)`,
  proposal: sql<{ id: string; name: string; slug: string } | null>`(select json_build_object('id', pr.id, 'name', pr.name, 'slug', pr.slug)
    from projects pr where pr.id = ${P.proposalId} and pr.workspace_id = ${P.workspaceId})`,
  /** The workspace's zone: a payment's state is measured on its today (decision 0062). */
  timeZone: sql<string>`(select w.time_zone from workspaces w where w.id = ${P.workspaceId})`,
  organization: sql<{ name: string; logo: string | null; logo_dark: string | null; primary_color: string; time_zone: string }>`(select json_build_object('name', w.name, 'logo', w.logo,
      'logo_dark', w.logo_dark, 'primary_color', w.primary_color, 'time_zone', w.time_zone) from workspaces w where w.id = ${P.workspaceId})`,
};

export type ProjectDetail = ProjectSummary & { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['_']['type'] };

/** A workspace's project with everything its page shows, in one statement; 404 when not found. */
export async function loadProjectDetail(db: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<{ row: ProposalRow; detail: ProjectDetail }> {
  // The row lookup decides the 404 (and the tenant); the detail is read by id inside that workspace.
  const row = await getProjectRow(db, workspaceId, id, trash);
  const [detail] = await db
    .select({ ...summaryColumns, ...detailColumns })
    .from(projects)
    .where(sql`${projects.id} = ${row.id} and ${projects.workspaceId} = ${workspaceId}`);
  return { row, detail: detail! };
}
