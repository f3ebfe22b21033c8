import { sql } from 'drizzle-orm';
import { paginationMeta, pageOffset } from '@trato/domain/pagination';
import type { CustomerProjectsDto, PortalProjectSummaryDto } from '@trato/domain/portal/dto';
import type { Executor } from '../../db/client.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import { customerReaches, rowsOf, type PortalReader } from './portal-reader.ts';

type Summary = { id: string; name: string; cover: string | null; c_name: string | null; c_logo: string | null; created_at: string };
type Row = {
  name: string;
  logo: string | null;
  logo_dark: string | null;
  primary_color: string;
  time_zone: string;
  total: string | number;
  page: Summary[];
  first: Summary | null;
  asked: Summary | null;
};

const summary = (s: Summary): PortalProjectSummaryDto => ({
  id: s.id,
  name: s.name,
  cover_url: s.cover,
  client: s.c_name === null ? null : { name: s.c_name, logo: s.c_logo },
  created_at: new Date(s.created_at).toISOString(),
});

/**
 * GET /v1/customer/projects: one page of the portals the session reaches (oldest first), the current
 * one (`project_id` if reachable, else the first), and the workspace's look, in one statement.
 * `projectMissing` when a project_id was asked for and the session cannot open it.
 */
export async function listCustomerProjects(
  db: Executor,
  session: CustomerSession,
  reader: PortalReader,
  q: { page: number; perPage: number; projectId: string | null },
): Promise<{ dto: CustomerProjectsDto; projectMissing: boolean }> {
  const reachable = sql`from projects p left join companies c on c.id = p.company_id
    where p.workspace_id = w.id and p.type = 'project' and p.deleted_at is null and ${customerReaches(reader, sql`p`)}`;
  const cols = sql`p.id, p.name, p.cover, c.name as c_name, c.logo as c_logo, p.created_at`;
  const asked = q.projectId ? sql`(select row_to_json(x) from (select ${cols} ${reachable} and p.id = ${q.projectId}) x)` : sql`null::json`;
  const result = await db.execute(sql`
    select w.name, w.logo, w.logo_dark, w.primary_color, w.time_zone,
      (select count(*) ${reachable}) as total,
      coalesce((select json_agg(x order by x.created_at, x.id) from (
        select ${cols} ${reachable} order by p.created_at, p.id limit ${q.perPage} offset ${pageOffset(q.page, q.perPage)}) x), '[]') as page,
      (select row_to_json(x) from (select ${cols} ${reachable} order by p.created_at, p.id limit 1) x) as first,
      ${asked} as asked
    from workspaces w where w.id = ${reader.workspaceId}`);
  const row = rowsOf<Row>(result)[0]!;
  const current = q.projectId ? row.asked : row.first;
  const { customer } = session;
  return {
    projectMissing: !!q.projectId && !row.asked,
    dto: {
      projects: row.page.map(summary),
      meta: paginationMeta({ page: q.page, perPage: q.perPage, total: Number(row.total), path: '/api/v1/customer/projects', query: { perPage: q.perPage } }),
      current_project: current ? summary(current) : null,
      user: { id: customer.id, name: customer.name, email: customer.email, avatar: null, has_password: customer.passwordHash !== null },
      organization: { name: row.name, logo: row.logo, logo_dark: row.logo_dark, primary_color: row.primary_color, time_zone: row.time_zone },
    },
  };
}
