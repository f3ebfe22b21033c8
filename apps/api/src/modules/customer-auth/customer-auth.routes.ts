import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema } from '@trato/domain/auth/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { limitAuthAction } from '../../lib/rate-limit.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { portalsOf } from './customer-accounts.ts';
import { authenticateCustomer } from './customer-tokens.ts';
import { signInWithLink } from './link-sign-in.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';
import { sendCustomerLoginLink } from './send-login-link.ts';

const tags = ['customer-auth'];
const bearer = [{ bearerAuth: [] }];

const sendLinkBody = z.object({ email: emailSchema, slug: z.string().trim().min(1).max(200).optional() });

const userOf = (c: { id: string; name: string; email: string }) => ({ id: c.id, name: c.name, email: c.email });

/**
 * The minimal customer sign-in of issue 5: asking for and spending a magic link, and who is signed in. Mounted
 * under /api/auth (docs/api/public-proposals.md "Customer auth"); the portal issue adds the rest.
 */
export async function customerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.post(
    '/customer/login-link',
    { schema: { tags, security: bearer, description: 'Spends a magic link (the bearer) and answers a customer session token (full for an emailed link, scoped to its project for a signing link).' } },
    async (req) => {
      await limitAuthAction(db, deps.config.rateLimit, 'customer-login-link', req.ip);
      const magic = bearerToken(req);
      const signedIn = magic ? await signInWithLink(db, magic, { ip: req.ip, userAgent: req.headers['user-agent'] }) : null;
      if (!signedIn) throw unauthenticated(M.linkInvalid);
      return {
        success: true,
        handler: 'redirect_dashboard',
        token: { access_token: signedIn.token },
        user: userOf(signedIn.customer),
        redirectUrl: signedIn.redirectUrl,
      };
    },
  );

  r.post(
    '/customer/login-link/send',
    { schema: { tags, body: sendLinkBody, description: 'Emails a new magic link to a customer with a portal; the same answer for any email.' } },
    async (req) => {
      const { email, slug } = req.body;
      await limitAuthAction(db, deps.config.rateLimit, 'customer-login-link-send', req.ip, email);
      if (await sendCustomerLoginLink(db, deps.config.appUrl, email, slug ?? null)) deps.nudgeOutbox();
      return { success: true, message: M.linkSent };
    },
  );

  r.post(
    '/customer/current',
    { schema: { tags, security: bearer, description: 'The signed-in customer and the portals this session reaches (only the signed one for a session handed out by signing).' } },
    async (req) => {
      const session = await authenticateCustomer(db, req);
      if (!session) throw unauthenticated();
      return { user: userOf(session.customer), projects: await portalsOf(db, session.customer.id, session.projectId) };
    },
  );
}
