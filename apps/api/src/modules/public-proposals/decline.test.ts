import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { auditEvents, notifications, projects } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { BROWSER_UA, published } from './public.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { get, post } = api(t);
const client = { 'user-agent': BROWSER_UA };

describe('POST /v1/proposal/{slugOrId}/decline', () => {
  it('the client declines with a reason: DECLINED with its date, staff notified in the bell and by email, audit declined', async () => {
    const p = await published(t);
    const member = await createMember(t.db, p.owner.workspace.id, 'member', { name: 'Pedro Álvarez' });
    const res = await post(client, `/api/v1/proposal/${p.proposal.slug}/decline`, { declined_reason: '  El valor del sitio web es muy alto.\nPrefiero dos etapas.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'DECLINED', status_label: 'Rechazado', declined_reason: 'El valor del sitio web es muy alto.\nPrefiero dos etapas.', can_sign: false, can_decline: false });
    expect(Date.now() - Date.parse(data.declined_at)).toBeLessThan(60_000);

    const bell = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, p.owner.workspace.id), eq(notifications.type, 'proposal.declined')));
    expect(bell.map((n) => n.userId).sort()).toEqual([p.owner.user.id, member.user.id].sort());
    expect(bell[0]!.title).toBe('El cliente rechazó la cotización Rediseño de marca Ñuñoa');
    expect(bell[0]!.url).toBe(`/proposals/${p.proposal.id}`);

    const email = await mail.lastTo(member.user.email);
    expect(email.subject).toBe(`Se solicitaron modificaciones a la cotización ${p.proposal.code} «Rediseño de marca Ñuñoa»`);
    expect(email.text).toContain(`Panadería Ñuñoa rechazó la cotización ${p.proposal.code} «Rediseño de marca Ñuñoa»`);
    expect(email.text).toContain('El valor del sitio web es muy alto.');
    expect(email.text).toContain(`http://trato.test/proposals/${p.proposal.id}`);
    await mail.lastTo(p.owner.user.email);

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.projectId, p.proposal.id));
    const declined = events.find((e) => e.type === 'declined');
    expect(declined?.data).toEqual({ reason: 'El valor del sitio web es muy alto.\nPrefiero dos etapas.' });
    expect(declined?.userAgent).toBe(BROWSER_UA);

    // Staff see the reason; the provider can duplicate it into a new version.
    const staff = await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`);
    expect(staff.json().data).toMatchObject({ status: 'DECLINED', declined_reason: 'El valor del sitio web es muy alto.\nPrefiero dos etapas.' });
    expect((await post(p.owner.headers, `/api/v1/proposal/${p.proposal.id}/duplicate`)).statusCode).toBe(201);
  });

  it('works without a reason (SENT too), and a second decline is 409 PROPOSAL_NOT_OPEN', async () => {
    const p = await published(t);
    await t.db.update(projects).set({ status: 'SENT' }).where(eq(projects.id, p.proposal.id));
    const res = await post(client, `/api/v1/proposal/${p.proposal.id}/decline`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'DECLINED', declined_reason: null });
    expectError(await post(client, `/api/v1/proposal/${p.proposal.slug}/decline`, {}), 409, 'PROPOSAL_NOT_OPEN', { message: M.notOpen });
  });

  it('409 for accepted or filed proposals, 409 PROPOSAL_EXPIRED past its valid-until day; nothing changes', async () => {
    const p = await published(t);
    for (const status of ['ACCEPTED', 'FILED']) {
      await t.db.update(projects).set({ status }).where(eq(projects.id, p.proposal.id));
      expectError(await post(client, `/api/v1/proposal/${p.proposal.slug}/decline`, {}), 409, 'PROPOSAL_NOT_OPEN');
    }
    await t.db.update(projects).set({ status: 'SENT', validUntilAt: new Date('2025-06-01T00:00:00Z') }).where(eq(projects.id, p.proposal.id));
    expectError(await post(client, `/api/v1/proposal/${p.proposal.slug}/decline`, {}), 409, 'PROPOSAL_EXPIRED', { message: M.expired });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.proposal.id));
    expect(row).toMatchObject({ status: 'SENT', declinedAt: null });
  });

  it('403 DEMO_WORKSPACE for a demo workspace; 422 for a reason over 2000 characters; 404 for an unknown link', async () => {
    const demo = await published(t, { isDemo: true });
    expectError(await post(client, `/api/v1/proposal/${demo.proposal.slug}/decline`, {}), 403, 'DEMO_WORKSPACE', { message: M.demo });
    const p = await published(t);
    expectError(await post(client, `/api/v1/proposal/${p.proposal.slug}/decline`, { declined_reason: 'x'.repeat(2001) }), 422, 'VALIDATION_ERROR', {
      field: 'declined_reason',
      message: M.reasonTooLong,
    });
    expectError(await post(client, `/api/v1/proposal/${crypto.randomUUID()}/decline`, {}), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.proposal.id));
    expect(row!.status).toBe('DRAFT');
  });
});
