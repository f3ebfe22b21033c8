import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { comments, notifications } from '../../db/schema/index.ts';
import { addCompany } from '../proposals/proposals.fixtures.ts';
import { scopedSession, secondPortal, signedPortal, strangerCustomer } from '../portal/portal.fixtures.ts';
import { BROWSER_UA } from '../public-proposals/public.fixtures.ts';
import { issueCustomerToken } from '../customer-auth/customer-tokens.ts';
import { signableProposal, signOk } from '../signatures/signatures.fixtures.ts';
import { bearer } from '../../../test/http.ts';

const t = useTestApp();
const list = (headers: Record<string, string>, projectId: string) => t.app.inject({ method: 'GET', url: `/api/v1/comments?type=project&proposalId=${projectId}`, headers });
const post = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/comments', headers, payload });

describe('comments on a portal (project thread)', () => {
  it('the client comments as themselves (origin portal, never Visitante); staff see it, are notified, and answer; the client reacts', async () => {
    const p = await signedPortal(t);
    const res = await post(p.headers, { type: 'project', proposalId: p.project, origin: 'portal', body: '¿Cuándo empieza la etapa 2?' });
    expect(res.statusCode, res.body).toBe(201);
    const mine = res.json().data;
    expect(mine).toMatchObject({ origin: 'portal', author: { name: p.customer.name, kind: 'customer' }, can_delete: true });
    expect(res.json().author_token).toBeUndefined();
    const [row] = await t.db.select().from(comments).where(eq(comments.id, mine.id));
    expect(row).toMatchObject({ projectId: p.project, customerId: p.customer.id, origin: 'portal' });

    const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, p.owner.user.id), eq(notifications.type, 'comment.created')));
    expect(bell.at(-1)).toMatchObject({ url: `/projects/${p.project}`, title: `${p.customer.name} comentó en el portal ${p.proposal.name}` });

    expect((await post(p.owner.headers, { proposalId: p.project, origin: 'admin', body: 'La próxima semana.' })).statusCode).toBe(201);
    // The client's bell rings for the staff answer (not for their own comment).
    const clientBell = (await t.app.inject({ method: 'GET', url: '/api/v1/customer/notifications', headers: p.headers })).json();
    expect(clientBell.data.filter((n: { type: string }) => n.type === 'comment.created')).toEqual([
      expect.objectContaining({ title: `${p.owner.user.name} comentó en el portal ${p.proposal.name}`, url: `/c/project/${p.project}`, readed: false }),
    ]);
    const seen = await list(p.headers, p.project);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().viewer).toEqual({ kind: 'customer', name: p.customer.name });
    expect(seen.json().data.map((c: { author: { name: string; kind: string } }) => [c.author.kind, c.author.name])).toEqual([
      ['customer', p.customer.name],
      ['staff', p.owner.user.name],
    ]);
    expect((await list(p.owner.headers, p.project)).json().data).toHaveLength(2);

    const react = await t.app.inject({ method: 'POST', url: `/api/v1/comments/${seen.json().data[1].id}/react`, headers: p.headers, payload: { emoji: '👍' } });
    expect(react.statusCode, react.body).toBe(200);
    expect(react.json().data.reactions).toEqual([{ emoji: '👍', count: 1, reacted: true }]);
    const portal = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/projects/${p.project}`, headers: p.headers })).json().data;
    expect(portal.comments_count).toBe(2);
  });

  it('nobody else sees or writes it: a visitor, another workspace’s staff or customer, a same-workspace customer without access, a session scoped to another portal → 404, nothing leaked', async () => {
    const p = await signedPortal(t);
    await post(p.headers, { proposalId: p.project, origin: 'portal', body: 'Comentario privado del portal' });
    const secrets = ['Comentario privado del portal', p.customer.name];
    const otherOwner = await createOwner(t.db);
    const otherClient = await signedPortal(t);
    const stranger = await strangerCustomer(t, p.owner.workspace.id, (await addCompany(t, p.owner.workspace.id, 'Otra')).id);
    const second = await secondPortal(t, p);
    const scoped = await scopedSession(t, p.customer.id, second.project);
    for (const headers of [{}, otherOwner.headers, otherClient.headers, stranger.headers, scoped.headers]) {
      const r = await list(headers, p.project);
      expectError(r, 404, 'NOT_FOUND');
      expect(leaksNothing(r.body, secrets)).toBe(true);
      expectError(await post(headers, { proposalId: p.project, origin: 'portal', body: 'hola', author_name: 'X', author_email: 'x@x.cl' }), 404, 'NOT_FOUND');
    }
    const [c] = await t.db.select().from(comments).where(eq(comments.projectId, p.project));
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/comments/${c!.id}/react`, headers: stranger.headers, payload: { emoji: '👍' } }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${c!.id}`, headers: otherClient.headers }), 404, 'NOT_FOUND');
    expect(await t.db.select().from(comments).where(eq(comments.projectId, p.project))).toHaveLength(1);
  });

  it('422 in Spanish for an empty comment; the author deletes their own', async () => {
    const p = await signedPortal(t);
    expectError(await post(p.headers, { proposalId: p.project, origin: 'portal', body: '  ' }), 422, 'VALIDATION_ERROR', { field: 'body' });
    const id = (await post(p.headers, { proposalId: p.project, origin: 'portal', body: 'borrar' })).json().data.id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: p.headers });
    expect(del.statusCode).toBe(204);
    expect((await list(p.headers, p.project)).json().data).toEqual([]);
  });

  it('one thread from first question to project (decision 0081): the proposal page’s comments open the portal’s conversation, in every API that reads it', async () => {
    const s = await signableProposal(t);
    const onPage = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: { 'user-agent': BROWSER_UA },
        payload: { type: 'proposal', proposalId: s.proposal.slug, origin: 'public', author_name: 'Marta Núñez', author_email: 'marta@panaderia.cl', body },
      });
    expect((await onPage('¿El plazo incluye la instalación?')).statusCode).toBe(201);
    expect((await post(s.owner.headers, { proposalId: s.proposal.slug, origin: 'admin', body: 'Sí, incluida.' })).statusCode).toBe(201);
    const project = (await signOk(t, s.proposal.slug, { signer: s.company.contact })).project_id as string;
    const client = bearer((await issueCustomerToken(t.db, s.company.contact.id, 'magic-link')).token);

    expect((await post(client, { type: 'project', proposalId: project, origin: 'portal', body: '¿Cuándo empezamos?' })).statusCode).toBe(201);
    expect((await post(s.owner.headers, { type: 'project', proposalId: project, origin: 'admin', body: 'El lunes.' })).statusCode).toBe(201);
    const conversation = ['¿El plazo incluye la instalación?', 'Sí, incluida.', '¿Cuándo empezamos?', 'El lunes.'];
    for (const headers of [client, s.owner.headers]) {
      const seen = await list(headers, project);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.map((c: { body: string }) => c.body)).toEqual(conversation);
    }
    const portal = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/projects/${project}`, headers: client })).json().data;
    expect(portal.comments_count).toBe(4);
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project}/client`, headers: s.owner.headers })).json().data;
    expect(staffView.comments_count).toBe(4);
    const staffProject = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project}`, headers: s.owner.headers })).json().data;
    expect(staffProject.comments_count).toBe(4);
    // The proposal page keeps its own thread: the portal's talk stays in the portal.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/comments?type=proposal&proposalId=${s.proposal.slug}`, headers: { 'user-agent': BROWSER_UA } });
    expect(page.json().data.map((c: { body: string }) => c.body)).toEqual(conversation.slice(0, 2));
    // Nobody else reads the joined thread: another workspace's staff get 404 without a word of it.
    const other = await createOwner(t.db);
    const refused = await list(other.headers, project);
    expectError(refused, 404, 'NOT_FOUND');
    expect(leaksNothing(refused.body, conversation)).toBe(true);
  });
});
