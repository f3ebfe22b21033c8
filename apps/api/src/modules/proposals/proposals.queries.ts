import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import type { ProposalDto, ProposalListItemDto } from '@trato/domain/proposals/dto';
import type { Executor } from '../../db/client.ts';
import { companies, customers, lines, payments, projects, projectServices, workspaces } from '../../db/schema/index.ts';
import { countComments } from '../comments/comments.queries.ts';
import { signatureSummary } from '../public-proposals/signature-summary.ts';
import { recentVisits } from '../visits/visits.queries.ts';
import { projectOf } from '../projects/projects.queries.ts';
import { notFound } from '../../lib/errors.ts';
import { notUntouchedDraft } from './untouched-drafts.ts';
import { serializeListItem, serializeProposal, type ProposalRelations, type ProposalRow } from './proposals.serialize.ts';

export const NOT_FOUND_MESSAGE = 'No encontramos esa cotización.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which rows a lookup sees: live ones (default), only trashed ones, or both. */
export type TrashScope = 'live' | 'trashed' | 'any';

const trashCondition = (scope: TrashScope): SQL | undefined =>
  scope === 'live' ? isNull(projects.deletedAt) : scope === 'trashed' ? isNotNull(projects.deletedAt) : undefined;

export type LoadOptions = {
  /** The app's public origin (config.appUrl): links.public is `${appUrl}/p/{slug}`. */
  appUrl: string;
  trash?: TrashScope;
};

/** The proposal row of a workspace (type proposal or project), or null. */
export async function findProposalRow(db: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<ProposalRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId), trashCondition(trash)))
    .limit(1);
  return row ?? null;
}

/** Like findProposalRow, but a missing one is the usual 404. */
export async function getProposalRow(db: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<ProposalRow> {
  const row = await findProposalRow(db, workspaceId, id, trash);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The row locked (FOR UPDATE) for the rest of the caller's transaction, or 404. */
export async function lockProposalRow(tx: Executor, workspaceId: string, id: string, trash: TrashScope = 'live'): Promise<ProposalRow> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId), trashCondition(trash)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The company's main contact of the outer `projects` row (the flagged one, else the oldest), for a lateral join. */
export const mainContactOf = (db: Executor, workspaceId: string) =>
  db
    .select()
    .from(customers)
    .where(and(eq(customers.workspaceId, workspaceId), eq(customers.companyId, projects.companyId)))
    .orderBy(desc(customers.isContact), asc(customers.createdAt), asc(customers.id))
    .limit(1)
    .as('contact');

/** The grand total of the outer `projects` row's services, "0.00" without any. */
export const servicesTotalOf = (workspaceId: string) =>
  sql<string>`(select coalesce(sum(ps.total), 0)::numeric(16,2)::text from ${projectServices} ps where ps.workspace_id = ${workspaceId} and ps.project_id = ${projects.id})`;

/**
 * Lines, companies, main contacts and service totals of some proposals, in one statement (joins, a
 * lateral first contact and a total subquery), so a list page costs the same whatever its size.
 */
export async function relationsOf(db: Executor, workspaceId: string, rows: readonly ProposalRow[]): Promise<Map<string, ProposalRelations>> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const contact = mainContactOf(db, workspaceId);
  const joined = await db
    .select({
      id: projects.id,
      line: lines,
      company: companies,
      contact: contact._.selectedFields,
      total: servicesTotalOf(workspaceId),
    })
    .from(projects)
    .leftJoin(lines, and(eq(lines.id, projects.lineId), eq(lines.workspaceId, workspaceId)))
    .leftJoin(companies, and(eq(companies.id, projects.companyId), eq(companies.workspaceId, workspaceId)))
    .leftJoinLateral(contact, sql`true`)
    .where(and(eq(projects.workspaceId, workspaceId), inArray(projects.id, ids)));
  const byId = new Map(joined.map((j) => [j.id, j]));
  return new Map(
    rows.map((r) => {
      const j = byId.get(r.id);
      return [r.id, { line: j?.line ?? null, company: j?.company ?? null, contact: j?.contact?.id ? j.contact : null, total: j?.total ?? '0.00' }];
    }),
  );
}

