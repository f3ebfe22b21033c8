import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { normalizeEmail } from '@trato/domain/email';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { newToken, signPayload, verifyPayload } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { limitAuthAction } from '../../lib/rate-limit.ts';
import { findUserByEmail, tokenResponse } from './account.ts';
import { type OidcIdentity, oidcClient } from './oidc.ts';

const notConfigured = () => new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.googleNotConfigured);

/** Google sign-in (OpenID Connect): one-tap ID tokens, and the redirect/callback code flow. */
export async function googleAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { config } = deps;
  const { clientId } = config.google;
  const client = clientId ? oidcClient({ issuer: config.google.issuer, clientId, clientSecret: config.google.clientSecret }) : null;

  /** Finds the account by Google subject, else links it by verified email, else creates it. */
  async function signIn(req: FastifyRequest, identity: OidcIdentity) {
    if (!identity.emailVerified) throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    const email = normalizeEmail(identity.email);
    let [user] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
    let isNew = false;
    if (!user) {
      const byEmail = await findUserByEmail(db, email);
      if (byEmail) {
        // A password set on an address nobody ever confirmed may belong to someone else (account
        // pre-hijacking): Google proves the address, so an unproven password is dropped.
        [user] = await db
          .update(users)
          .set({
            googleSub: identity.sub,
            emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
            avatar: byEmail.avatar ?? identity.picture,
            ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
          })
          .where(eq(users.id, byEmail.id))
          .returning();
      } else {
        try {
          [user] = await db
            .insert(users)
            .values({ name: identity.name.slice(0, 120), email, googleSub: identity.sub, emailVerifiedAt: new Date(), avatar: identity.picture })
            .returning();
          isNew = true;
        } catch (err) {
          if (isUniqueViolation(err)) throw fieldError('credential', AUTH_MESSAGES.emailTaken);
          throw err;
        }
      }
    }
    if (!user) throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    const signedIn = await tokenResponse(db, user, config.accessTokenTtlDays, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
    // A new Google account confirms its data first (SPEC §4: Google strategy ends at /register/confirm).
    const redirect_url = signedIn.redirect_step === 'done' ? '/dashboard' : isNew ? '/register/confirm' : `/register/${signedIn.redirect_step}`;
    return { ...signedIn, strategy: 'google' as const, is_new: isNew, redirect_url };
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

  r.get('/providers', { schema: { tags: ['auth'] } }, async () => ({ google: !!client }));

  r.post('/google', { schema: { tags: ['auth'], body: z.object({ credential: z.string().min(20).max(8192) }) } }, async (req) => {
    if (!client) throw notConfigured();
    await limitAuthAction(db, config.rateLimit, 'google', req.ip);
    const identity = await verified(() => client.verifyIdToken(req.body.credential));
    return signIn(req, identity);
  });

  r.post(
    '/authorize/google/redirect',
    { schema: { tags: ['auth'], body: z.object({ redirect_uri: z.url().max(2048).optional() }) } },
    async (req) => {
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
