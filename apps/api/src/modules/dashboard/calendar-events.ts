import { sql, type SQL } from 'drizzle-orm';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { paymentState } from '@trato/domain/payments/overdue';
import type { Executor } from '../../db/client.ts';
import { inWorkspaceRaw } from '../../db/workspace-filter.ts';

/**
 * Which rows are calendar events (docs/decisions/0026): payments with a due date of live portals
 * (any status) and of open proposals (DRAFT, SENT) — an accepted proposal's plan was copied into its
 * portal, so showing both would list every payment twice — and stages of live portals. A due date
 * is stored as midnight UTC, so its day is the UTC date (as the portal's calendar reads it).
 */
const PAYMENT_OWNER = sql`(p.type = 'project' or p.status in ('DRAFT', 'SENT'))`;

/**
 * A payment row `pa` of owner `p` as the columns of EventRow; `today` (the workspace's day) rides
 * along so the payment's state is paymentState's, computed in toCalendarEvent (decision 0062).
 */
export const paymentColumns = (today: SQL): SQL => sql`'payment'::text as type, pa.id, pa.name as title,
        (pa.due_at at time zone 'UTC')::date as start_day, (pa.due_at at time zone 'UTC')::date as end_day,
        pa.status, pa.amount::text as amount, pa.amount_type, p.id as project_id, p.name as project_name, p.type as project_type, (${today})::text as today`;

/** A stage row `st` (with first_day, last_day) of portal `p` as the columns of EventRow. */
export const stageColumns = (today: SQL): SQL => sql`'stage'::text as type, st.id, st.name as title, st.first_day as start_day, st.last_day as end_day,
        case when st.last_day < ${today} then 'done' when st.first_day > ${today} then 'upcoming' else 'in_progress' end as status,
        null::text as amount, null::text as amount_type, p.id as project_id, p.name as project_name, p.type as project_type, (${today})::text as today`;

/** Whether the owner `p` of a payment / of a stage is shown: SQL conditions, shared with the capped calendar. */
export const PAYMENT_SHOWN = sql`p.deleted_at is null and ${PAYMENT_OWNER}`;
export const STAGE_SHOWN = sql`p.deleted_at is null and p.type = 'project'`;

export type EventWindow = {
  /** SQL date expressions: the first and last day (inclusive), and today in the workspace's zone. */
  from: SQL;
  to: SQL;
  today: SQL;
  payments: boolean;
  stages: boolean;
  /** Leave out paid payments (the dashboard's upcoming milestones). */
  pendingOnly?: boolean;
  /**
   * Only the first N of each branch in EVENT_ORDER (the dashboard shows 10): the payments branch
   * then walks the (workspace, due_at) index and stops, instead of sorting every payment of the
   * window (issue 13). A due date is midnight UTC, so due_at orders exactly like its day.
   */
  firstOnly?: number;
};

