import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES as PM } from '@trato/domain/portal/messages';
import { useTestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { activities, customerNotifications, notifications, serviceLines, services } from '../../db/schema/index.ts';
import { addCompany, addLine } from '../proposals/proposals.fixtures.ts';
import { scopedSession, secondPortal, signedPortal, strangerCustomer } from './portal.fixtures.ts';

const t = useTestApp();
const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
const put = (headers: Record<string, string>, url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers, ...(payload && { payload }) });
const quote = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/customer/services/quote/bulk', headers, payload });

/** A portal with optional catalogue services: one for any line, one for its line, one for another line, one private. */
async function portalWithCatalogue() {
  const p = await signedPortal(t);
  const ws = p.owner.workspace.id;
  const add = (name: string, isPublic = true) =>
    t.db.insert(services).values({ workspaceId: ws, name, type: 'simple', total: '50000', isPublic }).returning().then((r) => r[0]!);
  const anyLine = await add('Mantención mensual');
  const ofLine = await add('Fotografía de producto');
  const otherLine = await add('Asesoría legal');
  const hidden = await add('Tarifa interna', false);
  const elsewhere = await addLine(t, ws, 'Legal');
  await t.db.insert(serviceLines).values([
    { workspaceId: ws, serviceId: ofLine.id, lineId: p.line.id },
    { workspaceId: ws, serviceId: otherLine.id, lineId: elsewhere.id },
  ]);
  return { ...p, anyLine, ofLine, otherLine, hidden };
}

