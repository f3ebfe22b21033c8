import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SignedInDto, SuccessMessageDto } from '@trato/domain/auth/dto';
import { signedInSchema, successMessageSchema } from '@trato/domain/auth/dto-schemas';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { dataOf } from '@trato/domain/openapi/common';
import type { InvitationPreviewDto, InvitationSentDto, TeamDto } from '@trato/domain/team/dto';
import { invitationPreviewSchema, invitationSentSchema, teamSchema } from '@trato/domain/team/dto-schemas';
import { can, ROLE_LABELS } from '@trato/domain/workspace/roles';
import {
  acceptInvitationSchema,
  INVITATION_TTL_DAYS,
  invitationTokenSchema,
  inviteSchema,
  TEAM_MESSAGES,
  wouldRemoveLastOwner,
  type InviteRole,
} from '@trato/domain/workspace/team';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { memberships, teamInvitations, users, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, forbidden, notFound, unauthenticated, validationError } from '../../lib/errors.ts';
import { limitAuthAction } from '../../lib/rate-limit.ts';
import { limitInvitations } from './invitation-limits.ts';
import { findUserByEmail, tokenResponse } from '../auth/account.ts';
import { authenticate, bearerToken, workspaceContext } from '../auth/authenticate.ts';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords.ts';
import { emailOwnershipProven } from '../auth/ownership.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { teamInvitation } from '../email/templates.ts';
import { serializeInvitation, serializeMember } from './serialize.ts';
import {
  consumeInvitation,
  countOwnersForUpdate,
  findMembershipForUpdate,
  findPendingInvitation,
  findUsableInvitationByToken,
  isMemberByEmail,
  listMembers,
  listPendingInvitations,
} from './team.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { announceUsersSessions } from '../realtime/session-ends.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const DAY = 24 * 60 * 60 * 1000;

/** Team of the caller's workspace (SPEC §7 Team): members, invitations, removal. */
export async function teamRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const acceptLink = (token: string) => `${deps.config.appUrl}/team/accept?${new URLSearchParams({ token })}`;

  /** Writes the email with a fresh link for `invitation` (in the caller's transaction) and returns the new token hash. */
  async function sendInvitation(tx: Executor, ctx: WorkspaceContext, email: string, role: InviteRole) {
    const token = newToken();
    const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(inWorkspace(workspaces.id, ctx.workspaceId)).limit(1);
    const message = await teamInvitation(ctx.user.name, workspace?.name ?? 'Trato', ROLE_LABELS[role].toLowerCase(), acceptLink(token));
    await enqueueEmail(tx, email, message, ctx.workspaceId);
    return { tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY) };
  }

  r.get('/teams', { schema: { tags: ['team'], security: bearer, response: { 200: dataOf(teamSchema) } } }, async (req): Promise<{ data: TeamDto }> => {
    const ctx = await workspaceContext(db, req);
    const [members, invitations] = await Promise.all([listMembers(ctx), listPendingInvitations(ctx)]);
    return {
      data: {
        members: members.map((m) => serializeMember(m, ctx.userId)),
        invitations: invitations.map((i) => serializeInvitation(i.invitation, i.inviterName)),
      },
    };
  });

  r.post('/teams/invite', { schema: { tags: ['team'], security: bearer, body: inviteSchema, response: { 201: invitationSentSchema } } }, async (req, reply): Promise<InvitationSentDto> => {
    const ctx = await workspaceContext(db, req, 'team:manage');
    const { email, role } = req.body;
    if (await isMemberByEmail(ctx, email)) throw fieldError('email', TEAM_MESSAGES.alreadyMember);
    await limitInvitations(db, ctx);
    const invitation = await db.transaction(async (tx) => {
      // Re-inviting replaces the pending invitation: its link stops working.
      await tx
        .update(teamInvitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            inWorkspace(teamInvitations.workspaceId, ctx.workspaceId),
            eq(teamInvitations.email, email),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        );
      const link = await sendInvitation(tx, ctx, email, role);
      const [row] = await tx
        .insert(teamInvitations)
        .values({ workspaceId: ctx.workspaceId, email, role, invitedBy: ctx.userId, ...link })
        .returning();
      return row!;
    });
    deps.nudgeOutbox();
    reply.status(201);
    return { data: serializeInvitation(invitation, ctx.user.name), message: TEAM_MESSAGES.invitationSent };
  });

  const sent = { 200: invitationSentSchema };
  r.post('/teams/invitations/:id/resend', { schema: { tags: ['team'], security: bearer, params: idParams, response: sent } }, async (req): Promise<InvitationSentDto> => {
    const ctx = await workspaceContext(db, req, 'team:manage');
    if (!(await findPendingInvitation(ctx, req.params.id))) throw notFound();
    await limitInvitations(db, ctx);
    const updated = await db.transaction(async (tx) => {
      const invitation = await findPendingInvitation(ctx, req.params.id, tx);
      if (!invitation) throw notFound();
      // A new link (and 7 more days); the one emailed before stops working.
      const link = await sendInvitation(tx, ctx, invitation.email, invitation.role);
      const [row] = await tx.update(teamInvitations).set(link).where(eq(teamInvitations.id, invitation.id)).returning();
      return row!;
    });
    deps.nudgeOutbox();
    return { data: serializeInvitation(updated, ctx.user.name), message: TEAM_MESSAGES.invitationSent };
  });

  const done = { 200: successMessageSchema };
  r.delete('/teams/invitations/:id', { schema: { tags: ['team'], security: bearer, params: idParams, response: done } }, async (req): Promise<SuccessMessageDto> => {
    const ctx = await workspaceContext(db, req, 'team:manage');
    const invitation = await findPendingInvitation(ctx, req.params.id);
    if (!invitation) throw notFound();
    await db.update(teamInvitations).set({ revokedAt: new Date() }).where(eq(teamInvitations.id, invitation.id));
    return { success: true, message: TEAM_MESSAGES.invitationRevoked };
  });

  r.delete('/teams/:id', { schema: { tags: ['team'], security: bearer, params: idParams, response: done } }, async (req): Promise<SuccessMessageDto> => {
    const ctx = await workspaceContext(db, req);
    await db.transaction(async (tx) => {
      const member = await findMembershipForUpdate(ctx, tx, req.params.id);
      if (!member) throw notFound();
      const self = member.userId === ctx.userId;
      // Anyone may leave; removing someone else needs team:manage, and only an owner removes an owner.
      if (!self && (!can(ctx.role, 'team:manage') || (member.role === 'owner' && ctx.role !== 'owner'))) throw forbidden();
      if (member.role === 'owner' && wouldRemoveLastOwner(member.role, await countOwnersForUpdate(ctx, tx))) {
        throw conflict(TEAM_MESSAGES.lastOwner);
      }
      await tx.delete(memberships).where(eq(memberships.id, member.id));
      await tx
        .update(users)
        .set({ currentWorkspaceId: null })
        .where(and(eq(users.id, member.userId), eq(users.currentWorkspaceId, ctx.workspaceId)));
      // Their sessions live on, but not in this workspace: its notification streams end at commit.
      await announceUsersSessions(tx, [member.userId]);
    });
    return { success: true, message: TEAM_MESSAGES.memberRemoved };
  });
}