/** Rows as list items (GET /v1/proposals, a company's tabs). */
export async function toListItems(db: Executor, workspaceId: string, rows: readonly ProposalRow[], appUrl: string): Promise<ProposalListItemDto[]> {
  const rel = await relationsOf(db, workspaceId, rows);
  return rows.map((r) => serializeListItem(r, rel.get(r.id)!, appUrl));
}

/** A row with everything the builder, the cover and the PDF need. */
export async function toProposalDto(db: Executor, row: ProposalRow, appUrl: string): Promise<ProposalDto> {
  const [rel, services, plan, [workspace], visitLogs, commentsCount, signature, project] = await Promise.all([
    relationsOf(db, row.workspaceId, [row]),
    db
      .select()
      .from(projectServices)
      .where(and(eq(projectServices.workspaceId, row.workspaceId), eq(projectServices.projectId, row.id)))
      .orderBy(asc(projectServices.position), asc(projectServices.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.workspaceId, row.workspaceId), eq(payments.projectId, row.id)))
      .orderBy(asc(payments.position), asc(payments.id)),
    db
      .select({ name: workspaces.name, logo: workspaces.logo, logoDark: workspaces.logoDark, primaryColor: workspaces.primaryColor })
      .from(workspaces)
      .where(eq(workspaces.id, row.workspaceId))
      .limit(1),
    recentVisits(db, row.workspaceId, row.id),
    countComments(db, row.workspaceId, row.id),
    signatureSummary(db, row.workspaceId, row.id),
    projectOf(db, row.workspaceId, row.id),
  ]);
  return serializeProposal(row, rel.get(row.id)!, { services, payments: plan, workspace: workspace!, visitLogs, commentsCount, signature, project }, appUrl);
}

/**
 * The full ProposalDto of a workspace's proposal (or project), or null when it does not exist, is
 * another workspace's, or is outside the trash scope (live only unless `opts.trash` says so).
 */
export async function loadProposal(db: Executor, workspaceId: string, id: string, opts: LoadOptions): Promise<ProposalDto | null> {
  const row = await findProposalRow(db, workspaceId, id, opts.trash ?? 'live');
  return row ? toProposalDto(db, row, opts.appUrl) : null;
}

export type ProposalFilters = {
  type: 'proposal' | 'project';
  /** A line id or slug of the workspace. */
  line?: string;
  status?: string;
  /** Accent- and case-insensitive match on the name or the client's company name. */
  text?: string;
  trashed?: boolean;
  companyId?: string;
  page: number;
};

/** `%term%` for LIKE with the user's own % and _ taken literally. */
const likeTerm = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(workspaceId: string, f: ProposalFilters): SQL[] {
  const conditions: SQL[] = [eq(projects.workspaceId, workspaceId), eq(projects.type, f.type), f.trashed ? isNotNull(projects.deletedAt) : isNull(projects.deletedAt)];
  // Nobody typed into it: not a proposal yet (decision 0027).
  if (f.type === 'proposal') conditions.push(notUntouchedDraft);
  if (f.status) conditions.push(eq(projects.status, f.status));
  if (f.companyId) conditions.push(eq(projects.companyId, f.companyId));
  if (f.line) {
    const key = f.line.trim().toLowerCase();
    const match = UUID.test(key) ? sql`(l.id = ${key}::uuid or l.slug = ${key})` : sql`l.slug = ${key}`;
    conditions.push(sql`exists (select 1 from ${lines} l where l.id = ${projects.lineId} and l.workspace_id = ${workspaceId} and ${match})`);
  }
  if (f.text) {
    const term = likeTerm(f.text);
    conditions.push(sql`(search_key(${projects.name}) like search_key(${term})
      or exists (select 1 from ${companies} c where c.id = ${projects.companyId} and c.workspace_id = ${workspaceId}
        and search_key(c.name) like search_key(${term})))`);
  }
  return conditions;
}

/** One page (PAGE_SIZE) of a workspace's proposals or projects, newest first (trash: latest deleted first). */
export async function listProposals(db: Executor, workspaceId: string, f: ProposalFilters): Promise<{ rows: ProposalRow[]; total: number }> {
  const where = and(...listConditions(workspaceId, f));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(projects).where(where);
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(f.trashed ? desc(projects.deletedAt) : desc(projects.createdAt), desc(projects.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(f.page));
  return { rows, total };
}
