import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthorizationUrlDto, SuccessMessageDto } from '@trato/domain/auth/dto';
import { customerCheckSchema, customerCurrentSchema, customerSignInSchema } from '@trato/domain/auth/customer-dto-schemas';
import { authorizationUrlSchema, successMessageSchema } from '@trato/domain/auth/dto-schemas';
import { AUTH_MESSAGES, emailSchema, loginSchema } from '@trato/domain/auth/schemas';
import type { CustomerCheckDto, CustomerCurrentDto, CustomerSignInDto, CustomerStrategy } from '@trato/domain/portal/dto';
import { PORTAL_MESSAGES } from '@trato/domain/portal/messages';
import type { AppDeps } from '../../app-deps.ts';
import { newToken, signPayload, verifyPayload } from '../../lib/crypto.ts';
import { AppError, fieldError, unauthenticated, validationError } from '../../lib/errors.ts';
import { clientSource, hit, limitAuthAction } from '../../lib/rate-limit.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { oidcClient, type OidcIdentity } from '../auth/oidc.ts';
import { openFullSession, portalsOf } from './customer-accounts.ts';
import { authenticateCustomer, type CustomerRow } from './customer-tokens.ts';
import { customerForGoogle } from './google-sign-in.ts';
import { customerByPassword, passwordStatus } from './password-sign-in.ts';
import { signInWithLink } from './link-sign-in.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';
import { portalBrandRoute } from './portal-brand.ts';
import { sendCustomerLoginLink } from './send-login-link.ts';

const tags = ['customer-auth'];
const bearer = [{ bearerAuth: [] }];

const sendLinkBody = z.object({ email: emailSchema, slug: z.string().trim().min(1).max(200).optional() });

const userOf = (c: { id: string; name: string; email: string }) => ({ id: c.id, name: c.name, email: c.email });

const signInAnswer = (customer: CustomerRow, token: string, strategy: CustomerStrategy, redirectUrl = '/c/dashboard'): CustomerSignInDto => ({
  success: true,
  handler: 'redirect_dashboard',
  strategy,
  token: { access_token: token },
  user: userOf(customer),
  redirectUrl,
});

const googleBody = z
  .object({ credential: z.string().min(20).max(8192).optional(), access_token: z.string().min(20).max(8192).optional() })
  .refine((b) => b.credential || b.access_token, { message: AUTH_MESSAGES.googleFailed, path: ['credential'] });

/**
 * The minimal customer sign-in of issue 5: asking for and spending a magic link, and who is signed in. Mounted
 * under /api/auth (docs/api/public-proposals.md "Customer auth"); the portal issue adds the rest.
 */
