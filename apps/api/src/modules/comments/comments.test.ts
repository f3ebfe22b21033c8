import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { auditEvents, comments, notifications, projects } from '../../db/schema/index.ts';
import { addLine, api, readyProposal, type Json } from '../proposals/proposals.fixtures.ts';
import { BROWSER_UA, published, signedInCustomer, type Published } from '../public-proposals/public.fixtures.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';

const t = useTestApp();
const { get, del } = api(t);
type H = Record<string, string>;

let ipSeq = 0;
/** Each call comes from its own address unless told, so the per-IP limit only bites where tested. */
const freshIp = () => `198.51.100.${(ipSeq = (ipSeq % 250) + 1)}`;

const comment = (p: Published, body: object, headers: H = {}, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/comments', headers: { 'user-agent': BROWSER_UA, ...headers }, payload: { type: 'proposal', proposalId: p.proposal.slug, ...body }, remoteAddress: ip });
const thread = async (p: Published, headers: H = {}): Promise<Json[]> => {
  const res = await get(headers, `/api/v1/comments?type=proposal&proposalId=${p.proposal.slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const react = (id: string, body: object, headers: H = {}, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/comments/${id}/react`, headers, payload: body, remoteAddress: ip });
const guest = { origin: 'public', author_name: 'Marta Núñez', author_email: 'Marta@Panaderia.cl' };

describe('comments on a public proposal', () => {
  it('a visitor comments with name and email, gets an author token; staff are notified; audit commented; the thread shows it', async () => {
    const p = await published(t);
    const res = await comment(p, { ...guest, body: '  ¿Se puede pagar en dos cuotas?  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { data, author_token } = res.json();
    expect(author_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data).toMatchObject({ origin: 'public', author: { name: 'Marta Núñez', kind: 'guest', avatar: null }, body: '¿Se puede pagar en dos cuotas?', reactions: [], can_delete: true });

    const [stored] = await t.db.select().from(comments).where(eq(comments.id, data.id));
    expect(stored).toMatchObject({ authorEmail: 'marta@panaderia.cl', workspaceId: p.owner.workspace.id });
    expect(stored!.authorSecretHash).not.toContain(author_token);

    const bell = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, p.owner.workspace.id), eq(notifications.type, 'comment.created')));
    expect(bell.map((n) => n.title)).toEqual(['Marta Núñez comentó la cotización Rediseño de marca Ñuñoa']);
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.projectId, p.proposal.id), eq(auditEvents.type, 'commented')));
    expect(audit[0]!.data).toMatchObject({ comment_id: data.id, origin: 'public', author: 'Marta Núñez' });

    // Anyone with the link reads it; only its author (token) may delete it.
    const [seen] = await thread(p);
    expect(seen).toMatchObject({ id: data.id, can_delete: false });
    expect((await thread(p, { 'x-comment-token': author_token }))[0]!.can_delete).toBe(true);
    expect((await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data.comments_count).toBe(1);
  });

  it('a body with markup is stored and returned verbatim, as text (the web renders text, never HTML)', async () => {
    const p = await published(t);
    const body = '<script>alert("x")</script> <b>negrita</b> & "comillas"';
    const res = await comment(p, { ...guest, body });
    expect(res.json().data.body).toBe(body);
    expect((await thread(p))[0]!.body).toBe(body);
    const [stored] = await t.db.select().from(comments).where(eq(comments.projectId, p.proposal.id));
    expect(stored!.body).toBe(body);
  });

  it('422 in Spanish: empty or too long body, a visitor without name or with an invalid email, an unknown origin', async () => {
    const p = await published(t);
    expectError(await comment(p, { ...guest, body: '   ' }), 422, 'VALIDATION_ERROR', { field: 'body', message: M.bodyEmpty });
    expectError(await comment(p, { ...guest, body: 'x'.repeat(2001) }), 422, 'VALIDATION_ERROR', { field: 'body', message: M.bodyTooLong });
    expectError(await comment(p, { origin: 'public', author_email: 'marta@panaderia.cl', body: 'Hola' }), 422, 'VALIDATION_ERROR', { field: 'author_name', message: M.nameMissing });
    expectError(await comment(p, { ...guest, author_email: 'no-es-correo', body: 'Hola' }), 422, 'VALIDATION_ERROR', { field: 'author_email', message: M.emailInvalid });
    expectError(await comment(p, { ...guest, origin: 'otro', body: 'Hola' }), 422, 'VALIDATION_ERROR', { field: 'origin', message: M.originInvalid });
    expect(await thread(p)).toEqual([]);
  });

  it('staff comment as themselves (origin admin, nobody notified); customers of the project as themselves', async () => {
    const p = await published(t);
    const res = await comment(p, { origin: 'admin', body: 'Sí, en dos cuotas sin costo.' }, p.owner.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('author_token');
    expect(res.json().data).toMatchObject({ origin: 'admin', author: { name: 'Ana Pérez', kind: 'staff' }, can_delete: true });

    const customer = await signedInCustomer(t, p);
    const byCustomer = await comment(p, { origin: 'customer', body: 'Perfecto, gracias.' }, customer.headers);
    expect(byCustomer.statusCode, byCustomer.body).toBe(201);
    expect(byCustomer.json().data).toMatchObject({ origin: 'customer', author: { name: 'Marta Núñez', kind: 'customer' }, can_delete: true });

    const bell = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, p.owner.workspace.id), eq(notifications.type, 'comment.created')));
    expect(bell.map((n) => n.title)).toEqual(['Marta Núñez comentó la cotización Rediseño de marca Ñuñoa']);
    // Staff see the one thread, may delete all of it.
    const staffView = await thread(p, p.owner.headers);
    expect(staffView.map((c) => [c.body, c.can_delete])).toEqual([
      ['Sí, en dos cuotas sin costo.', true],
      ['Perfecto, gracias.', true],
    ]);
  });

  it("the client signed in after signing one proposal comments as themselves on the company's next proposal", async () => {
    const p = await published(t);
    const customer = await signedInCustomer(t, p);
    const line = await addLine(t, p.owner.workspace.id, 'Web');
    const next: Published = { ...p, proposal: await readyProposal(t, p.owner, { lineId: line.id, companyId: p.company.id, name: 'Segunda etapa' }) };
    const res = await comment(next, { origin: 'customer', body: '¿Cuándo empezamos?' }, customer.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ origin: 'customer', author: { name: 'Marta Núñez', kind: 'customer' } });
    // A customer token means nothing on another workspace's proposal.
    const other = await published(t);
    expectError(await comment(other, { origin: 'customer', body: 'Hola' }, customer.headers), 401, 'UNAUTHENTICATED');
  });

  it('origin admin needs a staff token of that workspace: 401 without, 404 for another workspace; customer origin needs a customer', async () => {
    const p = await published(t, { name: 'Cotización reservada' });
    const other = await published(t);
    expectError(await comment(p, { origin: 'admin', body: 'Hola' }), 401, 'UNAUTHENTICATED');
    const foreign = await comment(p, { origin: 'admin', body: 'Hola' }, other.owner.headers);
    expectError(foreign, 404, 'NOT_FOUND');
    expect(leaksNothing(foreign.body, ['Cotización reservada', p.owner.workspace.name])).toBe(true);
    expectError(await comment(p, { origin: 'customer', body: 'Hola' }), 401, 'UNAUTHENTICATED');
    expect(await thread(p)).toEqual([]);
  });

  it('404 for an unknown, unfinished or trashed proposal, reading or writing', async () => {
    const init = await published(t, { finish: false });
    const trashed = await published(t);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed.proposal.id));
    for (const p of [init, trashed]) {
      expectError(await get({}, `/api/v1/comments?type=proposal&proposalId=${p.proposal.slug}`), 404, 'NOT_FOUND');
      expectError(await get(p.owner.headers, `/api/v1/comments?type=proposal&proposalId=${p.proposal.id}`), 404, 'NOT_FOUND');
      expectError(await comment(p, { ...guest, body: 'Hola' }), 404, 'NOT_FOUND');
    }
    expectError(await get({}, `/api/v1/comments?type=proposal&proposalId=${crypto.randomUUID()}`), 404, 'NOT_FOUND');
  });

  it('429 in Spanish after 10 comments from one address on one proposal within 10 minutes', async () => {
    const p = await published(t);
    for (let i = 0; i < 10; i++) expect((await comment(p, { ...guest, body: `Pregunta ${i}` }, {}, '203.0.113.99')).statusCode).toBe(201);
    expectError(await comment(p, { ...guest, body: 'Una más' }, {}, '203.0.113.99'), 429, 'TOO_MANY_REQUESTS', { message: M.tooMany });
    // Staff answering from the same address, another address, or another proposal are not affected.
    expect((await comment(p, { origin: 'admin', body: 'Respondo todo' }, p.owner.headers, '203.0.113.99')).statusCode).toBe(201);
    expect((await comment(p, { ...guest, body: 'Desde otro lugar' }, {}, '203.0.113.100')).statusCode).toBe(201);
    const q = await published(t);
    expect((await comment(q, { ...guest, body: 'Otra cotización' }, {}, '203.0.113.99')).statusCode).toBe(201);
  });
});

