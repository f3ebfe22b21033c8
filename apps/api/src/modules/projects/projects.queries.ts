import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import type { PROJECT_LIST_STATUSES } from '@trato/domain/projects/statuses';
import type { Executor } from '../../db/client.ts';
import { companies, lines, projects } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { TrashScope } from '../proposals/proposals.queries.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

/** The live project (type project) made from a proposal when it was signed, or null. */
export async function projectOf(db: Executor, workspaceId: string, proposalId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(inWorkspace(projects.workspaceId, workspaceId), eq(projects.proposalId, proposalId), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string): boolean => UUID.test(v);

const trashCondition = (scope: TrashScope): SQL | undefined =>
  scope === 'live' ? isNull(projects.deletedAt) : scope === 'trashed' ? isNotNull(projects.deletedAt) : undefined;

const projectWhere = (workspaceId: string, id: string, trash: TrashScope) =>
  and(eq(projects.id, id), inWorkspace(projects.workspaceId, workspaceId), eq(projects.type, 'project'), trashCondition(trash));

/** A workspace's project row locked for the transaction (type project only), or 404. */
export async function lockProjectRow(tx: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<ProposalRow> {
  if (!isUuid(id)) throw notFound(PROJECT_MESSAGES.notFound);
  const [row] = await tx.select().from(projects).where(projectWhere(workspaceId, id, trash)).for('update');
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return row;
}

/** A workspace's project row (type project only), or 404. */
export async function getProjectRow(db: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<ProposalRow> {
  if (!isUuid(id)) throw notFound(PROJECT_MESSAGES.notFound);
  const [row] = await db.select().from(projects).where(projectWhere(workspaceId, id, trash)).limit(1);
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return row;
}

/**
 * The outer row's columns, always qualified: drizzle renders a column of the only table of a select
 * unqualified, which inside a subquery would mean the subquery's own column of that name.
 */
export const P = {
  id: sql.raw('"projects"."id"'),
  workspaceId: sql.raw('"projects"."workspace_id"'),
  lineId: sql.raw('"projects"."line_id"'),
  companyId: sql.raw('"projects"."company_id"'),
  proposalId: sql.raw('"projects"."proposal_id"'),
};

/**
 * What a list row shows beside the project, as correlated subqueries of the outer `projects` row so
 * a whole page is one statement: line, company, main contact, totals, stage dates and file count.
 */
export const summaryColumns = {
  line: sql<Record<string, string> | null>`(select json_build_object('id', l.id, 'name', l.name, 'slug', l.slug, 'color', l.color, 'badgeColor', l.badge_color)
    from ${lines} l where l.id = ${P.lineId} and l.workspace_id = ${P.workspaceId})`,
  company: sql<{ id: string; name: string; logo: string | null; is_person: boolean } | null>`(select json_build_object('id', c.id, 'name', c.name, 'logo', c.logo, 'is_person', c.is_person)
    from ${companies} c where c.id = ${P.companyId} and c.workspace_id = ${P.workspaceId})`,
  contact: sql<{ id: string; name: string; email: string; phone: string | null } | null>`(select json_build_object('id', cu.id, 'name', cu.name, 'email', cu.email, 'phone', cu.phone)
    from customers cu where cu.company_id = ${P.companyId} and cu.workspace_id = ${P.workspaceId}
    order by cu.is_contact desc, cu.created_at asc, cu.id asc limit 1)`,
  total: sql<string>`(select coalesce(sum(s.total), 0)::numeric(16,2)::text from project_services s where s.project_id = ${P.id} and s.workspace_id = ${P.workspaceId})`,
  paidTotal: sql<string>`(select coalesce(sum(pa.amount), 0)::numeric(16,2)::text from payments pa
    where pa.project_id = ${P.id} and pa.workspace_id = ${P.workspaceId} and pa.status = 'paid')`,
  stageDates: sql<{ start_date: string | null; end_date: string | null }[]>`(select coalesce(json_agg(json_build_object('start_date', st.start_date::text, 'end_date', st.end_date::text)), '[]'::json)
    from stages st where st.project_id = ${P.id} and st.workspace_id = ${P.workspaceId})`,
  filesCount: sql<number>`(select count(*)::int from uploads u where u.project_id = ${P.id} and u.workspace_id = ${P.workspaceId})`,
};

export type ProjectSummary = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['type'];
};

export type ProjectFilters = {
  status?: (typeof PROJECT_LIST_STATUSES)[number];
  /** A line id or slug of the workspace. */
  line?: string;
  text?: string;
  trashed: boolean;
  page: number;
};

const likeTerm = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(workspaceId: string, f: ProjectFilters): SQL[] {
  const conditions: SQL[] = [inWorkspace(projects.workspaceId, workspaceId), eq(projects.type, 'project'), f.trashed ? isNotNull(projects.deletedAt) : isNull(projects.deletedAt)];
  if (f.status) conditions.push(eq(projects.status, f.status));
  if (f.line) {
    const key = f.line.trim().toLowerCase();
    const match = UUID.test(key) ? sql`(l.id = ${key}::uuid or l.slug = ${key})` : sql`l.slug = ${key}`;
    conditions.push(sql`exists (select 1 from ${lines} l where l.id = ${projects.lineId} and ${inWorkspaceRaw('l', workspaceId)} and ${match})`);
  }
  if (f.text) {
    const term = likeTerm(f.text);
    conditions.push(sql`(search_key(${projects.name}) like search_key(${term})
      or exists (select 1 from ${companies} c where c.id = ${projects.companyId} and ${inWorkspaceRaw('c', workspaceId)}
        and search_key(c.name) like search_key(${term})))`);
  }
  return conditions;
}

export type ListedProject = { row: ProposalRow; summary: ProjectSummary };

/**
 * One page of a workspace's projects, newest first (trash: last deleted first), with everything a
 * list item shows: one statement (the total rides along as a window count), plus a count only when
 * the page asked for is past the end.
 */
export async function listProjects(db: Executor, workspaceId: string, f: ProjectFilters): Promise<{ items: ListedProject[]; total: number }> {
  const where = and(...listConditions(workspaceId, f));
  const rows = await db
    .select({ row: projects, ...summaryColumns, fullCount: sql<number>`count(*) over()::int` })
    .from(projects)
    .where(where)
    .orderBy(f.trashed ? desc(projects.deletedAt) : desc(projects.createdAt), desc(projects.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(f.page));
  let total = rows[0]?.fullCount ?? 0;
  if (!rows.length && f.page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
    total = c?.n ?? 0;
  }
  return { items: rows.map(({ row, fullCount: _c, ...summary }) => ({ row, summary })), total };
}
