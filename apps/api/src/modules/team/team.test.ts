import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATIONS_PER_HOUR, TEAM_MESSAGES } from '@trato/domain/workspace/team';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { emailOutbox, memberships, teamInvitations, users } from '../../db/schema/index.ts';

const t = useTestApp();
const mail = useMailSink(t);

const NEW_PASSWORD = 'faro-naranja-velero-77';
let seq = 0;
const email = (tag = 'nuevo') => `${tag}.${Date.now().toString(36)}${seq++}@equipo.test`;

const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/teams', headers });
const invite = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/teams/invite', headers, payload });
const resend = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'POST', url: `/api/v1/teams/invitations/${id}/resend`, headers });
const revoke = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/teams/invitations/${id}`, headers });
const remove = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/teams/${id}`, headers });
const peek = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/invitations/${encodeURIComponent(token)}` });
const accept = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', headers, payload });

/** Invites `to` as the owner and returns the invitation and the token from the delivered email. */
async function invited(owner: { headers: Record<string, string> }, to: string, role: 'admin' | 'member' = 'member') {
  const res = await invite(owner.headers, { email: to, role });
  expect(res.statusCode, res.body).toBe(201);
  const link = linkIn(await mail.lastTo(to), '/team/accept');
  return { invitation: res.json().data as { id: string; email: string; role: string }, token: link.searchParams.get('token')!, link };
}

describe('GET /api/v1/teams', () => {
  it('lists members with name, email, role and joined date, and pending invitations', async () => {
    const owner = await createOwner(t.db, { user: { name: 'Olga Owner' } });
    const member = await createMember(t.db, owner.workspace.id, 'member', { name: 'Mario Miembro' });
    const to = email();
    await invited(owner, to, 'admin');

    const res = await list(member.headers);
    expect(res.statusCode).toBe(200);
    const { members, invitations } = res.json().data;
    expect(members).toEqual([
      expect.objectContaining({ name: 'Olga Owner', email: owner.user.email, role: 'owner', user_id: owner.user.id, is_you: false }),
      expect.objectContaining({ name: 'Mario Miembro', email: member.user.email, role: 'member', is_you: true }),
    ]);
    expect(Date.parse(members[0].joined_at)).not.toBeNaN();
    expect(invitations).toEqual([expect.objectContaining({ email: to, role: 'admin', invited_by: 'Olga Owner', expired: false })]);
    const days = (Date.parse(invitations[0].expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(res.body).not.toMatch(/token/i);
  });

  it('answers 401 without a token', async () => {
    expectError(await list({}), 401, 'UNAUTHENTICATED');
  });

  it('shows each workspace only its own team', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const to = email('solo-a');
    await invited(a, to);
    const body = (await list(b.headers)).body;
    expect(leaksNothing(body, [a.user.email, a.user.id, to])).toBe(true);
  });
});

describe('POST /api/v1/teams/invite', () => {
  it('emails a single-use link to /team/accept, storing only the SHA-256 of the token', async () => {
    const owner = await createOwner(t.db, { user: { name: 'Olga Owner' }, workspace: { name: 'Estudio Faro' } });
    const to = email();
    const { invitation, token, link } = await invited(owner, to);
    expect(link.origin + link.pathname).toBe('http://trato.test/team/accept');
    expect(token).toMatch(/^[\w-]{43}$/);
    const message = await mail.lastTo(to);
    expect(message.subject).toBe('Olga Owner te invitó a Estudio Faro en Trato');
    expect(message.text).toContain('como miembro');
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row).toMatchObject({ workspaceId: owner.workspace.id, email: to, role: 'member', invitedBy: owner.user.id });
  });

  it('lower-cases the email; re-inviting replaces the pending invitation and its link', async () => {
    const owner = await createOwner(t.db);
    const to = email();
    const first = await invited(owner, to.toUpperCase().replace('@EQUIPO.TEST', '@equipo.test'));
    expect(first.invitation.email).toBe(to);
    const second = await invited(owner, to, 'admin');
    expect(second.token).not.toBe(first.token);
    const { invitations } = (await list(owner.headers)).json().data;
    expect(invitations).toEqual([expect.objectContaining({ id: second.invitation.id, role: 'admin' })]);
    expectError(await peek(first.token), 404, 'NOT_FOUND', { message: TEAM_MESSAGES.invitationInvalid });
    expect((await peek(second.token)).statusCode).toBe(200);
  });

  it('refuses someone who is already a member (422, Spanish)', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expectError(await invite(owner.headers, { email: member.user.email.toUpperCase(), role: 'member' }), 422, 'VALIDATION_ERROR', {
      field: 'email',
      message: TEAM_MESSAGES.alreadyMember,
    });
    expectError(await invite(owner.headers, { email: owner.user.email, role: 'admin' }), 422, 'VALIDATION_ERROR', {
      field: 'email',
      message: TEAM_MESSAGES.alreadyMember,
    });
  });

  it('validates email and role with Spanish messages', async () => {
    const owner = await createOwner(t.db);
    expectError(await invite(owner.headers, { email: 'no-es-correo', role: 'member' }), 422, 'VALIDATION_ERROR', {
      field: 'email',
      message: 'Ingresa un correo electrónico válido.',
    });
    expectError(await invite(owner.headers, { email: email(), role: 'owner' }), 422, 'VALIDATION_ERROR', {
      field: 'role',
      message: TEAM_MESSAGES.roleInvalid,
    });
    expectError(await invite(owner.headers, {}), 422, 'VALIDATION_ERROR', { field: 'email', message: 'Ingresa tu correo electrónico.' });
  });

  it('lets an admin invite; a member gets 403 and nothing is sent', async () => {
    const owner = await createOwner(t.db);
    const admin = await createMember(t.db, owner.workspace.id, 'admin');
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expect((await invite(admin.headers, { email: email(), role: 'member' })).statusCode).toBe(201);
    const to = email('prohibido');
    expectError(await invite(member.headers, { email: to, role: 'member' }), 403, 'FORBIDDEN');
    expect(await mail.deliver(to)).toEqual([]);
    expect(await t.db.select().from(teamInvitations).where(eq(teamInvitations.email, to))).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expectError(await invite({}, { email: email(), role: 'member' }), 401, 'UNAUTHENTICATED');
  });
});

describe('invitation emails are limited (issue 9 §6)', () => {
  const TOO_MANY = TEAM_MESSAGES.tooManyInvitations;

  it(`a burst of 25 invitations sends ${INVITATIONS_PER_HOUR}; the rest get 429 in Spanish and no email; another workspace is unaffected`, async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const burst = Array.from({ length: 25 }, () => email('rafaga'));
    const statuses: number[] = [];
    for (const to of burst) {
      const res = await invite(a.headers, { email: to, role: 'member' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectError(res, 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATIONS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - INVITATIONS_PER_HOUR);
    await mail.deliver(burst[0]!);
    expect(mail.sink.messages.filter((m) => burst.some((to) => m.envelopeTo.includes(to)))).toHaveLength(INVITATIONS_PER_HOUR);

    // Resending is another email: it is counted too.
    const pending = (await list(a.headers)).json().data.invitations as { id: string }[];
    expectError(await resend(a.headers, pending[0]!.id), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });

    const other = email('otra');
    expect((await invite(b.headers, { email: other, role: 'member' })).statusCode).toBe(201);
    expect(await mail.deliver(other)).toHaveLength(1);
  });

  it('the limit follows the person too: managing a second workspace does not give them a second budget', async () => {
    const owner = await createOwner(t.db);
    const second = await createOwner(t.db);
    const admin = await createMember(t.db, owner.workspace.id, 'admin');
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      const to = email('persona');
      expect((await invite(admin.headers, { email: to, role: 'member' })).statusCode).toBe(201);
      await mail.deliver(to); // the outbox sends 20 per run: keep it empty for the tests after this one
    }
    await t.db.insert(memberships).values({ workspaceId: second.workspace.id, userId: admin.user.id, role: 'admin' });
    await t.db.update(users).set({ currentWorkspaceId: second.workspace.id }).where(eq(users.id, admin.user.id));
    expectError(await invite(admin.headers, { email: email('persona'), role: 'member' }), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    // The second workspace's owner still has their own budget.
    const to = email('persona');
    expect((await invite(second.headers, { email: to, role: 'member' })).statusCode).toBe(201);
    expect(await mail.deliver(to)).toHaveLength(1);
  });
});

describe('invitation email headers stay one line whatever the names hold (issue 9 §6)', () => {
  it('an inviter and workspace named with CR/LF, NEL and line separators cannot add a recipient or break the subject', async () => {
    const hostile = '\r\nBcc: x@evil.test\r\n\u0085X-Extra: 1\u2028';
    const owner = await createOwner(t.db, { user: { name: `Eva${hostile}` }, workspace: { name: `Estudio${hostile}` } });
    const to = email('cabecera');
    expect((await invite(owner.headers, { email: to, role: 'member' })).statusCode).toBe(201);

    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(queued!.subject).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);

    const delivered = await mail.deliver(to);
    expect(delivered).toHaveLength(1);
    const message = delivered[0]!;
    expect(message.envelopeTo).toEqual([to]);
    expect(message.to).toEqual([to]);
    expect(message.subject).toBe('Eva Bcc: x@evil.test X-Extra: 1 te invitó a Estudio Bcc: x@evil.test X-Extra: 1 en Trato');
    expect(Object.keys(message.headers)).not.toContain('bcc');
    expect(Object.keys(message.headers)).not.toContain('x-extra');
    expect(mail.sink.messages.some((m) => m.envelopeTo.includes('x@evil.test'))).toBe(false);
  });
});

describe('accepting: GET /api/auth/invitations/{token}, POST /api/auth/invitations/accept', () => {
  it('a new person sees who invites them, sets name and password, and joins with the role (single use)', async () => {
    const owner = await createOwner(t.db, { user: { name: 'Olga Owner' }, workspace: { name: 'Estudio Norte' } });
    const to = email();
    const { token, invitation } = await invited(owner, to, 'admin');

    const info = await peek(token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      email: to,
      role: 'admin',
      workspace: { name: 'Estudio Norte' },
      inviter: { name: 'Olga Owner' },
      account_exists: false,
    });

    expectError(await accept({ token }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'Ingresa tu nombre.' });
    expectError(await accept({ token, name: 'Laura', password: 'corta' }), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'La contraseña debe tener al menos 10 caracteres.',
    });
    expectError(await accept({ token, name: 'Laura', password: 'contraseña' }), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'Esta contraseña es demasiado común. Elige otra.',
    });

    const res = await accept({ token, name: 'Laura Lagos', password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, handler: 'redirect_dashboard', user: { email: to, name: 'Laura Lagos', email_verified: true } });
    expect(body.workspace.id).toBe(owner.workspace.id);

    const me = (await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(body.token.access_token) })).json();
    expect(me).toMatchObject({ role: 'admin', workspace: { id: owner.workspace.id }, redirect_step: 'done' });
    const { members, invitations } = (await list(owner.headers)).json().data;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [to, 'admin'],
    ]);
    expect(invitations).toEqual([]);
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row!.acceptedAt).not.toBeNull();

    // The link works once.
    expectError(await accept({ token, name: 'Otra', password: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', {
      field: 'token',
      message: TEAM_MESSAGES.invitationInvalid,
    });
    expectError(await peek(token), 404, 'NOT_FOUND', { message: TEAM_MESSAGES.invitationInvalid });

    // The new account signs in with its password.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: to, password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().token.access_token).toBeTruthy();
  });

  it('refuses an expired link, and an unknown one', async () => {
    const owner = await createOwner(t.db);
    const to = email();
    const { token, invitation } = await invited(owner, to);
    await t.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.id, invitation.id));
    expectError(await peek(token), 404, 'NOT_FOUND', { message: TEAM_MESSAGES.invitationInvalid });
    expectError(await accept({ token, name: 'Laura', password: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', { field: 'token' });
    expect(await t.db.select().from(users).where(eq(users.email, to))).toEqual([]);
    expectError(await peek('x'.repeat(43)), 404, 'NOT_FOUND');
    expectError(await accept({ token: 'corto' }), 422, 'VALIDATION_ERROR', { field: 'token', message: TEAM_MESSAGES.invitationInvalid });
  });

  it('an existing account must be signed in as the invited email; then it joins and switches to the workspace', async () => {
    const owner = await createOwner(t.db, { workspace: { name: 'Estudio Sur' } });
    const other = await createOwner(t.db, { workspace: { name: 'Estudio Propio' } });
    const stranger = await createOwner(t.db);
    const { token } = await invited(owner, other.user.email);

    expect((await peek(token)).json().data.account_exists).toBe(true);
    expectError(await accept({ token }), 401, 'UNAUTHENTICATED', { message: TEAM_MESSAGES.signInAsInvitee });
    expectError(await accept({ token }, stranger.headers), 403, 'FORBIDDEN', { message: TEAM_MESSAGES.wrongAccount });
    // Name and password do not take over an existing account.
    expectError(await accept({ token, name: 'Intruso', password: NEW_PASSWORD }), 401, 'UNAUTHENTICATED');

    const res = await accept({ token }, other.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workspace).toMatchObject({ id: owner.workspace.id, name: 'Estudio Sur' });
    const [joined] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, other.user.id), eq(memberships.workspaceId, owner.workspace.id)));
    expect(joined!.role).toBe('member');
    // Still the owner of their own workspace.
    const [own] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, other.user.id), eq(memberships.workspaceId, other.workspace.id)));
    expect(own!.role).toBe('owner');
    const [user] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(user!.currentWorkspaceId).toBe(owner.workspace.id);
    expect(user!.name).toBe(other.user.name);
  });

  it('a sign-up never confirmed counts as no account: the link verifies it and sets name and password', async () => {
    const owner = await createOwner(t.db);
    const pending = await createUser(t.db, { name: 'Sin Confirmar', emailVerifiedAt: null });
    const { token } = await invited(owner, pending.email);
    expect((await peek(token)).json().data.account_exists).toBe(false);
    const res = await accept({ token, name: 'Ya Confirmada', password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: pending.id, name: 'Ya Confirmada', email_verified: true });
    expect(await t.db.select().from(users).where(eq(users.email, pending.email))).toHaveLength(1);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: pending.email, password: NEW_PASSWORD } });
    expect(login.json().token.access_token).toBeTruthy();
  });

  it('two concurrent acceptances of one link: one account, one membership', async () => {
    const owner = await createOwner(t.db);
    const to = email();
    const { token } = await invited(owner, to);
    const results = await Promise.all([
      accept({ token, name: 'Uno', password: NEW_PASSWORD }),
      accept({ token, name: 'Dos', password: NEW_PASSWORD }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const created = await t.db.select().from(users).where(eq(users.email, to));
    expect(created).toHaveLength(1);
  });
});

describe('resend and revoke', () => {
  it('resend emails a new link; the previous one stops working', async () => {
    const owner = await createOwner(t.db);
    const to = email();
    const first = await invited(owner, to);
    const res = await resend(owner.headers, first.invitation.id);
    expect(res.statusCode, res.body).toBe(200);
    const delivered = await mail.deliver(to);
    expect(delivered).toHaveLength(2);
    const token = linkIn(delivered[1]!, '/team/accept').searchParams.get('token')!;
    expect(token).not.toBe(first.token);
    expectError(await peek(first.token), 404, 'NOT_FOUND');
    expect((await peek(token)).statusCode).toBe(200);
  });

  it('revoke makes the link useless and drops it from the list', async () => {
    const owner = await createOwner(t.db);
    const to = email();
    const { invitation, token } = await invited(owner, to);
    const res = await revoke(owner.headers, invitation.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TEAM_MESSAGES.invitationRevoked);
    expect((await list(owner.headers)).json().data.invitations).toEqual([]);
    expectError(await peek(token), 404, 'NOT_FOUND');
    expectError(await revoke(owner.headers, invitation.id), 404, 'NOT_FOUND');
    expectError(await resend(owner.headers, invitation.id), 404, 'NOT_FOUND');
  });

  it('a member gets 403; without a token 401; a bad id 422', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    const { invitation } = await invited(owner, email());
    expectError(await resend(member.headers, invitation.id), 403, 'FORBIDDEN');
    expectError(await revoke(member.headers, invitation.id), 403, 'FORBIDDEN');
    expectError(await resend({}, invitation.id), 401, 'UNAUTHENTICATED');
    expectError(await revoke({}, invitation.id), 401, 'UNAUTHENTICATED');
    expectError(await revoke(owner.headers, 'no-es-uuid'), 422, 'VALIDATION_ERROR', { field: 'id' });
    expect((await list(owner.headers)).json().data.invitations).toHaveLength(1);
  });

  it("another workspace cannot resend or revoke A's invitation (404, nothing changes)", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const to = email();
    const { invitation, token } = await invited(a, to);
    const r1 = await resend(b.headers, invitation.id);
    expectError(r1, 404, 'NOT_FOUND');
    expect(leaksNothing(r1.body, [to])).toBe(true);
    expectError(await revoke(b.headers, invitation.id), 404, 'NOT_FOUND');
    expect(await mail.deliver(to)).toHaveLength(1);
    expect((await peek(token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/teams/{id}', () => {
  const membershipOf = async (workspaceId: string, userId: string) =>
    (await t.db.select().from(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId))))[0];

  it('the owner removes a member; the member no longer sees the workspace', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    const row = (await membershipOf(owner.workspace.id, member.user.id))!;
    const res = await remove(owner.headers, row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TEAM_MESSAGES.memberRemoved);
    expect(await membershipOf(owner.workspace.id, member.user.id)).toBeUndefined();
    expectError(await list(member.headers), 403, 'FORBIDDEN');
    expectError(await remove(owner.headers, row.id), 404, 'NOT_FOUND');
  });

  it('the last owner cannot be removed, not even by themselves (409); with a second owner they can leave', async () => {
    const owner = await createOwner(t.db);
    const admin = await createMember(t.db, owner.workspace.id, 'admin');
    const ownerRow = (await membershipOf(owner.workspace.id, owner.user.id))!;
    expectError(await remove(owner.headers, ownerRow.id), 409, 'CONFLICT', { message: TEAM_MESSAGES.lastOwner });
    // An admin cannot remove an owner at all.
    expectError(await remove(admin.headers, ownerRow.id), 403, 'FORBIDDEN');

    const second = await createUser(t.db);
    await t.db.insert(memberships).values({ workspaceId: owner.workspace.id, userId: second.id, role: 'owner' });
    expect((await remove(owner.headers, ownerRow.id)).statusCode).toBe(200);
    const secondHeaders = bearer(await tokenFor(t.db, second.id));
    const secondRow = (await membershipOf(owner.workspace.id, second.id))!;
    expectError(await remove(secondHeaders, secondRow.id), 409, 'CONFLICT', { message: TEAM_MESSAGES.lastOwner });
  });

  it('anyone may leave; a member cannot remove someone else (403)', async () => {
    const owner = await createOwner(t.db);
    const m1 = await createMember(t.db, owner.workspace.id, 'member');
    const m2 = await createMember(t.db, owner.workspace.id, 'member');
    const m2Row = (await membershipOf(owner.workspace.id, m2.user.id))!;
    expectError(await remove(m1.headers, m2Row.id), 403, 'FORBIDDEN');
    const m1Row = (await membershipOf(owner.workspace.id, m1.user.id))!;
    expect((await remove(m1.headers, m1Row.id)).statusCode).toBe(200);
    const [u] = await t.db.select().from(users).where(eq(users.id, m1.user.id));
    expect(u!.currentWorkspaceId).toBeNull();
  });

  it("another workspace cannot remove A's members (404, nothing changes); 401 without a token", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const member = await createMember(t.db, a.workspace.id, 'member', { password: DEFAULT_PASSWORD });
    const row = (await membershipOf(a.workspace.id, member.user.id))!;
    const res = await remove(b.headers, row.id);
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, [member.user.email, member.user.id])).toBe(true);
    expectError(await remove({}, row.id), 401, 'UNAUTHENTICATED');
    expect(await membershipOf(a.workspace.id, member.user.id)).toBeDefined();
  });
});
