import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@trato/domain/errors';
import { isPortalPagePath } from '@trato/domain/routing/portal-pages';
import { isPublicPagePath } from '@trato/domain/routing/public-pages';
import type { AppDeps } from './app-deps.ts';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.ts';
import { openApiOptions, plainJsonSerializer } from './lib/openapi.ts';
import { describeOperations } from './lib/openapi-describe.ts';
import { boundJsonBodies } from './lib/json-bounds.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { redactUrl } from './lib/redact-url.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { refuseForbiddenText } from './lib/text-input.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { clientRoutes } from './modules/clients/clients.routes.ts';
import { collectionRoutes } from './modules/collections/collections.routes.ts';
import { onlinePaymentWebhookRoutes } from './modules/online-payments/webhooks.routes.ts';
import { payLinkRoutes } from './modules/pay-links/pay-links.routes.ts';
import { checkoutRoutes } from './modules/online-payments/checkout.routes.ts';
import { transferRoutes } from './modules/transfers/transfers.routes.ts';
import { proposalCheckoutRoutes } from './modules/online-payments/proposal-checkout.routes.ts';
import { evidenceRoutes } from './modules/audit/evidence.routes.ts';
import { customerAuthRoutes } from './modules/customer-auth/customer-auth.routes.ts';
import { runInOwnScope } from './db/row-security.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { signatureRoutes } from './modules/signatures/signatures.routes.ts';
import { commentRoutes } from './modules/comments/comments.routes.ts';
import { googleAuthRoutes } from './modules/auth/google.routes.ts';
import { passwordAuthRoutes } from './modules/auth/password-auth.routes.ts';
import { devMailboxAllowed, devMailboxRoutes } from './modules/email/dev-mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { realtimeRoutes, type RealtimeOptions } from './modules/realtime/realtime.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { lineRoutes } from './modules/lines/lines.routes.ts';
import { serviceRoutes } from './modules/services/services.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes.ts';
import { proposalSendRoutes } from './modules/proposals/proposal-send.routes.ts';
import { proposalExtendRoutes } from './modules/proposals/proposal-extend.routes.ts';
import { proposalRoutes } from './modules/proposals/proposals.routes.ts';
import { projectRoutes } from './modules/projects/projects.routes.ts';
import { stageRoutes } from './modules/stages/stages.routes.ts';
import { projectFileRoutes } from './modules/files/files.routes.ts';
import { activityRoutes } from './modules/activities/activities.routes.ts';
import { publicProposalRoutes } from './modules/public-proposals/public-proposals.routes.ts';
import { loadPublicPageRenderer, ssrEntryOf } from './modules/public-page/public-page-renderer.ts';
import { publicPageRoutes } from './modules/public-page/public-page.routes.ts';
import { visitRoutes } from './modules/visits/visits.routes.ts';
import { fileRoutes, uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { workspaceRoutes } from './modules/workspaces/workspaces.routes.ts';
import { backupRoutes } from './ops/backup/backup.routes.ts';
import { superadminRoutes } from './modules/superadmin/superadmin.routes.ts';
import { teamInvitationRoutes, teamRoutes } from './modules/team/team.routes.ts';

// Validation messages in Spanish wherever a schema did not set its own.
z.config(z.locales.es());

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Graceful shutdown: once close() starts, answers still in flight go out with `Connection: close`,
 * so keep-alive sockets end with them instead of holding the server open until their timeout.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done();
  });
}

/** The public proposal pages and the client portal have their own light entries (public.html, portal.html); the rest is the staff SPA. */
export function pageFile(url: string): 'public.html' | 'portal.html' | 'index.html' {
  if (isPortalPagePath(url)) return 'portal.html';
  return isPublicPagePath(url) ? 'public.html' : 'index.html';
}

export type BuildOptions = { logger?: FastifyServerOptions['logger']; serveWeb?: boolean; realtime?: RealtimeOptions };

