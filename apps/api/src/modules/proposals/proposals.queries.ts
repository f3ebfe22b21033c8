import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import type { ProposalDto, ProposalListItemDto } from '@trato/domain/proposals/dto';
import type { Executor } from '../../db/client.ts';
import { companies, lines, projects, projectStatusCounts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { preparableSql, runPrepared } from '../../db/prepared.ts';
import { loadProposalWhere } from './proposal-detail.queries.ts';
import { mainContactOf, servicesTotalOf } from './proposal-relations.ts';
import { notUntouchedDraft, untouchedDraft } from './untouched-drafts.ts';
import { serializeListItem, type ProposalRow } from './proposals.serialize.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

export { mainContactOf, servicesTotalOf };

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
    .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, workspaceId), trashCondition(trash)))
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
    .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, workspaceId), trashCondition(trash)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** A row with everything the builder, the cover and the PDF need, in one statement (the row as given). */
export async function toProposalDto(db: Executor, row: ProposalRow, appUrl: string): Promise<ProposalDto> {
  const where = and(eq(projects.id, row.id), eq(projects.workspaceId, row.workspaceId));
  const loaded = await loadProposalWhere(db, where, { appUrl, staff: true, row });
  if (!loaded) throw notFound(NOT_FOUND_MESSAGE);
  return loaded.dto;
}

/**
 * The full ProposalDto of a workspace's proposal (or project), or null when it does not exist, is
 * another workspace's, or is outside the trash scope (live only unless `opts.trash` says so). One statement.
 */