describe('GET /v1/comments: who the caller is on the thread', () => {
  it('staff, a customer of the proposal, a guest by token, or an anonymous visitor; a customer elsewhere is a visitor', async () => {
    const p = await published(t);
    const viewer = async (headers: H) => (await get(headers, `/api/v1/comments?type=proposal&proposalId=${p.proposal.slug}`)).json().viewer;
    const customer = await signedInCustomer(t, p);
    const { author_token } = (await comment(p, { ...guest, body: 'Hola' })).json();
    expect(await viewer(p.owner.headers)).toEqual({ kind: 'staff', name: 'Ana Pérez' });
    expect(await viewer(customer.headers)).toEqual({ kind: 'customer', name: 'Marta Núñez' });
    expect(await viewer({ 'x-comment-token': author_token })).toEqual({ kind: 'guest', name: 'Marta Núñez' });
    expect(await viewer({})).toEqual({ kind: 'guest', name: null });
    const other = await published(t);
    expect((await get(customer.headers, `/api/v1/comments?type=proposal&proposalId=${other.proposal.slug}`)).json().viewer).toEqual({ kind: 'guest', name: null });
  });
});

describe('DELETE /v1/comments/{id}', () => {
  it('its author (token) deletes it; someone else gets 403; staff delete any; another workspace 404; unknown 404', async () => {
    const p = await published(t);
    const first = (await comment(p, { ...guest, body: 'Primero' })).json();
    const second = (await comment(p, { ...guest, author_name: 'Otro', author_email: 'otro@ejemplo.cl', body: 'Segundo' })).json();
    const other = await published(t);

    expectError(await del({}, `/api/v1/comments/${first.data.id}`), 403, 'FORBIDDEN', { message: M.notYours });
    expectError(await del({ 'x-comment-token': second.author_token }, `/api/v1/comments/${first.data.id}`), 403, 'FORBIDDEN');
    expectError(await del(other.owner.headers, `/api/v1/comments/${first.data.id}`), 404, 'NOT_FOUND');
    expect((await del({ 'x-comment-token': first.author_token }, `/api/v1/comments/${first.data.id}`)).statusCode).toBe(204);
    expectError(await del({ 'x-comment-token': first.author_token }, `/api/v1/comments/${first.data.id}`), 404, 'NOT_FOUND');
    expect((await del(p.owner.headers, `/api/v1/comments/${second.data.id}`)).statusCode).toBe(204);
    expect(await thread(p)).toEqual([]);
    expect((await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data.comments_count).toBe(0);
    expectError(await del(p.owner.headers, `/api/v1/comments/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
  });

  it('a customer deletes their own comment, not a guest\'s', async () => {
    const p = await published(t);
    const customer = await signedInCustomer(t, p);
    const own = (await comment(p, { origin: 'customer', body: 'Mío' }, customer.headers)).json().data;
    const theirs = (await comment(p, { ...guest, body: 'De otro' })).json().data;
    expectError(await del(customer.headers, `/api/v1/comments/${theirs.id}`), 403, 'FORBIDDEN');
    expect((await del(customer.headers, `/api/v1/comments/${own.id}`)).statusCode).toBe(204);
  });
});

describe('POST /v1/comments/{id}/react', () => {
  it('toggles one reaction per person per emoji, counted per emoji with whether the viewer reacted', async () => {
    const p = await published(t);
    const { data: c, author_token } = (await comment(p, { ...guest, body: 'Me gusta la propuesta' })).json();

    const byAuthor = await react(c.id, { emoji: '👍' }, { 'x-comment-token': author_token });
    expect(byAuthor.statusCode, byAuthor.body).toBe(200);
    expect(byAuthor.json()).not.toHaveProperty('author_token');
    expect(byAuthor.json().data.reactions).toEqual([{ emoji: '👍', count: 1, reacted: true }]);

    const staff = await react(c.id, { emoji: '👍' }, p.owner.headers);
    expect(staff.json().data.reactions).toEqual([{ emoji: '👍', count: 2, reacted: true }]);
    const heart = await react(c.id, { emoji: '❤' }, p.owner.headers);
    expect(heart.json().data.reactions).toEqual([
      { emoji: '👍', count: 2, reacted: true },
      { emoji: '❤️', count: 1, reacted: true },
    ]);
    // Another guest of the thread (they wrote in it): their own token, their own reaction.
    const { author_token: other } = (await comment(p, { origin: 'public', author_name: 'Luis', author_email: 'luis@ejemplo.cl', body: 'Yo también' })).json();
    const byOther = await react(c.id, { emoji: '👍' }, { 'x-comment-token': other });
    expect(byOther.json().data.reactions[0]).toEqual({ emoji: '👍', count: 3, reacted: true });

    // Reacting again removes it.
    const again = await react(c.id, { emoji: '👍' }, p.owner.headers);
    expect(again.json().data.reactions).toEqual([
      { emoji: '👍', count: 2, reacted: false },
      { emoji: '❤️', count: 1, reacted: true },
    ]);
    const seenByAuthor = (await thread(p, { 'x-comment-token': author_token }))[0]!;
    expect(seenByAuthor.reactions).toEqual([
      { emoji: '👍', count: 2, reacted: true },
      { emoji: '❤️', count: 1, reacted: false },
    ]);
  });

  it('a visitor without a guest token of the thread cannot react, whatever name and email they type: 401, nothing counted, however many calls (issue 29)', async () => {
    const p = await published(t);
    const { data: c, author_token: victim } = (await comment(p, { ...guest, body: 'Me encanta' })).json();
    const asVictim = { 'x-comment-token': victim };
    expect((await react(c.id, { emoji: '👍' }, asVictim)).json().data.reactions).toEqual([{ emoji: '👍', count: 1, reacted: true }]);

    // A script calling again and again without a token (typing the victim's name and email, or
    // anyone's): each call used to add a 👍 as a new guest.
    for (const body of [
      { emoji: '👍', author_name: guest.author_name, author_email: guest.author_email },
      { emoji: '👍', author_name: guest.author_name, author_email: guest.author_email },
      { emoji: '👍', author_name: 'Luis', author_email: 'luis@ejemplo.cl' },
      { emoji: '🎉' },
    ]) {
      const res = await react(c.id, body);
      expectError(res, 401, 'UNAUTHENTICATED', { message: M.reactNeedsComment });
      expect(res.body).not.toContain('author_token');
    }
    // A token that is no guest's, or another thread's: the same.
    const other = await published(t);
    const { author_token: elsewhere } = (await comment(other, { ...guest, body: 'Otra' })).json();
    for (const token of ['x'.repeat(43), elsewhere]) {
      expectError(await react(c.id, { emoji: '👍' }, { 'x-comment-token': token }), 401, 'UNAUTHENTICATED', { message: M.reactNeedsComment });
    }
    expect((await thread(p, asVictim))[0]!.reactions).toEqual([{ emoji: '👍', count: 1, reacted: true }]);
    // One token, one reaction of a kind: the victim's second call takes theirs back.
    expect((await react(c.id, { emoji: '👍' }, asVictim)).json().data.reactions).toEqual([]);
  });

  it('422 for an emoji outside the set; 404 for another workspace or an unknown comment', async () => {
    const p = await published(t);
    const { data: c } = (await comment(p, { ...guest, body: 'Hola' })).json();
    expectError(await react(c.id, { emoji: '💩' }, p.owner.headers), 422, 'VALIDATION_ERROR', { field: 'emoji', message: M.emojiInvalid });
    const other = await published(t);
    expectError(await react(c.id, { emoji: '👍' }, other.owner.headers), 404, 'NOT_FOUND');
    expectError(await react(crypto.randomUUID(), { emoji: '👍' }, p.owner.headers), 404, 'NOT_FOUND');
    expect((await thread(p))[0]!.reactions).toEqual([]);
  });
});
