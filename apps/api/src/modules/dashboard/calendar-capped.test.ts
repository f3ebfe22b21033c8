import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES as M } from '@trato/domain/dashboard/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { december, portalWithStage } from './dashboard.fixtures.ts';

// per_day (decision 0039): the staff grid asks for a few events a day and each day's count instead
// of every event of six weeks. What a day shows must be what the full answer would show first.
const t = useTestApp();
const { get, post } = api(t);

const key = (e: Json) => `${e.type}:${e.id}`;
const on = (events: Json[], day: string) => events.filter((e) => e.start <= day && e.end >= day);
const decemberDays = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);

/** Five portals of one owner: five payments on 1, 15 and 29 December, five stages over 3–10 December, and one long stage from November to January on the last. */
async function busyDecember() {
  const first = await portalWithStage(t, { name: 'Portal A' });
  const others = [];
  for (const name of ['Portal B', 'Portal C', 'Portal D', 'Portal E']) others.push(await portalWithStage(t, { owner: first.owner, name }));
  const last = others.at(-1)!;
  const long = await post(first.owner.headers, `/api/v1/projects/${last.project.id}/stages`, { name: 'Mantención', start_date: '2026-11-20', end_date: '2027-01-15' });
  expect(long.statusCode, long.body).toBe(201);
  return { owner: first.owner, long: long.json().data as Json };
}

describe('GET /v1/dashboard/calendar?per_day=N', () => {
  it("sends each day's first N events in the calendar's order and how many the day holds", async () => {
    const { owner, long } = await busyDecember();
    const full = (await get(owner.headers, december())).json().events as Json[];
    const res = await get(owner.headers, december('&per_day=2'));
    expect(res.statusCode, res.body).toBe(200);
    const { events, days } = res.json() as { events: Json[]; days: Record<string, number> };

    // The long stage started first, so it leads every day; then the day's payments by title.
    expect(on(events, '2026-12-01').slice(0, 2).map((e) => [e.type, e.title])).toEqual([
      ['stage', 'Mantención'],
      ['payment', 'Anticipo'],
    ]);
    expect(days['2026-12-01']).toBe(6);
    expect(days['2026-12-05']).toBe(6);
    expect(days['2026-12-02']).toBe(1);
    for (const day of decemberDays) {
      expect(on(events, day).slice(0, 2).map(key), day).toEqual(on(full, day).slice(0, 2).map(key));
      expect(days[day] ?? 0, day).toBe(on(full, day).length);
    }
    // Each event once, in the full answer's order and with the same fields.
    expect(events).toEqual(full.filter((e) => events.some((c) => key(c) === key(e))));
    expect(events.filter((e) => e.id === long.id)).toHaveLength(1);
    expect(events.length).toBeLessThan(full.length);
  });

  it('filters count only what they show; a one-day range is that day alone', async () => {
    const { owner } = await busyDecember();
    const payments = (await get(owner.headers, december('&per_day=3&include_stages=false'))).json();
    expect(payments.days).toEqual({ '2026-12-01': 5, '2026-12-15': 5, '2026-12-29': 5 });
    expect(payments.events.map((e: Json) => e.type)).toEqual(Array(9).fill('payment'));
    const stages = (await get(owner.headers, december('&per_day=3&include_payments=0'))).json();
    expect(stages.days['2026-12-01']).toBe(1);
    expect(stages.days['2026-12-03']).toBe(6);
    const none = (await get(owner.headers, december('&per_day=3&include_payments=0&include_stages=0'))).json();
    expect(none).toEqual({ events: [], days: {} });
    const day = (await get(owner.headers, '/api/v1/dashboard/calendar?start_date=2026-12-03&end_date=2026-12-03&per_day=100')).json();
    expect(day.days).toEqual({ '2026-12-03': 6 });
    expect(day.events.map((e: Json) => e.title)).toEqual(['Mantención', 'Diseño', 'Diseño', 'Diseño', 'Diseño', 'Diseño']);
  });

  it('422 in Spanish for a count that is not 1 to 100; one statement; another workspace sees none of it', async () => {
    const { owner } = await busyDecember();
    for (const bad of ['0', '101', 'tres', '2.5', ''])
      expectError(await get(owner.headers, december(`&per_day=${bad}`)), 422, 'VALIDATION_ERROR', { field: 'per_day', message: M.perDayInvalid });
    const { result, statements } = await countStatements(t.db, () => get(owner.headers, december('&per_day=3')));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(2);
    const stranger = await portalWithStage(t, { name: 'Secreto de B' });
    const theirs = await get(stranger.owner.headers, december('&per_day=3'));
    expect(Object.values(theirs.json().days)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const mine = await get(owner.headers, december('&per_day=3'));
    expect(leaksNothing(mine.body, [stranger.project.id, stranger.stage.id, 'Secreto de B'])).toBe(true);
  });
});
