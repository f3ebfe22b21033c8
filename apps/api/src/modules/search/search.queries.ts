import { sql, type SQL } from 'drizzle-orm';
import { parseQuoteCode } from '@trato/domain/proposals/quote-number';
import { SEARCH_COUNT_CAP } from '@trato/domain/search/schemas';
import type { SearchType } from '@trato/domain/search/types';
import type { WorkspaceContext } from '../../lib/context.ts';
import { matches, rankOf, rankOfEither, type SearchTerms } from './search-match.ts';
import { inWorkspaceRaw } from '../../db/workspace-filter.ts';

/** One found row before it is worded for the screen (search.serialize.ts). */
export type SearchRow = {
  type: SearchType;
  id: string;
  title: string;
  /** A proposal's or project's status; 'archived' for an archived client. */
  status: string | null;
  /** The client company's name (projects, proposals). */
  company: string | null;
  /** Who: a client's matching or main contact, an activity's or comment's author. */
  person: string | null;
  /** A stored image path, when there is one (company logo, image file). */
  image: string | null;
  is_person: boolean;
  /** The proposal or project that opens the result (for files, activities, comments: its parent). */
  target_id: string;
  target_type: 'project' | 'proposal' | 'client';
  target_name: string | null;
  rank: number;
  /** How many hits this type has, counted up to SEARCH_COUNT_CAP + 1 (more than the cap: 'cap+'). */
  type_total: number;
};

/**
 * Each branch keeps only its newest CAP + 1 hits (decision 0037): with the btree indexes of
 * migration 0011 a common word's branch walks newest first and stops there, and a rare word's is
 * served by the trigram index (a handful of rows). The count is of those candidates, so it is exact
 * up to the cap and says "more than the cap" beyond it; the ranking is over the same candidates.
 */
const newest = (at: SQL, id: SQL) => sql`order by ${at} desc, ${id} desc limit ${SEARCH_COUNT_CAP + 1}`;

/** A branch in parentheses, so its ORDER BY / LIMIT stay its own inside the UNION ALL. */
const branch = (select: SQL) => sql`(${select})`;

/** A parent proposal or project that staff can open: not in the trash, not an unfinished proposal. */
const visibleParent = (p: string) => sql.raw(`${p}.deleted_at is null and not (${p}.type = 'proposal' and ${p}.status = 'init')`);

/** The workspace's companies whose name matches (trigram index), for `company_id in (…)`. */
const matchingCompanies = (ctx: WorkspaceContext, t: SearchTerms): SQL =>
  sql`select c2.id from companies c2 where c2.workspace_id = ${ctx.workspaceId} and ${matches(sql`c2.name`, t)}`;

/** The ids of the companies of the workspace's customers found by name or email (trigram indexes). */
const companiesOfMatchingCustomers = (ctx: WorkspaceContext, t: SearchTerms): SQL =>
  sql`array(select m2.company_id from customers m2 where m2.workspace_id = ${ctx.workspaceId} and (${matches(sql`m2.name`, t)} or ${matches(sql`m2.email`, t)}))`;

/**
 * A portal or proposal is found by its own name or by its client's. The two are separate candidate
 * lists (each its newest CAP + 1), merged, then cut to CAP + 1 again: one `name or company` filter
 * cannot use both the trigram index (a rare word) and the newest-first walk (a common client word,
 * thousands of projects), and the planner estimates a semi-join on companies where it cannot
 * estimate an array.
 */
function projectsOf(ctx: WorkspaceContext, t: SearchTerms, type: 'project' | 'proposal'): SQL {
  const name = sql`p.name`;
  const company = sql`c.name`;
  const live = sql`p0.workspace_id = ${ctx.workspaceId} and p0.type = ${type} and ${visibleParent('p0')}`;
  const candidates = (found: SQL) => sql`(select p0.id, p0.updated_at from projects p0 where ${live} and ${found} ${newest(sql`p0.updated_at`, sql`p0.id`)})`;
  // A quote typed by its number («COT-2026-0042», decision 0080): one more candidate, by the unique
  // (workspace, number) index, ranked first.
  const code = type === 'proposal' ? parseQuoteCode(t.query) : null;
  const byCode = code ? sql` union ${candidates(sql`p0.quote_number = ${code.number} and p0.quote_year = ${code.year}`)}` : sql``;
  const rank = code ? sql`(case when p.quote_number = ${code.number} and p.quote_year = ${code.year} then 0 else ${rankOfEither(name, company, t)} end)` : rankOfEither(name, company, t);
  return sql`select ${type}::text as type, p.id, p.name as title, p.status, c.name as company, null::text as person, null::text as image, false as is_person,
      p.id as target_id, p.type as target_type, p.name as target_name, ${rank} as rank, p.updated_at as at
    from (select k.id from (${candidates(matches(sql`p0.name`, t))} union ${candidates(sql`p0.company_id in (${matchingCompanies(ctx, t)})`)}${byCode}) k
      ${newest(sql`k.updated_at`, sql`k.id`)}) k
    join projects p on p.id = k.id
    left join companies c on c.id = p.company_id and c.workspace_id = p.workspace_id`;
}