/** The emailed link: who invites whom to what, and accepting it (public, under /api/auth). */
export async function teamInvitationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { config } = deps;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

  const tokenParams = z.object({ token: invitationTokenSchema });
  r.get('/invitations/:token', { schema: { tags: ['team'], params: tokenParams, response: { 200: dataOf(invitationPreviewSchema) } } }, async (req): Promise<{ data: InvitationPreviewDto }> => {
    await limitAuthAction(db, { ...config.rateLimit, perIp: config.rateLimit.perIp * 10 }, 'invitation', req.ip);
    const found = await findUsableInvitationByToken(db, req.params.token);
    if (!found) throw notFound(TEAM_MESSAGES.invitationInvalid);
    const { invitation } = found;
    return {
      data: {
        email: invitation.email,
        role: invitation.role,
        workspace: { name: found.workspaceName, logo: found.workspaceLogo },
        inviter: found.inviterName ? { name: found.inviterName } : null,
        expires_at: invitation.expiresAt.toISOString(),
        account_exists: !!(await findUserByEmail(db, invitation.email))?.emailVerifiedAt,
      },
    };
  });

  r.post('/invitations/accept', { schema: { tags: ['team'], body: acceptInvitationSchema, response: { 200: signedInSchema } } }, async (req): Promise<SignedInDto> => {
    await limitAuthAction(db, config.rateLimit, 'invitation-accept', req.ip);
    const { token, name, password } = req.body;
    const found = await findUsableInvitationByToken(db, token);
    if (!found) throw fieldError('token', TEAM_MESSAGES.invitationInvalid);
    const { invitation } = found;
    const foundUser = await findUserByEmail(db, invitation.email);
    // A sign-up never confirmed is finished here: the link proves the address (as a password reset does).
    const existing = foundUser?.emailVerifiedAt ? foundUser : null;
    const unverified = foundUser && !foundUser.emailVerifiedAt ? foundUser : null;

    let passwordHash: string | null = null;
    if (existing) {
      // An existing account joins only when its owner is signed in.
      if (!bearerToken(req)) throw unauthenticated(TEAM_MESSAGES.signInAsInvitee);
      const ctx = await authenticate(db, req);
      if (ctx.userId !== existing.id) throw forbidden(TEAM_MESSAGES.wrongAccount);
    } else {
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = [AUTH_MESSAGES.nameRequired];
      if (!password) errors.password = [AUTH_MESSAGES.passwordRequired];
      if (Object.keys(errors).length) throw validationError(errors);
      assertPasswordAllowed(password!);
      passwordHash = await hashPassword(password!);
    }

    try {
      const user = await db.transaction(async (tx) => {
        const used = await consumeInvitation(tx, invitation.id);
        if (!used) throw fieldError('token', TEAM_MESSAGES.invitationInvalid);
        let userId = existing?.id;
        if (unverified) {
          // The link proves the address: the sign-up's sessions, register tokens and password were
          // maybe someone else's, so they end here and the invitee's name and password replace them.
          await emailOwnershipProven(tx, unverified.id, { newPasswordHash: passwordHash!, set: { name: name! } });
          userId = unverified.id;
        }
        if (!userId) {
          // Following the emailed link proves the address.
          const [created] = await tx
            .insert(users)
            .values({ name: name!, email: invitation.email, passwordHash, emailVerifiedAt: new Date() })
            .returning({ id: users.id });
          userId = created!.id;
        }
        await tx.insert(memberships).values({ workspaceId: invitation.workspaceId, userId, role: invitation.role }).onConflictDoNothing();
        const [joined] = await tx.update(users).set({ currentWorkspaceId: invitation.workspaceId }).where(eq(users.id, userId)).returning();
        return joined!;
      });
      return tokenResponse(db, user, config, meta(req));
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('token', TEAM_MESSAGES.invitationInvalid);
      throw err;
    }
  });
}