describe('GET /v1/customer/services', () => {
  it('the public catalogue services of the project’s line (or of every line) not already in it', async () => {
    const p = await portalWithCatalogue();
    const res = await get(p.headers, `/api/v1/customer/services?project_id=${p.project}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: { name: string; optional: boolean; requested: boolean }) => [s.name, s.optional, s.requested])).toEqual([
      ['Fotografía de producto', true, false],
      ['Mantención mensual', true, false],
    ]);
    // Without project_id: the customer's first portal.
    expect((await get(p.headers, '/api/v1/customer/services')).json().data).toHaveLength(2);
  });

  it('401 without a session; 404 with nothing leaked for another workspace’s portal or a same-workspace customer without access', async () => {
    const p = await portalWithCatalogue();
    const other = await signedPortal(t);
    expectError(await get({}, '/api/v1/customer/services'), 401, 'UNAUTHENTICATED');
    const r = await get(other.headers, `/api/v1/customer/services?project_id=${p.project}`);
    expectError(r, 404, 'NOT_FOUND', { message: PM.notFound });
    expect(leaksNothing(r.body, ['Mantención mensual', p.proposal.name])).toBe(true);
    const stranger = await strangerCustomer(t, p.owner.workspace.id, (await addCompany(t, p.owner.workspace.id, 'Otra')).id);
    expectError(await get(stranger.headers, `/api/v1/customer/services?project_id=${p.project}`), 404, 'NOT_FOUND');
    expectError(await get(stranger.headers, '/api/v1/customer/services'), 404, 'NOT_FOUND');
  });
});

describe('POST /v1/customer/services/quote/bulk', () => {
  it('notifies every staff member and records the request in the project activity; the services then show requested', async () => {
    const p = await portalWithCatalogue();
    const member = await createMember(t.db, p.owner.workspace.id, 'member');
    const res = await quote(p.headers, { service_ids: [p.anyLine.id, p.ofLine.id, p.anyLine.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PM.quoteRequested, data: { service_ids: [p.anyLine.id, p.ofLine.id] } });

    for (const userId of [p.owner.user.id, member.user.id]) {
      const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'services.quote_requested')));
      expect(bell).toHaveLength(1);
      expect(bell[0]).toMatchObject({ url: `/projects/${p.project}`, title: `${p.customer.name} pidió cotizar Mantención mensual, Fotografía de producto en el portal ${p.proposal.name}` });
    }
    // The staff bell shows it over the API too.
    const staffBell = (await get(p.owner.headers, '/api/v1/notifications')).body;
    expect(staffBell).toContain('pidió cotizar');
    const [activity] = await t.db.select().from(activities).where(and(eq(activities.projectId, p.project), eq(activities.type, 'services.quote_requested')));
    expect(activity!.data).toMatchObject({ service_ids: [p.anyLine.id, p.ofLine.id], customer_id: p.customer.id });
    // Staff find it in Spanish, never as its raw type (issue 30 §4).
    expect(activity!.searchText).toBe('Pidió cotizar «Mantención mensual, Fotografía de producto»');
    const found = (await get(p.owner.headers, `/api/v1/search?query=${encodeURIComponent('pidió cotizar')}`)).body;
    expect(found).toContain('Pidió cotizar «Mantención mensual, Fotografía de producto»');
    expect(found).not.toContain('quote_requested');
    const after = (await get(p.headers, '/api/v1/customer/services')).json().data;
    expect(after.every((s: { requested: boolean }) => s.requested)).toBe(true);
    const portal = (await get(p.headers, `/api/v1/customer/projects/${p.project}`)).json().data;
    expect(portal.services.filter((s: { requested: boolean }) => s.requested)).toHaveLength(2);
  });

  it('422 in Spanish for no services, a malformed id, a private, other-line or unknown service; nothing is written', async () => {
    const p = await portalWithCatalogue();
    expectError(await quote(p.headers, { service_ids: [] }), 422, 'VALIDATION_ERROR', { field: 'service_ids', message: PM.servicesRequired });
    expectError(await quote(p.headers, {}), 422, 'VALIDATION_ERROR', { field: 'service_ids', message: PM.servicesRequired });
    for (const id of [p.hidden.id, p.otherLine.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(await quote(p.headers, { service_ids: [p.anyLine.id, id] }), 422, 'VALIDATION_ERROR', { field: 'service_ids', message: PM.servicesUnknown });
    }
    expectError(await quote(p.headers, { service_ids: ['x'] }), 422, 'VALIDATION_ERROR');
    const bell = await t.db.select().from(notifications).where(eq(notifications.workspaceId, p.owner.workspace.id));
    expect(bell.filter((n) => n.type === 'services.quote_requested')).toEqual([]);
  });

  it('401 without a session; another workspace’s service or portal → 422 / 404 with nothing leaked', async () => {
    const p = await portalWithCatalogue();
    const other = await signedPortal(t);
    expectError(await quote({}, { service_ids: [p.anyLine.id] }), 401, 'UNAUTHENTICATED');
    expectError(await quote(other.headers, { service_ids: [p.anyLine.id] }), 422, 'VALIDATION_ERROR', { message: undefined, field: 'service_ids' });
    const r = await quote(other.headers, { service_ids: [p.anyLine.id], project_id: p.project });
    expectError(r, 404, 'NOT_FOUND');
    expect(leaksNothing(r.body, [p.proposal.name, 'Mantención mensual'])).toBe(true);
  });
});

describe('customer notifications', () => {
  async function withBell() {
    const p = await signedPortal(t);
    const second = await secondPortal(t, p);
    const ws = p.owner.workspace.id;
    const rows = await t.db
      .insert(customerNotifications)
      .values([
        { workspaceId: ws, customerId: p.customer.id, projectId: p.project, type: 'file.created', title: 'Nuevo archivo en tu portal', url: `/c/project/${p.project}` },
        { workspaceId: ws, customerId: p.customer.id, projectId: second.project, type: 'payment.paid', title: 'Pago marcado como pagado', url: `/c/project/${second.project}` },
      ])
      .returning();
    return { ...p, second, rows };
  }

  it('GET lists the customer’s own, newest first, with the unread count; a scoped session sees only its project’s', async () => {
    const p = await withBell();
    const res = await get(p.headers, '/api/v1/customer/notifications');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unread).toBe(2);
    expect(res.json().data.map((n: { title: string; readed: boolean }) => [n.title, n.readed]).sort()).toEqual([
      ['Nuevo archivo en tu portal', false],
      ['Pago marcado como pagado', false],
    ]);
    const scoped = await scopedSession(t, p.customer.id, p.project);
    expect((await get(scoped.headers, '/api/v1/customer/notifications')).json()).toMatchObject({ unread: 1, data: [{ title: 'Nuevo archivo en tu portal' }] });
  });

  it('PUT /{id}/read marks one, PUT /read marks all; another customer’s id → 404 and stays unread', async () => {
    const p = await withBell();
    const other = await withBell();
    const one = await put(p.headers, `/api/v1/customer/notifications/${p.rows[0]!.id}/read`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ updated: 1, unread: 1 });
    expectError(await put(p.headers, `/api/v1/customer/notifications/${other.rows[0]!.id}/read`), 404, 'NOT_FOUND', { message: PM.notificationNotFound });
    expect((await put(p.headers, '/api/v1/customer/notifications/read', { ids: [] })).json()).toEqual({ updated: 0, unread: 1 });
    // Someone else's ids are never touched.
    expect((await put(p.headers, '/api/v1/customer/notifications/read', { ids: [other.rows[0]!.id, other.rows[1]!.id] })).json()).toEqual({ updated: 0, unread: 1 });
    expect((await put(p.headers, '/api/v1/customer/notifications/read')).json()).toEqual({ updated: 1, unread: 0 });
    expect((await get(other.headers, '/api/v1/customer/notifications')).json().unread).toBe(2);
    expect((await get(p.headers, '/api/v1/customer/notifications')).json().data.every((n: { readed: boolean }) => n.readed)).toBe(true);
  });

  it('401 without a session or with a staff token; 422 for a malformed id', async () => {
    const p = await withBell();
    expectError(await get({}, '/api/v1/customer/notifications'), 401, 'UNAUTHENTICATED');
    expectError(await get(p.owner.headers, '/api/v1/customer/notifications'), 401, 'UNAUTHENTICATED');
    expectError(await put({}, '/api/v1/customer/notifications/read'), 401, 'UNAUTHENTICATED');
    expectError(await put(p.headers, '/api/v1/customer/notifications/x/read'), 422, 'VALIDATION_ERROR', { field: 'id' });
    expectError(await put(p.headers, '/api/v1/customer/notifications/read', { ids: ['x'] }), 422, 'VALIDATION_ERROR');
  });
});