function clientsOf(ctx: WorkspaceContext, t: SearchTerms): SQL {
  const memberName = sql`m.name`;
  const memberEmail = sql`m.email`;
  // The best-ranked member found by name or email (customers → their company), else the main contact.
  return sql`select 'client'::text as type, c.id, c.name as title, case when c.archived_at is null then null else 'archived' end as status,
      null::text as company, coalesce(hit.who, contact.who) as person, c.logo as image, c.is_person,
      c.id as target_id, 'client'::text as target_type, c.name as target_name,
      least(case when ${matches(sql`c.name`, t)} then ${rankOf(sql`c.name`, t)} * 2 else 6 end, coalesce(hit.rank * 2 + 1, 6)) as rank, c.updated_at as at
    from (select c0.id from companies c0 where c0.workspace_id = ${ctx.workspaceId} and (${matches(sql`c0.name`, t)} or c0.id = any(${companiesOfMatchingCustomers(ctx, t)}))
      ${newest(sql`c0.updated_at`, sql`c0.id`)}) k
    join companies c on c.id = k.id
    left join lateral (
      select m.name || ' · ' || m.email as who, least(
        case when ${matches(memberName, t)} then ${rankOf(memberName, t)} else 3 end,
        case when ${matches(memberEmail, t)} then ${rankOf(memberEmail, t)} else 3 end) as rank
      from customers m where m.company_id = c.id and m.workspace_id = c.workspace_id and (${matches(memberName, t)} or ${matches(memberEmail, t)})
      order by 2, m.is_contact desc, m.created_at, m.id limit 1) hit on true
    left join lateral (
      select m.name || ' · ' || m.email as who from customers m where m.company_id = c.id and m.workspace_id = c.workspace_id
      order by m.is_contact desc, m.created_at, m.id limit 1) contact on true
    where ${matches(sql`c.name`, t)} or hit.who is not null`;
}

function filesOf(ctx: WorkspaceContext, t: SearchTerms): SQL {
  const name = sql`u.original_name`;
  return sql`select 'file'::text as type, u.id, u.original_name as title, null::text as status, null::text as company, null::text as person,
      case when u.mime_type like 'image/%' then '/api/files/' || u.key end as image, false as is_person,
      p.id as target_id, p.type as target_type, p.name as target_name, ${rankOf(name, t)} as rank, u.created_at as at
    from uploads u join projects p on p.id = u.project_id and p.workspace_id = u.workspace_id
    where ${inWorkspaceRaw('u', ctx.workspaceId)} and ${visibleParent('p')} and ${matches(name, t)}
    ${newest(sql`u.created_at`, sql`u.id`)}`;
}

/** The feed's own words (label «name»), stored and trigram-indexed by migration 0011's trigger. */
function activitiesOf(ctx: WorkspaceContext, t: SearchTerms): SQL {
  const text = sql`a.search_text`;
  return sql`select 'activity'::text as type, a.id, ${text} as title, null::text as status, null::text as company, u.name as person, null::text as image, false as is_person,
      p.id as target_id, p.type as target_type, p.name as target_name, ${rankOf(text, t)} as rank, a.created_at as at
    from activities a join projects p on p.id = a.project_id and p.workspace_id = a.workspace_id
    left join users u on u.id = a.user_id
    where ${inWorkspaceRaw('a', ctx.workspaceId)} and ${visibleParent('p')} and ${matches(text, t)}
    ${newest(sql`a.created_at`, sql`a.id`)}`;
}

function commentsOf(ctx: WorkspaceContext, t: SearchTerms): SQL {
  const body = sql`cm.body`;
  return sql`select 'comment'::text as type, cm.id, left(cm.body, 200) as title, null::text as status, null::text as company, cm.author_name as person, null::text as image, false as is_person,
      p.id as target_id, p.type as target_type, p.name as target_name, ${rankOf(body, t)} as rank, cm.created_at as at
    from comments cm join projects p on p.id = cm.project_id and p.workspace_id = cm.workspace_id
    where ${inWorkspaceRaw('cm', ctx.workspaceId)} and cm.deleted_at is null and ${visibleParent('p')} and ${matches(body, t)}
    ${newest(sql`cm.created_at`, sql`cm.id`)}`;
}

/**
 * `GET /v1/search`: every kind of hit in ONE statement. Each branch filters by the workspace of the
 * session and keeps its newest candidates; the window functions rank each type (rank, then most
 * recent) and count its candidates, and only the first `limit` of each type come back (decisions
 * 0025, 0037).
 */
export async function searchWorkspace(ctx: WorkspaceContext, t: SearchTerms, limit: number): Promise<SearchRow[]> {
  const branches = [projectsOf(ctx, t, 'project'), projectsOf(ctx, t, 'proposal'), clientsOf(ctx, t), filesOf(ctx, t), activitiesOf(ctx, t), commentsOf(ctx, t)].map(branch);
  const result = await ctx.db.execute(sql`
    with hits as (${sql.join(branches, sql`\nunion all\n`)}),
    ranked as (
      select h.*, row_number() over (partition by h.type order by h.rank, h.at desc, h.id) as n,
        count(*) over (partition by h.type)::int as type_total
      from hits h)
    select type, id, title, status, company, person, image, is_person, target_id, target_type, target_name, rank::int as rank, type_total
    from ranked where n <= ${limit} order by type, n`);
  return (result as unknown as { rows: SearchRow[] }).rows;
}
