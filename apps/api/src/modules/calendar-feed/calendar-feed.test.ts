import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES as M } from '@trato/domain/dashboard/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { calendarFeeds, memberships } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { portalWithStage } from '../dashboard/dashboard.fixtures.ts';
import { parseEvents, unescapeText } from './ics-parse.ts';

const t = useTestApp();
const { get, post, del } = api(t);

/** The path part of a feed URL (the app is reached through inject). */
const pathOf = (url: string) => new URL(url).pathname;
const createFeed = async (headers: Record<string, string>) => {
  const res = await post(headers, '/api/v1/calendar/feed');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; created_at: string };
};
/**
 * The feed covers the last quarter and the next year from today, while the fixture's plan has fixed
 * dates: move a portal's payments and stage near today so the tests hold whenever they run.
 */
async function nearToday(projectId: string) {
  await t.db.execute(sql`update payments set due_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + make_interval(days => 10 + position) where project_id = ${projectId}`);
  await t.db.execute(sql`update stages set start_date = (now() at time zone 'UTC')::date + 3, end_date = (now() at time zone 'UTC')::date + 10 where project_id = ${projectId}`);
}
const portalNearToday = async (...args: Parameters<typeof portalWithStage>) => {
  const p = await portalWithStage(...args);
  await nearToday(p.project.id);
  return p;
};
const compact = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
const summaries = (ics: string) => parseEvents(ics).map((e) => unescapeText(e.get('SUMMARY')!.value));

describe('private calendar feed', () => {
  it('creates a URL whose .ics lists the workspace payments and stages, stable UIDs, links to the app', async () => {
    const p = await portalNearToday(t);
    const feed = await createFeed(p.owner.headers);
    expect(feed.url).toMatch(/^http:\/\/trato\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(p.owner.headers, '/api/v1/calendar/feed')).json().data).toEqual({ active: true, created_at: feed.created_at });
    // Only the hash is kept.
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, p.owner.user.id));
    expect(row!.tokenHash).toBe(sha256(pathOf(feed.url).slice('/api/calendar/'.length, -'.ics'.length)));

    const res = await get({}, pathOf(feed.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('\r\n');
    expect(summaries(res.body)).toEqual(expect.arrayContaining(['Pago: Anticipo — Panadería Aurora', 'Etapa: Diseño — Panadería Aurora', 'Pago: Entrega — Panadería Aurora']));
    const stage = parseEvents(res.body).find((e) => e.get('UID')!.value === `stage-${p.stage.id}@trato`)!;
    const day = (n: number) => compact(new Date(Date.now() + n * 86_400_000));
    expect(stage.get('DTSTART')!.value).toBe(day(3));
    expect(stage.get('DTEND')!.value).toBe(day(11));
    expect(stage.get('URL')!.value).toBe(`http://trato.test/projects/${p.project.id}`);
    const again = await get({}, pathOf(feed.url));
    expect(parseEvents(again.body).map((e) => e.get('UID')!.value)).toEqual(parseEvents(res.body).map((e) => e.get('UID')!.value));
  });

  it('rotating kills the old URL; revoking kills the current one; unknown and malformed tokens are 404', async () => {
    const p = await portalNearToday(t);
    const first = await createFeed(p.owner.headers);
    const second = await createFeed(p.owner.headers);
    expect(second.url).not.toBe(first.url);
    expectError(await get({}, pathOf(first.url)), 404, 'NOT_FOUND', { message: M.feedNotFound });
    expect((await get({}, pathOf(second.url))).statusCode).toBe(200);
    expect((await del(p.owner.headers, '/api/v1/calendar/feed')).statusCode).toBe(204);
    expectError(await get({}, pathOf(second.url)), 404, 'NOT_FOUND', { message: M.feedNotFound });
    expect((await get(p.owner.headers, '/api/v1/calendar/feed')).json().data).toEqual({ active: false, created_at: null });
    expect((await del(p.owner.headers, '/api/v1/calendar/feed')).statusCode).toBe(204);
    expectError(await get({}, `/api/calendar/${'a'.repeat(43)}.ics`), 404, 'NOT_FOUND');
    expectError(await get({}, '/api/calendar/nada.ics'), 404, 'NOT_FOUND');
    expectError(await get({}, `/api/calendar/${'a'.repeat(43)}`), 404, 'NOT_FOUND');
    expectError(await get({}, `/api/calendar/${'%'.repeat(300)}`), 404, 'NOT_FOUND');
  });

  it('a member who leaves the workspace takes the feed along', async () => {
    const p = await portalNearToday(t);
    const feed = await createFeed(p.owner.headers);
    await t.db.delete(memberships).where(eq(memberships.userId, p.owner.user.id));
    expect((await get({}, pathOf(feed.url))).statusCode).toBe(404);
  });

  it("401 on the staff endpoints; one workspace's feed holds nothing of another's", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await t.app.inject({ method, url: '/api/v1/calendar/feed' }), 401, 'UNAUTHENTICATED');
    }
    const a = await portalNearToday(t, { name: 'Secreto de A' });
    const b = await ownerOn(t);
    const feed = await createFeed(b.headers);
    const res = await get({}, pathOf(feed.url));
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body)).toEqual([]);
    expect(leaksNothing(res.body, [a.project.id, a.stage.id, 'Secreto de A'])).toBe(true);
    // B's rotation does not touch A's feed, and B cannot revoke it.
    const aFeed = await createFeed(a.owner.headers);
    await del(b.headers, '/api/v1/calendar/feed');
    expect((await get({}, pathOf(aFeed.url))).statusCode).toBe(200);
  });

  it('costs two statements and is rate-limited per feed', async () => {
    const p = await portalNearToday(t);
    for (let i = 0; i < 3; i++) await portalNearToday(t, { owner: p.owner, name: `Portal ${i}` });
    const feed = await createFeed(p.owner.headers);
    const { result, statements } = await countStatements(t.db, () => get({}, pathOf(feed.url)));
    expect(parseEvents(result.body)).toHaveLength(16);
    expect(statements.length).toBeLessThanOrEqual(2);
    let last = result;
    for (let i = 0; i < 40 && last.statusCode === 200; i++) last = await get({}, pathOf(feed.url));
    expectError(last, 429, 'TOO_MANY_REQUESTS', { message: M.feedTooMany });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
