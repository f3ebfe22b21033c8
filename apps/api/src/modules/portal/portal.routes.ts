import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CustomerPasswordDto, CustomerPaymentsDto } from '@trato/domain/portal/dto';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';
import type { AppDeps } from '../../app-deps.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { assertPasswordAllowed, verifyPassword } from '../auth/passwords.ts';
import { setCustomerPassword } from '../customer-auth/password-sign-in.ts';
import { customerReader, requireCustomer } from './portal-access.ts';
import { currentProject, projectPayments } from './portal-current.ts';
import { listCustomerProjects } from './portal-projects.ts';
import { readPortalProject } from './portal-reader.ts';
import { uploadCustomerFiles } from './portal-files.ts';
import { listCustomerNotifications, markCustomerNotificationsRead } from './portal-notifications.ts';
import { optionalServices, requestQuote } from './portal-services.ts';
import { currentProjectQuery, idParams, passwordBody, projectQuery, projectsQuery, quoteBody, readBody } from './portal.schemas.ts';

const tags = ['portal'];
const security = [{ bearerAuth: [] }];

/** The customer portal's reads and the customer's password (docs/api/portal.md); mounted under /api/v1. */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/customer/projects', { schema: { tags, security, querystring: projectsQuery } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const { page, perPage, project_id } = req.query;
    const { dto, projectMissing } = await listCustomerProjects(db, session, customerReader(session), { page, perPage, projectId: project_id ?? null });
    if (projectMissing) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return dto;
  });

  r.get('/customer/projects/:id', { schema: { tags, security, params: idParams, querystring: projectQuery } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const data = await readPortalProject(db, customerReader(session), req.params.id);
    if (!data) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return { data };
  });

  r.get('/customer/payments', { schema: { tags, security, querystring: currentProjectQuery } }, async (req): Promise<CustomerPaymentsDto> => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.query.project_id ?? null);
    return projectPayments(db, project);
  });

  r.get('/customer/services', { schema: { tags, security, querystring: currentProjectQuery } }, async (req) => {
    const session = await requireCustomer(db, req);
    return optionalServices(db, await currentProject(db, customerReader(session), req.query.project_id ?? null));
  });

  r.post('/customer/services/quote/bulk', { schema: { tags, security, body: quoteBody } }, async (req) => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.body.project_id ?? null);
    return requestQuote(db, session, project, req.body.service_ids);
  });

  r.get('/customer/notifications', { schema: { tags, security } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    reply.header('Cache-Control', 'private, no-store');
    return listCustomerNotifications(db, session);
  });

  r.put('/customer/notifications/read', { schema: { tags, security, body: readBody } }, async (req) => {
    const session = await requireCustomer(db, req);
    return markCustomerNotificationsRead(db, session, req.body?.ids ?? null);
  });

  r.put('/customer/notifications/:id/read', { schema: { tags, security, params: idParams } }, async (req) => {
    const session = await requireCustomer(db, req);
    return markCustomerNotificationsRead(db, session, [req.params.id]);
  });

  r.post('/customer/projects/:id/files', { schema: { tags, security, params: idParams, consumes: ['multipart/form-data'] } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.params.id);
    const data = await uploadCustomerFiles(deps, req, session, project);
    reply.status(201);
    return data;
  });

  r.put('/customer/password', { schema: { tags, security, body: passwordBody } }, async (req): Promise<CustomerPasswordDto> => {
    const session = await requireCustomer(db, req);
    // A session opened by signing proves nothing about the email (decision 0011): no password from it.
    if (session.projectId) throw forbidden(M.passwordNeedsFullSession);
    const { password, current_password } = req.body;
    assertPasswordAllowed(password);
    if (session.customer.passwordHash) {
      if (!current_password) throw fieldError('current_password', M.currentPasswordRequired);
      if (!(await verifyPassword(session.customer.passwordHash, current_password))) throw fieldError('current_password', M.currentPasswordWrong);
    }
    await setCustomerPassword(db, session.customer.id, session.sessionId, password);
    return { success: true, message: M.passwordSet };
  });

  // Staff 'Ver como cliente': the very reader the client's portal uses.
  r.get('/projects/:id/client', { schema: { tags: ['projects'], security, params: idParams } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req);
    const data = await readPortalProject(db, { kind: 'staff', workspaceId: ctx.workspaceId }, req.params.id);
    if (!data) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return { data };
  });
}