/** Fastify's request log fields, except that no secret a URL carries (one-time tokens, capabilities) reaches a log. */
export function requestLogFields(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * Never in a log line, whatever object carries them (decision 0067): bearer tokens and the payment
 * providers' secrets of settings «Cobros», should a request, a body or an error ever be logged whole.
 */
const LOG_REDACTIONS = {
  paths: ['req.headers.authorization', 'req.headers.cookie', '*.access_token', '*.secret_key', '*.webhook_secret', '*.*.access_token', '*.*.secret_key', '*.*.webhook_secret'],
  censor: '[oculto]',
};

/** Builds the HTTP app: API under /api, and the built SPA for every other GET. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = opts.logger && typeof opts.logger === 'object' ? { serializers: { req: requestLogFields }, redact: LOG_REDACTIONS, ...opts.logger } : (opts.logger ?? false);
  const app = Fastify({
    logger,
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new OneLinePerRequest(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // req.ip (limits, visits, signatures, audit, logs) and req.protocol (HSTS) believe only these proxies.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
  });
  // First hook: each request gets its own row-security scope, which authentication narrows (decision 0053).
  app.addHook('onRequest', (_req, _reply, done) => runInOwnScope(done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(plainJsonSerializer);
  registerErrorHandler(app);
  // Every JSON body is bounded in depth and size before it is parsed (issue 29).
  boundJsonBodies(app);
  registerSecurityHeaders(app);
  closeConnectionsWhenClosing(app);

  await app.register(multipart, {
    limits: { fileSize: deps.config.uploadMaxBytes, files: 10, fields: 20, fieldSize: 10_000, parts: 40 },
  });
  await app.register(swagger, openApiOptions(deps.config.appUrl));
  describeOperations(app);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      refuseForbiddenText(api);
      await api.register(healthRoutes, deps);
      await api.register((a) => calendarFeedRoutes(a, deps));
      await api.register(fileRoutes, deps);
      await api.register((a) => passwordAuthRoutes(a, deps), { prefix: '/auth' });
      await api.register((a) => googleAuthRoutes(a, deps), { prefix: '/auth' });
      await api.register((a) => teamInvitationRoutes(a, deps), { prefix: '/auth' });
      await api.register((a) => customerAuthRoutes(a, deps), { prefix: '/auth' });
      await api.register(
        async (v1) => {
          await accountRoutes(v1, deps);
          await workspaceRoutes(v1, deps);
          await collectionRoutes(v1, deps);
          await planRoutes(v1, deps);
          await billingRoutes(v1, deps);
          await v1.register((a) => billingWebhookRoutes(a, deps));
          await v1.register((a) => onlinePaymentWebhookRoutes(a, deps));
          await checkoutRoutes(v1, deps);
          await payLinkRoutes(v1, deps);
          await transferRoutes(v1, deps);
          await proposalCheckoutRoutes(v1, deps);
          await uploadRoutes(v1, deps);
          await teamRoutes(v1, deps);
          await lineRoutes(v1, deps);
          await serviceRoutes(v1, deps);
          await clientRoutes(v1, deps);
          await proposalRoutes(v1, deps);
          await proposalSendRoutes(v1, deps);
          await proposalExtendRoutes(v1, deps);
          await signatureRoutes(v1, deps);
          await evidenceRoutes(v1, deps);
          await publicProposalRoutes(v1, deps);
          await commentRoutes(v1, deps);
          await visitRoutes(v1, deps);
          await projectRoutes(v1, deps);
          await stageRoutes(v1, deps);
          await projectFileRoutes(v1, deps);
          await activityRoutes(v1, deps);
          await notificationRoutes(v1, deps);
          await searchRoutes(v1, deps);
          await realtimeRoutes(v1, deps, opts.realtime);
          await paymentRoutes(v1, deps);
          await receiptRoutes(v1, deps);
          await portalRoutes(v1, deps);
          await superadminRoutes(v1, deps);
          await dashboardRoutes(v1, deps);
        },
        { prefix: '/v1' },
      );
      const mailboxKey = deps.config.devMailboxKey;
      if (mailboxKey && devMailboxAllowed(deps.config)) await api.register((a) => devMailboxRoutes(a, deps, mailboxKey));
      await api.register((a) => backupRoutes(a, deps));
    },
    { prefix: '/api' },
  );

  const serveWeb = opts.serveWeb ?? true;
  const webDist = deps.config.webDistDir ?? WEB_DIST;
  const hasWeb = serveWeb && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    // preCompressed: the build writes .br/.gz beside each file (apps/web/vite.config.ts); clients that accept them get them.
    // No Last-Modified or Accept-Ranges: the ETag revalidates, nothing asks a script for a range, and each
    // header is paid on every one of a page's ~20 scripts (issue 13).
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false, maxAge: '1h', preCompressed: true, lastModified: false, acceptRanges: false });
    // The site root is the SPA (a directory request would otherwise be refused by the static plugin).
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false }));
    // Hashed build assets never change; cache them for a year. Only a found asset (or its 304
    // revalidation): a 404 cached as immutable would break the page until the cache is cleared,
    // even after the asset is deployed.
    app.addHook('onSend', (req, reply, _payload, done) => {
      if (req.url.startsWith('/assets/') && (reply.statusCode === 200 || reply.statusCode === 304)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
      done();
    });
    // /p/{slug} rendered on the server when the build has its server entry (docs/decisions/0032).
    const renderer = await loadPublicPageRenderer(ssrEntryOf(webDist), (message) => app.log.warn(message));
    if (renderer) await app.register((scope) => publicPageRoutes(scope, deps, webDist, renderer));
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api') && !/\.[a-z0-9]{1,8}(\?|$)/i.test(req.url.split('?')[0] ?? '');
    // cacheControl off: sendFile would otherwise replace no-cache with the static files' max-age.
    if (isPage && hasWeb) return reply.header('Cache-Control', 'no-cache').sendFile(pageFile(req.url), { cacheControl: false });
    if (isPage && serveWeb) {
      return reply.status(503).type('text/plain; charset=utf-8').send('La aplicación web no está compilada. Ejecuta: npm run build');
    }
    return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  return app;
}
