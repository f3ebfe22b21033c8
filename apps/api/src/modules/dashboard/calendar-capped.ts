import { sql, type SQL } from 'drizzle-orm';
import type { CalendarDto } from '@trato/domain/dashboard/calendar';
import type { Executor } from '../../db/client.ts';
import { EVENT_JSON, EVENT_ORDER, paymentColumns, PAYMENT_SHOWN, stageColumns, STAGE_SHOWN, todayIn, toCalendarEvent, type EventRow } from './calendar-events.ts';

export type CappedQuery = { from: string; to: string; payments: boolean; stages: boolean; perDay: number };

const FIRST_DAY = (t: string) => sql.raw(`coalesce(${t}.start_date, ${t}.end_date)`);
const LAST_DAY = (t: string) => sql.raw(`coalesce(${t}.end_date, ${t}.start_date)`);

/**
 * Each day's first N payments in the calendar's order (on one day: by title, then id) as event rows:
 * a walk of payments_workspace_due_name_idx per day that looks owners up one by one and stops at N shown.
 */
function paymentRowsPerDay(ws: string, n: number, today: SQL): SQL {
  return sql`select k.* from days, lateral (
      select ${paymentColumns(today)} from payments pa
      join lateral (select p.id, p.name, p.type from projects p where p.id = pa.project_id and p.workspace_id = pa.workspace_id and ${PAYMENT_SHOWN} limit 1) p on true
      where pa.workspace_id = ${ws} and pa.due_at >= days.day::timestamp at time zone 'UTC' and pa.due_at < (days.day + 1)::timestamp at time zone 'UTC'
      order by pa.due_at, pa.name, pa.id limit ${n}) k`;
}

/**
 * Each day's first N stages in the calendar's order (first day, title, id) among those running over
 * it, without reading every stage of the range (thousands a day at 100k). Walking the days backwards,
 * the stages ending on or after day D are those ending on or after D + 1 plus those ending on D, so
 * the first N of the former are the first N of (the first N of the day after ∪ the first N ending on
 * D): one short index walk per day (stages_workspace_days_idx). The stages running over D are that
 * list's prefix starting on or before D. Only the start needs every stage running past the range's
 * last day and started by then, sorted from the index (its owners looked up until N are shown).
 */
function stageIdsPerDay(ws: string, q: CappedQuery): SQL {
  const shown = (t: string) => sql`exists (select 1 from projects p where p.id = ${sql.raw(t)}.project_id and p.workspace_id = ${sql.raw(t)}.workspace_id and ${STAGE_SHOWN})`;
  const order = (t: string) => sql`${FIRST_DAY(t)}, ${sql.raw(t)}.name, ${sql.raw(t)}.id`;
  return sql`sweep(day, top) as (
      select ${q.to}::date + 1, array(
        select st from stages st where st.id = any(array(
          select c.id from (select s0.id, s0.name, ${FIRST_DAY('s0')} as first_day from stages s0
            where s0.workspace_id = ${ws} and ${LAST_DAY('s0')} > ${q.to}::date and ${FIRST_DAY('s0')} <= ${q.to}::date
            order by ${order('s0')}) c
          -- Sorted from the index alone (no heap): each candidate's row and owner only until N are shown.
          where exists (select 1 from stages s1 where s1.id = c.id and ${shown('s1')}) order by c.first_day, c.name, c.id limit ${q.perDay}))
        order by ${order('st')})
      union all
      select s.day - 1, array(
        select x::stages from (
          select (u).* from unnest(s.top) u
          union all
          (select st.* from stages st where st.workspace_id = ${ws} and ${LAST_DAY('st')} = s.day - 1 and ${shown('st')} order by ${order('st')} limit ${q.perDay})
        ) x order by ${order('x')} limit ${q.perDay})
      from sweep s where s.day > ${q.from}::date),
    stage_ids as (select distinct (u).id from sweep s, unnest(s.top) u where s.day <= ${q.to}::date and ${FIRST_DAY('u')} <= s.day)`;
}

/**
 * `GET /v1/dashboard/calendar?…&per_day=N`: at most N events per day (the first in EVENT_ORDER among
 * those over the day) and how many each day holds, from calendar_day_counts (decision 0039). The
 * cost grows with the days and N, not with the events of the range. One statement. An event over
 * several days comes once; a day shows the first N of the events sent that fall on it, which are
 * exactly its first N (any event before them in the order that falls on the day is among its N).
 */
export async function listCappedCalendar(db: Executor, ws: string, q: CappedQuery, now: Date): Promise<Required<CalendarDto>> {
  const statement = cappedCalendarSql(ws, q, now);
  if (!statement) return { events: [], days: {} };
  const result = await db.execute(statement);
  const [row] = (result as unknown as { rows: { events: EventRow[]; days: Record<string, number> }[] }).rows;
  return { events: row!.events.map(toCalendarEvent), days: row!.days };
}

/** The statement of listCappedCalendar (null when both kinds are off): the events as JSON, the days' counts. */
export function cappedCalendarSql(ws: string, q: CappedQuery, now: Date): SQL | null {
  const kinds = [q.payments && 'payment', q.stages && 'stage'].filter(Boolean) as string[];
  if (!kinds.length) return null;
  const branches: SQL[] = [];
  if (q.payments)
    branches.push(paymentRowsPerDay(ws, q.perDay, todayIn(ws, now)));
  if (q.stages)
    branches.push(sql`select ${stageColumns(todayIn(ws, now))} from stage_ids k
      join (select st.*, ${FIRST_DAY('st')} as first_day, ${LAST_DAY('st')} as last_day from stages st) st on st.id = k.id
      join projects p on p.id = st.project_id and p.workspace_id = st.workspace_id`);
  return sql`
    with recursive days as (select d::date as day from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d)
    ${q.stages ? sql`, ${stageIdsPerDay(ws, q)}` : sql``}
    select
      (select coalesce(json_agg(${EVENT_JSON} order by ${EVENT_ORDER}), '[]') from (${sql.join(branches, sql` union all `)}) e) as events,
      (select coalesce(json_object_agg(c.day, c.n order by c.day), '{}') from (
        select c.day::text as day, sum(c.n)::int as n from calendar_day_counts c
        where c.workspace_id = ${ws} and c.day between ${q.from}::date and ${q.to}::date and c.kind = any(${`{${kinds.join(',')}}`}::text[])
        group by c.day having sum(c.n) > 0) c) as days`;
}
