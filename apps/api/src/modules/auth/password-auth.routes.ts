import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '@trato/domain/auth/schemas';
import type { LoginDto, RegisterCheckDto, RegisteredDto, RegisterResumeDto, SuccessMessageDto, WorkspaceNameCheckDto } from '@trato/domain/auth/dto';
import {
  accountSchema,
  loginResponseSchema,
  registerCheckSchema,
  registeredSchema,
  registerResumeSchema,
  signedInSchema,
  successMessageSchema,
  workspaceNameCheckSchema,
} from '@trato/domain/auth/dto-schemas';
import { checkWorkspaceSchema, WORKSPACE_MESSAGES, workspaceDomain } from '@trato/domain/workspace/schemas';
import { resubscribeExtra } from '../billing/resubscribe.ts';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { signPayload, verifyPayload } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, validationError } from '../../lib/errors.ts';
import { limitAuthAction, limitLogin, registerCheckLimits } from '../../lib/rate-limit.ts';
import { serializeUser } from '../account/serialize.ts';
import { endCustomerSession } from '../customer-auth/customer-tokens.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { inSuperadminSet } from '../superadmin/superadmin-set.ts';
import { resetPassword, verifyEmail } from '../email/templates.ts';
import { isDomainTaken } from '../workspaces/workspaces.queries.ts';
import { authenticate } from './authenticate.ts';
import { findUserByEmail, findUserById, loadAccount, tokenResponse } from './account.ts';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords.ts';
import { emailOwnershipProven } from './ownership.ts';
import { consumeOneTimeToken, invalidateOneTimeTokens, issueOneTimeToken, oneTimeTokenOwner, peekOneTimeToken, revokeAccessToken } from './tokens.ts';

const registerQuery = z.object({ t: z.string().max(4096).optional() });