/** A union of the window's payment and stage rows (columns of EventRow), or null when both are off. */
export function eventRowsSql(workspaceId: string | SQL, w: EventWindow): SQL | null {
  const parts: SQL[] = [];
  if (w.payments) {
    const window = sql`${inWorkspaceRaw('pa', workspaceId)}
        and pa.due_at >= (${w.from})::timestamp at time zone 'UTC' and pa.due_at < ((${w.to}) + 1)::timestamp at time zone 'UTC'
        ${w.pendingOnly ? sql`and pa.status = 'pending'` : sql``}`;
    const columns = paymentColumns(w.today);
    parts.push(
      w.firstOnly
        ? // The window's payments in order first (walking (workspace, due_at)), their owners looked up
          // one by one after, until N qualify: not joined for every payment of the first day (issue 13).
          sql`select ${columns}
      from (select pa.* from payments pa where ${window} order by pa.due_at, pa.name, pa.id) pa
      join lateral (select p.id, p.name, p.type from projects p
        where p.id = pa.project_id and p.workspace_id = pa.workspace_id and ${PAYMENT_SHOWN} limit 1) p on true
      order by pa.due_at, pa.name, pa.id limit ${w.firstOnly}`
        : sql`select ${columns}
      from payments pa join projects p on p.id = pa.project_id and p.workspace_id = pa.workspace_id
      where ${window} and ${PAYMENT_SHOWN}`,
    );
  }
  if (w.stages) {
    const first = sql`coalesce(st.start_date, st.end_date)`;
    const last = sql`coalesce(st.end_date, st.start_date)`;
    // The window's stages, sorted before their portals are looked up when only the first N are
    // wanted: no index walks stages by first day, so the window is sorted (a few thousand rows at
    // 100k), but only the owners of the first ones are fetched (issue 13, decisions 0038, 0039). An
    // ORDER BY keeps the subquery from being flattened into the join.
    const inWindow = sql`${inWorkspaceRaw('st', workspaceId)} and ${first} <= ${w.to} and ${last} >= ${w.from}`;
    // With firstOnly the window is sorted from stages_workspace_days_idx alone (it holds both dates,
    // the name and the id) and each candidate's row is read only until N are shown (decision 0039).
    const windowed = w.firstOnly
      ? sql`select st.id, st.name, s1.project_id, s1.workspace_id, st.first_day, st.last_day
      from (select st.id, st.name, ${first} as first_day, ${last} as last_day from stages st where ${inWindow} order by ${first}, st.name, st.id) st
      join stages s1 on s1.id = st.id`
      : sql`select st.id, st.name, st.project_id, st.workspace_id, ${first} as first_day, ${last} as last_day from stages st where ${inWindow}`;
    // Named like the payment branch: either may be the only one.
    parts.push(sql`select ${stageColumns(w.today)}
      from (${windowed}) st
      -- Looked up per stage of the window (limit 1 keeps it a nested loop by primary key): joined
      -- as a whole, the planner hashed every portal of the workspace first (issue 13).
      join lateral (select p.id, p.name, p.type from projects p
        where p.id = st.project_id and p.workspace_id = st.workspace_id and ${STAGE_SHOWN} limit 1) p on true
      ${w.firstOnly ? sql`order by st.first_day, st.name, st.id limit ${w.firstOnly}` : sql``}`);
  }
  // Parenthesised: a branch's own ORDER BY … LIMIT must not apply to the whole union.
  return parts.length ? sql.join(parts.map((p) => sql`(${p})`), sql` union all `) : null;
}

/** The event columns as JSON with days as text, ordered soonest first: the one ordering everywhere. */
export const EVENT_JSON = sql`json_build_object('type', e.type, 'id', e.id, 'title', e.title, 'start_day', e.start_day::text,
  'end_day', e.end_day::text, 'status', e.status, 'amount', e.amount, 'amount_type', e.amount_type,
  'project_id', e.project_id, 'project_name', e.project_name, 'project_type', e.project_type, 'today', e.today)`;
export const EVENT_ORDER = sql`e.start_day, e.type, e.title, e.id`;

export type EventRow = {
  type: 'payment' | 'stage';
  id: string;
  title: string;
  start_day: string;
  end_day: string;
  status: string;
  amount: string | null;
  amount_type: string | null;
  project_id: string;
  project_name: string;
  project_type: 'proposal' | 'project';
  /** Today in the workspace's time zone, YYYY-MM-DD. */
  today: string;
};

/** A row as the API's event: a payment opens its portal, or its proposal while not yet signed. */
export function toCalendarEvent(r: EventRow): CalendarEventDto {
  const url = r.project_type === 'project' ? `/projects/${r.project_id}` : `/proposals/${r.project_id}`;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    start: r.start_day,
    end: r.end_day,
    all_day: true,
    project: { id: r.project_id, name: r.project_name, type: r.project_type },
    status: r.status,
    ...(r.type === 'payment' && {
      state: paymentState({ status: r.status, due_at: r.start_day }, r.today, r.project_type),
      amount: r.amount ?? '0.00',
      amount_type: r.amount_type ?? '',
    }),
    url,
  };
}

/** Today in the workspace's time zone, as a scalar subquery (so no statement is spent on it). */
export const todayIn = (workspaceId: string, now: Date): SQL =>
  sql`(select (${now.toISOString()}::timestamptz at time zone w.time_zone)::date from workspaces w where w.id = ${workspaceId})`;

/**
 * The events of a workspace between two days (inclusive): one statement, whatever the range holds.
 */
export async function listCalendarEvents(
  db: Executor,
  workspaceId: string,
  q: { from: string; to: string; payments: boolean; stages: boolean },
  now: Date,
): Promise<CalendarEventDto[]> {
  const rows = eventRowsSql(workspaceId, { from: sql`${q.from}::date`, to: sql`${q.to}::date`, today: todayIn(workspaceId, now), payments: q.payments, stages: q.stages });
  if (!rows) return [];
  const result = await db.execute(sql`select ${EVENT_JSON} as event from (${rows}) e order by ${EVENT_ORDER}`);
  return (result as unknown as { rows: { event: EventRow }[] }).rows.map((r) => toCalendarEvent(r.event));
}