export async function loadProposal(db: Executor, workspaceId: string, id: string, opts: LoadOptions): Promise<ProposalDto | null> {
  if (!UUID.test(id)) return null;
  const trash = opts.trash ?? 'live';
  const where = { key: `by-id:${trash}`, where: () => and(eq(projects.id, sql.placeholder('id')), inWorkspace(projects.workspaceId, sql.placeholder('ws')), trashCondition(trash)), values: { id, ws: workspaceId } };
  return (await loadProposalWhere(db, where, { appUrl: opts.appUrl, staff: true }))?.dto ?? null;
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

/**
 * The list is a prepared read (db/prepared.ts, decision 0043): its statement is built once per
 * shape of filter (which filters are set, a line given by id or by slug) with placeholders for the
 * workspace, the filters' values and the page's offset.
 */
const WS = sql`${sql.placeholder('ws')}`;
const lineIsId = (line: string): boolean => UUID.test(line.trim().toLowerCase());

/** The name of a filter's shape: the filters set, never their values. */
const listShape = (f: ProposalFilters): string =>
  ['proposal-list', f.type, f.trashed ? 'trash' : 'live', f.status ? 'status' : '', f.companyId ? 'company' : '', f.line ? (lineIsId(f.line) ? 'line-id' : 'line-slug') : '', f.text ? 'text' : ''].join(':');

/** The values of the placeholders, encoded as the columns would be. */
const listValues = (workspaceId: string, f: ProposalFilters): Record<string, unknown> => ({
  ws: workspaceId,
  status: f.status,
  company: f.companyId,
  line: f.line?.trim().toLowerCase(),
  term: f.text === undefined ? undefined : likeTerm(f.text),
  offset: pageOffset(f.page),
});

/** The list's filter except the untouched-draft rule, which the page and the total apply each their own way. */
function listConditions(f: ProposalFilters): SQL[] {
  const conditions: SQL[] = [inWorkspace(projects.workspaceId, WS), eq(projects.type, f.type), f.trashed ? isNotNull(projects.deletedAt) : isNull(projects.deletedAt)];
  if (f.status) conditions.push(eq(projects.status, sql.placeholder('status')));
  if (f.companyId) conditions.push(eq(projects.companyId, sql.placeholder('company')));
  if (f.line) {
    const line = sql.placeholder('line');
    const match = lineIsId(f.line) ? sql`(l.id = ${line}::uuid or l.slug = ${line})` : sql`l.slug = ${line}`;
    conditions.push(sql`exists (select 1 from ${lines} l where l.id = ${projects.lineId} and ${inWorkspaceRaw('l', WS)} and ${match})`);
  }
  if (f.text) {
    const term = sql.placeholder('term');
    conditions.push(sql`(search_key(${projects.name}) like search_key(${term})
      or exists (select 1 from ${companies} c where c.id = ${projects.companyId} and ${inWorkspaceRaw('c', WS)}
        and search_key(c.name) like search_key(${term})))`);
  }
  return conditions;
}

type ListQuery = { where: SQL | undefined; order: SQL[]; total: SQL<number> };

/**
 * The filtered count, exact and cheap at scale. Uncorrelated subqueries: PostgreSQL runs each once
 * per statement (an InitPlan), not once per row.
 *
 * Filtered by status and trash only (the tabs), it is the kept per-status counts (project_status_counts,
 * migration 0013, decision 0039) minus the untouched drafts among them (decision 0027): a handful of
 * rows, read from projects_untouched_candidates_idx, whatever the workspace holds. Filtered by line,
 * client or text it is counted from the rows: only an `init` proposal can be an untouched draft and
 * the rule reads columns no index holds, so the rows that are not `init` are counted from
 * projects_live_status_created_idx alone and only the `init` ones are read (decision 0038).
 */
function totalOf(filter: SQL[], f: ProposalFilters): SQL<number> {
  const countOf = (where: SQL | undefined) => sql`(select count(*) from ${projects} where ${where})`;
  if (!f.line && !f.text && !f.companyId) {
    const c = projectStatusCounts;
    const kept = sql`(select coalesce(sum(${c.n}), 0) from ${c} where ${and(inWorkspace(c.workspaceId, WS), eq(c.type, f.type), eq(c.trashed, !!f.trashed), f.status ? eq(c.status, sql.placeholder('status')) : undefined)})`;
    if (f.type !== 'proposal') return sql<number>`${kept}::int`.mapWith(Number);
    return sql<number>`(${kept} - ${countOf(and(...filter, untouchedDraft))})::int`.mapWith(Number);
  }
  if (f.type !== 'proposal') return sql<number>`${countOf(and(...filter))}::int`.mapWith(Number);
  const started = countOf(and(...filter, sql`${projects.status} <> 'init'`));
  const typedDrafts = countOf(and(...filter, eq(projects.status, 'init'), notUntouchedDraft));
  return sql<number>`(${started} + ${typedDrafts})::int`.mapWith(Number);
}

/** What every list statement shares: the filter, the order (newest first; trash: latest deleted first) and the filtered count. */
function listQuery(f: ProposalFilters): ListQuery {
  const filter = listConditions(f);
  // Nobody typed into it: not a proposal yet (decision 0027).
  const where = and(...filter, f.type === 'proposal' ? notUntouchedDraft : undefined);
  const order = [f.trashed ? desc(projects.deletedAt) : desc(projects.createdAt), desc(projects.id)];
  return { where, order, total: totalOf(filter, f) };
}

/**
 * The count when the page came back empty: past the last page the statement has no row to carry it
 * (page 1 empty means nothing matches, so 0 without asking).
 */
async function totalOfEmptyPage(db: Executor, f: ProposalFilters, values: Record<string, unknown>): Promise<number> {
  if (f.page <= 1) return 0;
  const result = await runPrepared(db, `${listShape(f)}:total`, (d) => preparableSql(d, sql`select ${listQuery(f).total} as total`), values);
  return Number((result as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
}

/**
 * One page of list items (line, client, main contact, services total) and the filtered total, in ONE
 * statement whatever the page size (issue 13): the page's ids first (a derived table, so the joins
 * and the total subquery run for those rows only), then their relations.
 */
export async function listProposalItems(db: Executor, workspaceId: string, f: ProposalFilters, appUrl: string): Promise<{ items: ProposalListItemDto[]; total: number }> {
  const values = listValues(workspaceId, f);
  const found = await runPrepared(db, listShape(f), (d) => listStatement(d, f), values);
  const items = found.map((j) =>
    serializeListItem(j.row, { line: j.line, company: j.company, contact: j.contact?.id ? j.contact : null, total: j.servicesTotal }, appUrl),
  );
  return { items, total: found[0]?.total ?? (await totalOfEmptyPage(db, f, values)) };
}

function listStatement(db: Executor, f: ProposalFilters) {
  const q = listQuery(f);
  const page = db.select({ id: projects.id }).from(projects).where(q.where).orderBy(...q.order).limit(PAGE_SIZE).offset(sql.placeholder('offset')).as('page');
  const contact = mainContactOf(db, WS);
  return db
    .select({ total: q.total, row: projects, line: lines, company: companies, contact: contact._.selectedFields, servicesTotal: servicesTotalOf(WS) })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .leftJoin(lines, and(eq(lines.id, projects.lineId), inWorkspace(lines.workspaceId, WS)))
    .leftJoin(companies, and(eq(companies.id, projects.companyId), inWorkspace(companies.workspaceId, WS)))
    .leftJoinLateral(contact, sql`true`)
    .orderBy(...q.order);
}
