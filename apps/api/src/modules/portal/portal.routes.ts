import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@trato/domain/openapi/common';
import type { CustomerPasswordDto, CustomerPaymentsDto } from '@trato/domain/portal/dto';
import {
  customerNotificationsReadSchema,
  customerNotificationsSchema,
  customerPasswordSchema,
  customerPaymentsSchema,
  customerProjectsSchema,
  customerServicesSchema,
  customerUploadSchema,
  portalProjectSchema,
  quoteRequestSchema,
} from '@trato/domain/portal/dto-schemas';
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
const project = dataOf(portalProjectSchema);

/** The customer portal's reads and the customer's password (docs/api/portal.md); mounted under /api/v1. */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // The clock of a payment's state (its workspace's today); tests freeze it.
  const now = () => deps.clock?.() ?? new Date();

  r.get('/customer/projects', { schema: { tags, security, querystring: projectsQuery, response: { 200: customerProjectsSchema } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const { page, perPage, project_id } = req.query;
    const { dto, projectMissing } = await listCustomerProjects(db, session, customerReader(session), { page, perPage, projectId: project_id ?? null });
    if (projectMissing) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return dto;
  });

  r.get('/customer/projects/:id', { schema: { tags, security, params: idParams, querystring: projectQuery, response: { 200: project } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const data = await readPortalProject(db, customerReader(session), req.params.id, deps.config.uploadMaxBytes, now());
    if (!data) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return { data };
  });

  r.get('/customer/payments', { schema: { tags, security, querystring: currentProjectQuery, response: { 200: customerPaymentsSchema } } }, async (req): Promise<CustomerPaymentsDto> => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.query.project_id ?? null);
    return projectPayments(db, project, now());
  });

  r.get('/customer/services', { schema: { tags, security, querystring: currentProjectQuery, response: { 200: customerServicesSchema } } }, async (req) => {
    const session = await requireCustomer(db, req);
    return optionalServices(db, await currentProject(db, customerReader(session), req.query.project_id ?? null));
  });

  r.post('/customer/services/quote/bulk', { schema: { tags, security, body: quoteBody, response: { 200: quoteRequestSchema } } }, async (req) => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.body.project_id ?? null);
    return requestQuote(db, session, project, req.body.service_ids);
  });

  r.get('/customer/notifications', { schema: { tags, security, response: { 200: customerNotificationsSchema } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    reply.header('Cache-Control', 'private, no-store');
    return listCustomerNotifications(db, session);
  });

  r.put('/customer/notifications/read', { schema: { tags, security, body: readBody, response: { 200: customerNotificationsReadSchema } } }, async (req) => {
    const session = await requireCustomer(db, req);
    return markCustomerNotificationsRead(db, session, req.body?.ids ?? null);
  });

  r.put('/customer/notifications/:id/read', { schema: { tags, security, params: idParams, response: { 200: customerNotificationsReadSchema } } }, async (req) => {
    const session = await requireCustomer(db, req);
    return markCustomerNotificationsRead(db, session, [req.params.id]);
  });

  r.post('/customer/projects/:id/files', { schema: { tags, security, params: idParams, consumes: ['multipart/form-data'], response: { 201: customerUploadSchema } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const project = await currentProject(db, customerReader(session), req.params.id);
    const data = await uploadCustomerFiles(deps, req, session, project);
    reply.status(201);
    return data;
  });

  r.put('/customer/password', { schema: { tags, security, body: passwordBody, response: { 200: customerPasswordSchema } } }, async (req): Promise<CustomerPasswordDto> => {
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
  r.get('/projects/:id/client', { schema: { tags: ['projects'], security, params: idParams, response: { 200: project } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req);
    const data = await readPortalProject(db, { kind: 'staff', workspaceId: ctx.workspaceId }, req.params.id, deps.config.uploadMaxBytes, now());
    if (!data) throw notFound(M.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return { data };
  });
}
