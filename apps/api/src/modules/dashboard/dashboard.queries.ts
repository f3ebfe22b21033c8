import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AcceptedTotalDto, DashboardMetricsDto } from '@trato/domain/dashboard/dto';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import type { Executor } from '../../db/client.ts';
import { fromJsonRow, jsonObject } from '../../db/json-row.ts';
import { preparableSql, runPrepared } from '../../db/prepared.ts';
import { companies, customers, lines, projects } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { listActivities } from '../activities/activities.queries.ts';
import { MAIN_CONTACT_ORDER } from '../proposals/proposal-relations.ts';
import { servicesTotalOf } from '../proposals/proposals.queries.ts';
import { serializeListItem } from '../proposals/proposals.serialize.ts';
import { moneyColumnsSql, toDashboardMoney, type MoneyJson } from './dashboard-money.ts';
import { EVENT_JSON, EVENT_ORDER, eventRowsSql, toCalendarEvent, type EventRow } from './calendar-events.ts';

/** Days of "Próximos hitos": today and the 13 after it. */
export const MILESTONE_DAYS = 14;
const MILESTONES_SHOWN = 10;
const LATEST_PROPOSALS = 3;

type Json = Record<string, unknown>;
/** The workspace's id, or the placeholder the prepared statement fills with it. */
type WorkspaceValue = string | SQL;

type Figures = {
  time_zone: string;
  today: string;
  month: string;
  lines: number;
  active: number;
  first_active_id: string | null;
  sent: number;
  online: number;
  accepted: AcceptedTotalDto[];
  milestones: EventRow[];
  latest: LatestJson[];
} & MoneyJson;

/**
 * The live proposals / portals of one status from the kept counts (project_status_counts, decision
 * 0039): the same number as the list's tab (an untouched draft is `init`, never active nor SENT).
 */
const keptCount = (ws: WorkspaceValue, type: 'proposal' | 'project', status: string): SQL =>
  sql`(select coalesce(sum(c.n), 0)::int from project_status_counts c where c.workspace_id = ${ws} and c.type = ${type} and c.status = ${status} and not c.trashed)`;

/**
 * Every count and sum of the dashboard in one statement. Each count uses the same filter as the list
 * it must equal: active portals = GET /v1/projects?status=active, sent = GET /v1/proposals?status=SENT.
 * "This month" and "today" are the workspace's (workspaces.time_zone), from the `now` given.
 */
async function figures(db: Executor, ws: string, now: Date): Promise<Figures> {
  const result = await runPrepared(db, 'dashboard-figures', figuresQuery, { ws, at: now.toISOString() });
  const [row] = (result as { rows: { figures: Figures }[] }).rows;
  return row!.figures;
}

/** The figures' statement, built once per process (db/prepared.ts): `ws` and `at` are placeholders. */
function figuresQuery(db: Executor) {
  const ws = sql`${sql.placeholder('ws')}`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const live = (type: 'proposal' | 'project') => sql`p.workspace_id = ${ws} and p.type = ${type} and p.deleted_at is null`;
  const milestones = eventRowsSql(ws, {
    from: sql`c.today`,
    to: sql`(c.today + ${MILESTONE_DAYS - 1}::int)`,
    today: sql`c.today`,
    payments: true,
    stages: true,
    pendingOnly: true,
    firstOnly: MILESTONES_SHOWN,
  })!;
  return preparableSql(db, sql`
    with c as (
      select w.time_zone as tz, (${at} at time zone w.time_zone)::date as today, date_trunc('month', ${at} at time zone w.time_zone) as month_local,
        coalesce(w.currency_code, w.default_currency, 'CLP') as main_currency
      from workspaces w where w.id = ${ws}
    )
    select json_build_object(
      'time_zone', c.tz, 'today', c.today::text, 'month', to_char(c.month_local, 'YYYY-MM'),
      'lines', (select count(*)::int from lines l where l.workspace_id = ${ws}),
      'active', ${keptCount(ws, 'project', 'active')},
      'first_active_id', (select p.id from projects p where ${live('project')} and p.status = 'active' order by p.created_at desc, p.id desc limit 1),
      'sent', ${keptCount(ws, 'proposal', 'SENT')},
      -- Two ranges of projects_sent_valid_until_idx (no end, ends later), not the OR that read every sent proposal.
      'online', (select count(*)::int from projects p where ${live('proposal')} and p.status = 'SENT' and p.valid_until_at is null)
        + (select count(*)::int from projects p where ${live('proposal')} and p.status = 'SENT' and p.valid_until_at > ${at}),
      'accepted', (select coalesce(json_agg(json_build_object('currency_code', a.currency_code, 'amount', a.amount, 'count', a.n) order by a.currency_code), '[]')
        from (select p.currency_code, sum((select coalesce(sum(s.total), 0) from project_services s where s.project_id = p.id and s.workspace_id = p.workspace_id))::numeric(16,2)::text as amount, count(*)::int as n
          from projects p where ${live('proposal')} and p.status = 'ACCEPTED'
            and p.accepted_at >= (c.month_local at time zone c.tz) and p.accepted_at < ((c.month_local + interval '1 month') at time zone c.tz)
          group by p.currency_code) a),
      'milestones', (select coalesce(json_agg(${EVENT_JSON} order by ${EVENT_ORDER}), '[]')
        from (select * from (${milestones}) m order by m.start_day, m.type, m.title, m.id limit ${MILESTONES_SHOWN}) e),
      'latest', ${latestProposalsJson(ws)},${moneyColumnsSql(ws)}
    ) as figures
    from c`);
}