/** Sign-up, verification, login, logout, current user and password reset (SPEC §4, §7). */
export async function passwordAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { config } = deps;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
  const link = (path: string, params: Record<string, string>) => `${config.appUrl}${path}?${new URLSearchParams(params)}`;

  r.post('/register/check', { schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: registerCheckSchema } } }, async (req): Promise<RegisterCheckDto> => {
    await limitAuthAction(db, registerCheckLimits(config.rateLimit), 'check', req.ip, req.body.email);
    if (await findUserByEmail(db, req.body.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
    const registerToken = signPayload({ email: req.body.email, purpose: 'register' }, config.appSecret, 60 * 60);
    return { success: true, registerToken, redirect_url: '/register' };
  });

  r.post('/register', { schema: { tags: ['auth'], body: registerSchema, querystring: registerQuery, response: { 201: registeredSchema } } }, async (req, reply): Promise<RegisteredDto> => {
    const { name, email, password } = req.body;
    await limitAuthAction(db, config.rateLimit, 'register', req.ip);
    if (req.query.t) {
      const checked = verifyPayload<{ email: string; purpose: string }>(req.query.t, config.appSecret);
      if (!checked || checked.purpose !== 'register' || checked.email !== email) throw fieldError('email', AUTH_MESSAGES.tokenInvalid);
    }
    assertPasswordAllowed(password);
    if (await findUserByEmail(db, email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(password);
    try {
      const result = await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ name, email, passwordHash }).returning();
        if (!user) throw new Error('user insert returned nothing');
        const registerToken = await issueOneTimeToken(tx, user.id, 'register');
        const verifyToken = await issueOneTimeToken(tx, user.id, 'email_verify');
        await enqueueEmail(tx, email, await verifyEmail(name, link('/register/verify', { token: verifyToken })));
        return { user, registerToken };
      });
      deps.nudgeOutbox();
      reply.status(201);
      return {
        success: true,
        strategy: 'password',
        user: serializeUser(result.user, config, result.registerToken),
        register_token: result.registerToken,
        redirect_url: '/register/verify',
      };
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      throw err;
    }
  });

  const redirectQuery = z.object({ t: z.string().min(1).max(200) });
  r.post('/register/redirect', { schema: { tags: ['auth'], querystring: redirectQuery, response: { 200: registerResumeSchema } } }, async (req): Promise<RegisterResumeDto> => {
    // Whoever typed an address first holds its register token, so it never becomes a session: once
    // the address is proven the person signs in with what proved it (decision 0010).
    const ownerId = await oneTimeTokenOwner(db, req.query.t, 'register');
    const owner = ownerId ? await findUserById(db, ownerId) : null;
    if (owner?.emailVerifiedAt) throw fieldError('t', AUTH_MESSAGES.emailAlreadyConfirmed);
    if (!owner || (await peekOneTimeToken(db, req.query.t, 'register')) !== owner.id) throw fieldError('t', AUTH_MESSAGES.tokenInvalid);
    const strategy = owner.passwordHash ? 'password' : 'google';
    return { success: true, strategy, token: null, redirect_step: 'verify', user: serializeUser(owner, config, req.query.t), workspace: null, register_token: req.query.t };
  });

  r.post('/register/check-workspace', { schema: { tags: ['auth'], body: checkWorkspaceSchema, response: { 200: workspaceNameCheckSchema } } }, async (req): Promise<WorkspaceNameCheckDto> => {
    await limitAuthAction(db, { ...config.rateLimit, perIp: config.rateLimit.perIp * 10 }, 'check-workspace', req.ip);
    const domain = workspaceDomain(req.body.name);
    if (!domain) return { valid: false, domain, message: WORKSPACE_MESSAGES.nameTooShort };
    // A signed-in caller renaming their own workspace keeps their own domain.
    let ownWorkspaceId: string | undefined;
    try {
      const ctx = await authenticate(db, req);
      ownWorkspaceId = (await loadAccount(db, ctx.user, config)).workspace?.id;
    } catch {
      ownWorkspaceId = undefined;
    }
    const taken = await isDomainTaken(db, domain, ownWorkspaceId);
    return { valid: !taken, domain, message: taken ? WORKSPACE_MESSAGES.nameTaken : WORKSPACE_MESSAGES.nameAvailable };
  });

  r.post('/verify', { schema: { tags: ['auth'], body: tokenSchema, response: { 200: signedInSchema } } }, async (req) => {
    await limitAuthAction(db, config.rateLimit, 'verify', req.ip);
    const user = await db.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, req.body.token, 'email_verify');
      if (!userId) return null;
      // The emailed link confirms the sign-up it was sent for, so that sign-up's password stays;
      // except on an address the operator made superadmin, which is worth registering before its
      // owner does: there the link proves the address only, and the owner then chooses a password
      // (decision 0059). The row is locked so a grant made meanwhile cannot slip between.
      const [signUp] = await tx.select({ email: users.email, isGod: users.isGod }).from(users).where(eq(users.id, userId)).for('update');
      return emailOwnershipProven(tx, userId, { keepSignUpPassword: !!signUp && !inSuperadminSet(signUp, config) });
    });
    if (!user) throw fieldError('token', AUTH_MESSAGES.tokenInvalid);
    return tokenResponse(db, user, config, meta(req));
  });

  r.post('/verify/resend', { schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: successMessageSchema } } }, async (req): Promise<SuccessMessageDto> => {
    await limitAuthAction(db, config.rateLimit, 'resend', req.ip, req.body.email);
    const user = await findUserByEmail(db, req.body.email);
    if (user && !user.emailVerifiedAt) {
      await db.transaction(async (tx) => {
        await invalidateOneTimeTokens(tx, user.id, 'email_verify');
        const token = await issueOneTimeToken(tx, user.id, 'email_verify');
        await enqueueEmail(tx, user.email, await verifyEmail(user.name, link('/register/verify', { token })));
      });
      deps.nudgeOutbox();
    }
    return { success: true, message: AUTH_MESSAGES.verifySent };
  });

  r.post('/login', { schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } } }, async (req): Promise<LoginDto> => {
    const { email, password } = req.body;
    await limitLogin(db, config.rateLimit, req.ip, email);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) throw validationError({ email: [AUTH_MESSAGES.badCredentials] });
    if (!user.emailVerifiedAt) {
      // Resubscribe flow (SPEC §4): no session until the email is confirmed; the browser resumes sign-up.
      const registerToken = await issueOneTimeToken(db, user.id, 'register');
      return { success: true, redirect_url: '/register/verify', register_token: registerToken, user: serializeUser(user, config, registerToken) };
    }
    // Lapsed hosted subscription: the token plus redirect_url to the plans page (decision 0019).
    return tokenResponse(db, user, config, meta(req), await resubscribeExtra(db, config.billing, user));
  });

  r.post('/logout', { schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: successMessageSchema } } }, async (req): Promise<SuccessMessageDto> => {
    // Customers log out here too (SPEC §7 lists no logout of their own); a staff token never matches.
    if (await endCustomerSession(db, req)) return { success: true, message: AUTH_MESSAGES.loggedOut };
    const ctx = await authenticate(db, req);
    await db.transaction((tx) => revokeAccessToken(tx, ctx.tokenId));
    return { success: true, message: AUTH_MESSAGES.loggedOut };
  });

  r.post('/user', { schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: accountSchema } } }, async (req) => {
    const ctx = await authenticate(db, req);
    return loadAccount(db, ctx.user, config);
  });

  r.post('/password/email', { schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: successMessageSchema } } }, async (req): Promise<SuccessMessageDto> => {
    await limitAuthAction(db, config.rateLimit, 'reset', req.ip, req.body.email);
    const user = await findUserByEmail(db, req.body.email);
    if (user) {
      await db.transaction(async (tx) => {
        await invalidateOneTimeTokens(tx, user.id, 'password_reset');
        const token = await issueOneTimeToken(tx, user.id, 'password_reset');
        await enqueueEmail(tx, user.email, await resetPassword(user.name, link('/auth/reset', { token, email: user.email })));
      });
      deps.nudgeOutbox();
    }
    return { success: true, message: AUTH_MESSAGES.resetSent };
  });

  r.post('/password/reset', { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: successMessageSchema } } }, async (req): Promise<SuccessMessageDto> => {
    const { token, email, password } = req.body;
    await limitAuthAction(db, config.rateLimit, 'reset-confirm', req.ip, email);
    const ownerId = await peekOneTimeToken(db, token, 'password_reset');
    const owner = ownerId ? await findUserById(db, ownerId) : null;
    if (!owner || owner.email !== email) throw fieldError('token', AUTH_MESSAGES.tokenInvalid);
    assertPasswordAllowed(password);
    const passwordHash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, token, 'password_reset');
      if (userId !== owner.id) return false;
      // Following the emailed link proves the address: it also verifies, and ends everything issued before.
      return !!(await emailOwnershipProven(tx, owner.id, { newPasswordHash: passwordHash }));
    });
    if (!done) throw fieldError('token', AUTH_MESSAGES.tokenInvalid);
    return { success: true, message: AUTH_MESSAGES.resetDone };
  });
}
