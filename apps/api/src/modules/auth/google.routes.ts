import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthorizationUrlDto, AuthProvidersDto, GoogleSignedInDto } from '@trato/domain/auth/dto';
import { authorizationUrlSchema, authProvidersSchema, googleSignedInSchema } from '@trato/domain/auth/dto-schemas';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { normalizeEmail } from '@trato/domain/email';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { newToken, signPayload, verifyPayload } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { limitAuthAction } from '../../lib/rate-limit.ts';
import type { UserRow } from '../../lib/context.ts';
import { findUserByEmail, tokenResponse } from './account.ts';
import { type OidcIdentity, oidcClient } from './oidc.ts';
import { emailOwnershipProven } from './ownership.ts';

const notConfigured = () => new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.googleNotConfigured);

/** Google sign-in (OpenID Connect): one-tap ID tokens, and the redirect/callback code flow. */
export async function googleAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { config } = deps;
  const { clientId } = config.google;
  const client = clientId ? oidcClient({ issuer: config.google.issuer, clientId, clientSecret: config.google.clientSecret }) : null;

  /** The account of a Google identity: found by subject, else linked by verified email, else created. */
  async function accountFor(identity: OidcIdentity): Promise<{ user: UserRow | null; isNew: boolean }> {
    const email = normalizeEmail(identity.email);
    const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
    // A later Google sign-in is a plain login; it proves something only to an account still unverified.
    if (bySub) return { user: bySub.emailVerifiedAt ? bySub : await db.transaction((tx) => emailOwnershipProven(tx, bySub.id)), isNew: false };
    const byEmail = await findUserByEmail(db, email);
    if (byEmail) {
      // Linking Google proves the address: what was issued before ends, and a password set while
      // nobody had confirmed the address (maybe an attacker's) is dropped (decision 0010).
      const set = { googleSub: identity.sub, avatar: byEmail.avatar ?? identity.picture };
      return { user: await db.transaction((tx) => emailOwnershipProven(tx, byEmail.id, { set })), isNew: false };
    }
    const [created] = await db
      .insert(users)
      .values({ name: identity.name.slice(0, 120), email, googleSub: identity.sub, emailVerifiedAt: new Date(), avatar: identity.picture })
      .returning();
    return { user: created ?? null, isNew: true };
  }

  async function signIn(req: FastifyRequest, identity: OidcIdentity): Promise<GoogleSignedInDto> {
    if (!identity.emailVerified) throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    let found: Awaited<ReturnType<typeof accountFor>>;
    try {
      found = await accountFor(identity);
    } catch (err) {
      // Two first sign-ins of one person at once: the second finds the address or subject taken.
      if (isUniqueViolation(err)) throw fieldError('credential', AUTH_MESSAGES.emailTaken);
      throw err;
    }
    const { user, isNew } = found;
    if (!user) throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    const signedIn = await tokenResponse(db, user, config, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
    // A new Google account confirms its data first (SPEC §4: Google strategy ends at /register/confirm).
    const redirect_url = signedIn.redirect_step === 'done' ? '/dashboard' : isNew ? '/register/confirm' : `/register/${signedIn.redirect_step}`;
    return { ...signedIn, strategy: 'google', is_new: isNew, redirect_url };
  }

  async function verified<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      app.log.warn({ err: String(err) }, 'google sign-in rejected');
      throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    }
  }

  r.get('/providers', { schema: { tags: ['auth'], response: { 200: authProvidersSchema } } }, async (): Promise<AuthProvidersDto> => ({ google: !!client }));

  const googleBody = z.object({ credential: z.string().min(20).max(8192) });
  r.post('/google', { schema: { tags: ['auth'], body: googleBody, response: { 200: googleSignedInSchema } } }, async (req) => {
    if (!client) throw notConfigured();
    await limitAuthAction(db, config.rateLimit, 'google', req.ip);
    const identity = await verified(() => client.verifyIdToken(req.body.credential));
    return signIn(req, identity);
  });

  r.post(
    '/authorize/google/redirect',
    { schema: { tags: ['auth'], body: z.object({ redirect_uri: z.url().max(2048).optional() }), response: { 200: authorizationUrlSchema } } },
    async (req): Promise<AuthorizationUrlDto> => {
      if (!client) throw notConfigured();
      const redirectUri = req.body.redirect_uri ?? `${config.appUrl}/callback`;
      if (new URL(redirectUri).origin !== new URL(config.appUrl).origin) throw fieldError('redirect_uri', 'La dirección de retorno no es válida.');
      const nonce = newToken();
      const state = signPayload({ nonce, redirectUri }, config.appSecret, 10 * 60);
      return { url: await verified(() => client.authorizationUrl({ redirectUri, state, nonce })) };
    },
  );

  r.get(
    '/authorize/google/callback',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({ code: z.string().max(4096).optional(), state: z.string().max(4096).optional(), idToken: z.string().max(8192).optional() }),
        // JSON, not a redirect: Google returns the browser to the web app's /callback page, which calls this with the code and state.
        response: { 200: googleSignedInSchema },
      },
    },
    async (req) => {
      if (!client) throw notConfigured();
      await limitAuthAction(db, config.rateLimit, 'google', req.ip);
      const { code, state, idToken } = req.query;
      if (idToken) return signIn(req, await verified(() => client.verifyIdToken(idToken)));
      const st = state ? verifyPayload<{ nonce: string; redirectUri: string }>(state, config.appSecret) : null;
      if (!code || !st) throw fieldError('state', AUTH_MESSAGES.googleFailed);
      const identity = await verified(() => client.exchangeCode({ code, redirectUri: st.redirectUri, nonce: st.nonce }));
      return signIn(req, identity);
    },
  );
}