export async function customerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  await portalBrandRoute(app, db);

  r.post(
    '/customer/login-link',
    {
      schema: {
        tags,
        security: bearer,
        description: 'Spends a magic link (the bearer) and answers a customer session token (full for an emailed link, scoped to its project for a signing link).',
        response: { 200: customerSignInSchema },
      },
    },
    async (req): Promise<CustomerSignInDto> => {
      await limitAuthAction(db, deps.config.rateLimit, 'customer-login-link', req.ip);
      const magic = bearerToken(req);
      const signedIn = magic ? await signInWithLink(db, magic, { ip: req.ip, userAgent: req.headers['user-agent'] }) : null;
      if (!signedIn) throw unauthenticated(M.linkInvalid);
      return signInAnswer(signedIn.customer, signedIn.token, 'magic-link', signedIn.redirectUrl);
    },
  );

  r.post(
    '/customer/login-link/send',
    { schema: { tags, body: sendLinkBody, description: 'Emails a new magic link to a customer with a portal; the same answer for any email.', response: { 200: successMessageSchema } } },
    async (req): Promise<SuccessMessageDto> => {
      const { email, slug } = req.body;
      await limitAuthAction(db, deps.config.rateLimit, 'customer-login-link-send', req.ip, email);
      if (await sendCustomerLoginLink(db, deps.config.appUrl, email, slug ?? null)) deps.nudgeOutbox();
      return { success: true, message: M.linkSent };
    },
  );

  r.post(
    '/customer/current',
    {
      schema: {
        tags,
        security: bearer,
        description: 'The signed-in customer and the portals this session reaches (only the signed one for a session handed out by signing).',
        response: { 200: customerCurrentSchema },
      },
    },
    async (req): Promise<CustomerCurrentDto> => {
      const session = await authenticateCustomer(db, req);
      if (!session) throw unauthenticated();
      return { user: userOf(session.customer), projects: await portalsOf(db, session.customer.id, session.projectId) };
    },
  );

  r.post(
    '/customer/check',
    {
      schema: {
        tags,
        body: z.object({ email: emailSchema }),
        description: 'status 1: the email has a password; 2: it has none (also for unknown emails).',
        response: { 200: customerCheckSchema },
      },
    },
    async (req): Promise<CustomerCheckDto> => {
      await limitAuthAction(db, deps.config.rateLimit, 'customer-check', req.ip, req.body.email);
      return { status: await passwordStatus(db, req.body.email) };
    },
  );

  r.post(
    '/customer/login',
    { schema: { tags, body: loginSchema, description: 'Email and password: a full customer session.', response: { 200: customerSignInSchema } } },
    async (req): Promise<CustomerSignInDto> => {
      const { email, password } = req.body;
      // The staff login's rule (decision 0010) on counters of its own: per client, and per account per client.
      const source = clientSource(req.ip);
      const { perIp, perAccount, windowSeconds } = deps.config.rateLimit;
      await hit(db, `customer-login:ip:${source}`, perIp, windowSeconds);
      await hit(db, `customer-login:acct:${email}:ip:${source}`, perAccount, windowSeconds);
      const customer = await customerByPassword(db, email, password);
      if (!customer) throw validationError({ email: [AUTH_MESSAGES.badCredentials] });
      const { token } = await openFullSession(db, customer.id, 'password', { ip: req.ip, userAgent: req.headers['user-agent'] });
      return signInAnswer(customer, token, 'local');
    },
  );

  const { clientId, issuer, clientSecret } = deps.config.google;
  const google = clientId ? oidcClient({ issuer, clientId, clientSecret }) : null;

  const googleOf = () => {
    if (!google) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.googleNotConfigured);
    return google;
  };

  /** Runs a verification against the issuer; anything but our own errors is a 422 'No pudimos verificar…'. */
  async function verified(work: () => Promise<OidcIdentity>): Promise<OidcIdentity> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      app.log.warn({ err: String(err) }, 'customer google sign-in rejected');
      throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    }
  }

  async function googleSignIn(req: FastifyRequest, identity: OidcIdentity): Promise<CustomerSignInDto> {
    if (!identity.emailVerified) throw fieldError('credential', AUTH_MESSAGES.googleFailed);
    const customer = await customerForGoogle(db, identity);
    if (!customer) throw fieldError('credential', PORTAL_MESSAGES.googleNoAccount);
    const { token } = await openFullSession(db, customer.id, 'google', { ip: req.ip, userAgent: req.headers['user-agent'] });
    return signInAnswer(customer, token, 'google');
  }

  r.post(
    '/customer/google',
    {
      schema: {
        tags,
        body: googleBody,
        description: 'A Google ID token (credential, or access_token as SPEC names it) verified against the configured OIDC issuer.',
        response: { 200: customerSignInSchema },
      },
    },
    async (req): Promise<CustomerSignInDto> => {
      const client = googleOf();
      await limitAuthAction(db, deps.config.rateLimit, 'customer-google', req.ip);
      return googleSignIn(req, await verified(() => client.verifyIdToken((req.body.credential ?? req.body.access_token)!)));
    },
  );

  r.post(
    '/customer/authorize/google/redirect',
    {
      schema: {
        tags,
        body: z.object({ redirect_uri: z.url().max(2048).optional() }),
        description: "The issuer's authorization URL for the code flow; Google returns to redirect_uri (default /c/login) with code and state.",
        response: { 200: authorizationUrlSchema },
      },
    },
    async (req): Promise<AuthorizationUrlDto> => {
      const client = googleOf();
      const redirectUri = req.body.redirect_uri ?? `${deps.config.appUrl}/c/login`;
      if (new URL(redirectUri).origin !== new URL(deps.config.appUrl).origin) throw fieldError('redirect_uri', 'La dirección de retorno no es válida.');
      const nonce = newToken();
      // Marked as a customer's: a staff sign-in's state is not accepted here, nor this one there.
      const state = signPayload({ nonce, redirectUri, audience: 'customer' }, deps.config.appSecret, 10 * 60);
      return { url: await client.authorizationUrl({ redirectUri, state, nonce }) };
    },
  );

  r.get(
    '/customer/authorize/google/callback',
    {
      schema: {
        tags,
        querystring: z.object({ code: z.string().max(4096).optional(), state: z.string().max(4096).optional(), idToken: z.string().max(8192).optional() }),
        // JSON, not a redirect: the web app's /c/login page receives Google's redirect and calls this.
        description: 'Finishes the code flow (code and state), or takes a one-tap ID token (idToken).',
        response: { 200: customerSignInSchema },
      },
    },
    async (req): Promise<CustomerSignInDto> => {
      const client = googleOf();
      await limitAuthAction(db, deps.config.rateLimit, 'customer-google', req.ip);
      const { code, state, idToken } = req.query;
      if (idToken) return googleSignIn(req, await verified(() => client.verifyIdToken(idToken)));
      const st = state ? verifyPayload<{ nonce: string; redirectUri: string; audience?: string }>(state, deps.config.appSecret) : null;
      if (!code || !st || st.audience !== 'customer') throw fieldError('state', AUTH_MESSAGES.googleFailed);
      return googleSignIn(req, await verified(() => client.exchangeCode({ code, redirectUri: st.redirectUri, nonce: st.nonce })));
    },
  );
}
