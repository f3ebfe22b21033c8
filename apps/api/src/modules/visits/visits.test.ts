import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { auditEvents, notifications, visitLogs } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { BROWSER_UA, published, type Published } from '../public-proposals/public.fixtures.ts';
import { isBotUserAgent } from './bots.ts';

const t = useTestApp();
const { get, del } = api(t);

/** POST …/visit from a given address and user agent. */
const visit = (p: Published, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: `/api/v1/proposal/${p.proposal.slug}/visit`, headers: { 'user-agent': BROWSER_UA, ...headers }, remoteAddress: ip });

const visitsOf = (p: Published) => t.db.select().from(visitLogs).where(eq(visitLogs.projectId, p.proposal.id));
const firstViews = (p: Published) => t.db.select().from(notifications).where(and(eq(notifications.workspaceId, p.owner.workspace.id), eq(notifications.type, 'proposal.viewed')));

describe('POST /v1/proposal/{slugOrId}/visit', () => {
  it('records a browser visit (IP, user agent), notifies staff once on the first view, appends audit viewed each counted visit', async () => {
    const p = await published(t);
    const member = await createMember(t.db, p.owner.workspace.id, 'member');
    expect((await visit(p)).statusCode).toBe(204);
    const [v] = await visitsOf(p);
    expect(v).toMatchObject({ ip: '203.0.113.7', userAgent: BROWSER_UA, workspaceId: p.owner.workspace.id });

    const bell = await firstViews(p);
    expect(bell.map((n) => n.userId).sort()).toEqual([p.owner.user.id, member.user.id].sort());
    expect(bell[0]!.title).toBe('Tu cotización Rediseño de marca Ñuñoa fue vista por primera vez');

    // A refresh within the minute is not counted again; another person (IP) is, without a second notification.
    expect((await visit(p)).statusCode).toBe(204);
    expect((await visit(p, {}, '198.51.100.20')).statusCode).toBe(204);
    expect(await visitsOf(p)).toHaveLength(2);
    expect(await firstViews(p)).toHaveLength(2);
    const viewed = await t.db.select().from(auditEvents).where(and(eq(auditEvents.projectId, p.proposal.id), eq(auditEvents.type, 'viewed')));
    expect(viewed.map((e) => e.ip).sort()).toEqual(['198.51.100.20', '203.0.113.7']);

    // Staff see them on the proposal, newest first.
    const dto = (await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data;
    expect(dto.visitLogs.map((x: { ip: string }) => x.ip)).toEqual(['198.51.100.20', '203.0.113.7']);
    expect(dto.visitLogs[0]).toMatchObject({ id: expect.any(String), user_agent: BROWSER_UA, created_at: expect.any(String) });
  });

  it('skips (still 204) link previewers, mail scanners and the workspace\'s own staff; HEAD never records', async () => {
    const p = await published(t);
    for (const ua of [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17029; Pro)',
      'curl/8.5.0',
      '',
    ]) {
      expect((await visit(p, { 'user-agent': ua })).statusCode).toBe(204);
    }
    expect((await visit(p, p.owner.headers)).statusCode).toBe(204);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/v1/proposal/${p.proposal.slug}/visit`, headers: { 'user-agent': BROWSER_UA } });
    expect(head.statusCode).not.toBe(204);
    expect(await visitsOf(p)).toHaveLength(0);
    expect(await firstViews(p)).toHaveLength(0);

    // Staff of another workspace are people like any other.
    const other = await published(t);
    expect((await visit(p, other.owner.headers)).statusCode).toBe(204);
    expect(await visitsOf(p)).toHaveLength(1);
  });

  it('concurrent first visits from several people: each recorded, staff notified exactly once', async () => {
    const p = await published(t);
    const answers = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map((ip) => visit(p, {}, ip)));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);
    expect(await visitsOf(p)).toHaveLength(4);
    expect(await firstViews(p)).toHaveLength(1);
  });

  it('404 for an unknown or unfinished proposal', async () => {
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${crypto.randomUUID()}/visit` }), 404, 'NOT_FOUND');
    const init = await published(t, { finish: false });
    expectError(await visit(init), 404, 'NOT_FOUND');
  });

  it('isBotUserAgent: real browsers (including headless Chromium) are people', () => {
    expect(isBotUserAgent(BROWSER_UA)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe(false);
    expect(isBotUserAgent('TelegramBot (like TwitterBot)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)')).toBe(true);
    expect(isBotUserAgent('python-requests/2.31.0')).toBe(true);
  });
});

describe('DELETE /v1/visits/{id}', () => {
  it('staff remove a visit of their workspace: 401 without a token, 404 for another workspace or an unknown id', async () => {
    const p = await published(t);
    await visit(p);
    const [v] = await visitsOf(p);
    const other = await published(t);
    expectError(await del({}, `/api/v1/visits/${v!.id}`), 401, 'UNAUTHENTICATED');
    expectError(await del(other.owner.headers, `/api/v1/visits/${v!.id}`), 404, 'NOT_FOUND');
    expectError(await del(p.owner.headers, `/api/v1/visits/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expect(await visitsOf(p)).toHaveLength(1);
    expect((await del(p.owner.headers, `/api/v1/visits/${v!.id}`)).statusCode).toBe(204);
    expect(await visitsOf(p)).toHaveLength(0);
    expect((await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data.visitLogs).toEqual([]);
  });
});