/**
 * The newest finished proposals (builder drafts never finished, status init, are left out) with
 * what a /proposals row shows, as a JSON column of the figures' statement: the list's relations
 * (line, company, main contact, services total) nested with json-row so they decode exactly as the
 * list's own select does.
 */
function latestProposalsJson(ws: WorkspaceValue): SQL {
  const contact = sql`(select ${jsonObject(getTableColumns(customers))} from ${customers}
    where ${customers.workspaceId} = ${ws} and ${customers.companyId} = ${projects.companyId}
    order by ${sql.join(MAIN_CONTACT_ORDER, sql`, `)} limit 1)`;
  const order = sql`${projects.createdAt} desc, ${projects.id} desc`;
  return sql`(select coalesce(json_agg(x.j order by x.n), '[]'::json) from (
    select json_build_object(
      'row', ${jsonObject(getTableColumns(projects))},
      'line', case when ${lines.id} is null then null else ${jsonObject(getTableColumns(lines))} end,
      'company', case when ${companies.id} is null then null else ${jsonObject(getTableColumns(companies))} end,
      'contact', ${contact},
      'total', ${servicesTotalOf(ws)}) as j,
      row_number() over (order by ${order}) as n
    from ${projects}
    left join ${lines} on ${lines.id} = ${projects.lineId} and ${lines.workspaceId} = ${ws}
    left join ${companies} on ${companies.id} = ${projects.companyId} and ${companies.workspaceId} = ${ws}
    where ${projects.workspaceId} = ${ws} and ${projects.type} = 'proposal' and ${projects.deletedAt} is null and ${projects.status} <> 'init'
    order by ${order} limit ${sql.raw(String(LATEST_PROPOSALS))}) x)`;
}

type LatestJson = { row: Json; line: Json | null; company: Json | null; contact: Json | null; total: string };

function toLatestItem(j: LatestJson, appUrl: string): ProposalListItemDto {
  return serializeListItem(
    fromJsonRow(projects, j.row),
    { line: j.line && fromJsonRow(lines, j.line), company: j.company && fromJsonRow(companies, j.company), contact: j.contact && fromJsonRow(customers, j.contact), total: j.total },
    appUrl,
  );
}

/** `GET /v1/dashboard/metrics`: two statements (figures with the latest proposals, the activity feed's first page), three with the session. */
export async function dashboardMetrics(ctx: WorkspaceContext, appUrl: string, now: Date): Promise<DashboardMetricsDto> {
  const f = await figures(ctx.db, ctx.workspaceId, now);
  const latest = f.latest.map((j) => toLatestItem(j, appUrl));
  const { items: activities } = await listActivities(ctx, { page: 1, withTotal: false });
  const to = new Date(Date.parse(`${f.today}T00:00:00Z`) + (MILESTONE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    milestones: { data: f.milestones.map(toCalendarEvent), from: f.today, to },
    projects: { totals: { active: f.active }, first_active_id: f.first_active_id },
    proposals: { totals: { sent: f.sent, online: f.online }, latest },
    accepted: { month: f.month, time_zone: f.time_zone, totals: f.accepted },
    lines: { total: f.lines },
    money: toDashboardMoney(f, f.today),
    recent: { activities },
  };
}
