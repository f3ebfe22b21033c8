import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { surveySchema } from '@trato/domain/options/survey';
import { currencyRatesUpdateSchema } from '@trato/domain/payments/schemas';
import { currenciesUpdateResultSchema, organizationSchema, workspaceSchema } from '@trato/domain/workspace/dto-schemas';
import {
  currencySchema,
  fileUrlSchema,
  primaryColorSchema,
  WORKSPACE_MESSAGES,
  workspaceDomain,
  workspaceNameSchema,
  workspaceUpdateSchema,
} from '@trato/domain/workspace/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { authenticate, resolveMembership, workspaceContext } from '../auth/authenticate.ts';
import { saveCurrencyRates } from '../payments/currency-rates.ts';
import { storeUpload } from '../uploads/uploads.service.ts';
import { serializeWorkspace, type WorkspaceRow } from './serialize.ts';
import { createWorkspaceWithOwner, currentWorkspace, freeDomain, isDomainTaken, saveSurvey } from './workspaces.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const organizationCreateSchema = surveySchema.extend({ name: workspaceNameSchema.optional() });
const currenciesUpdateSchema = z
  .object({ currency: currencySchema.optional(), rates: currencyRatesUpdateSchema.shape.rates.optional() })
  .refine((v) => v.currency !== undefined || v.rates !== undefined, { path: ['currency'], message: WORKSPACE_MESSAGES.currencyInvalid });

/** Organization (sign-up steps), workspace (settings) and currency (SPEC §7 Account/Workspace). */
export async function workspaceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  /** Applies a partial update to the caller's workspace; a taken name answers 422. */
  async function updateWorkspace(ctx: WorkspaceContext, patch: Partial<typeof workspaces.$inferInsert>): Promise<WorkspaceRow> {
    if (patch.name !== undefined) {
      const domain = workspaceDomain(patch.name);
      if (!domain) throw fieldError('name', WORKSPACE_MESSAGES.nameTooShort);
      if (await isDomainTaken(db, domain, ctx.workspaceId)) throw fieldError('name', WORKSPACE_MESSAGES.nameTaken);
      patch.domain = domain;
    }
    // Nothing to change (a body with none of the known fields): the workspace as it is. An UPDATE
    // with an empty SET is not SQL, and answered 500 (found by the fuzzer, issue 14).
    if (Object.keys(patch).length === 0) {
      const [row] = await db.select().from(workspaces).where(inWorkspace(workspaces.id, ctx.workspaceId));
      if (!row) throw notFound();
      return row;
    }
    try {
      const [row] = await db.update(workspaces).set(patch).where(inWorkspace(workspaces.id, ctx.workspaceId)).returning();
      if (!row) throw notFound();
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('name', WORKSPACE_MESSAGES.nameTaken);
      throw err;
    }
  }

  /** The {id} in /organization/{id} must be the caller's own workspace; any other is a 404. */
  async function ownOrganization(req: Parameters<typeof workspaceContext>[1], id: string) {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    if (ctx.workspaceId !== id) throw notFound();
    return ctx;
  }

  r.post('/organization', { schema: { tags: ['workspace'], security: bearer, body: organizationCreateSchema, response: { 201: organizationSchema } } }, async (req, reply) => {
    const ctx = await authenticate(db, req);
    if (await resolveMembership(db, ctx.userId, ctx.user.currentWorkspaceId)) throw conflict('Ya tienes un espacio de trabajo.');
    const name = req.body.name ?? `Espacio de ${ctx.user.name.split(/\s+/)[0] ?? ctx.user.name}`.slice(0, 60);
    const workspace = await db.transaction(async (tx) => {
      const domain = await freeDomain(tx, workspaceDomain(name));
      const created = await createWorkspaceWithOwner(tx, { ownerId: ctx.userId, name, domain, businessSector: req.body.business_sector, planId: deps.config.billing.defaultPlan });
      await saveSurvey(tx, {
        workspaceId: created.id,
        userId: ctx.userId,
        businessSector: req.body.business_sector,
        howDidYouHear: req.body.how_did_you_hear,
        companySize: req.body.company_size,
      });
      return created;
    });
    reply.status(201);
    return { result: serializeWorkspace(workspace) };
  });

  r.put(
    '/organization/:id',
    {
      schema: {
        tags: ['workspace'],
        security: bearer,
        params: idParams,
        body: z.object({
          name: workspaceNameSchema.optional(),
          currency: currencySchema.optional(),
          primary_color: primaryColorSchema.optional(),
          logo: fileUrlSchema.nullable().optional(),
          logo_dark: fileUrlSchema.nullable().optional(),
        }),
        response: { 200: organizationSchema },
      },
    },
    async (req) => {
      const ctx = await ownOrganization(req, req.params.id);
      const { name, currency, primary_color, logo, logo_dark } = req.body;
      const row = await updateWorkspace(ctx, {
        ...(name !== undefined && { name }),
        ...(currency !== undefined && { defaultCurrency: currency, currencyCode: currency }),
        ...(primary_color !== undefined && { primaryColor: primary_color.toLowerCase() }),
        ...(logo !== undefined && { logo }),
        ...(logo_dark !== undefined && { logoDark: logo_dark }),
      });
      return { result: serializeWorkspace(row) };
    },
  );

  r.post('/organization/:id/upload', { schema: { tags: ['workspace'], security: bearer, params: idParams, response: { 200: organizationSchema } } }, async (req) => {
    const ctx = await ownOrganization(req, req.params.id);
    const part = await req.file();
    if (!part) throw fieldError('file', 'Adjunta una imagen.');
    const dark = (part.fields.dark as { value?: string } | undefined)?.value === '1';
    const stored = await storeUpload(deps, ctx, part, { kind: 'image', directory: dark ? 'workspace_logos_dark' : 'workspace_logos' });
    const row = await updateWorkspace(ctx, dark ? { logoDark: stored.url } : { logo: stored.url });
    return { result: serializeWorkspace(row) };
  });

  r.post('/workspace/current', { schema: { tags: ['workspace'], security: bearer, response: { 200: dataOf(workspaceSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const row = await currentWorkspace(ctx);
    if (!row) throw notFound();
    return { data: serializeWorkspace(row) };
  });

  r.put('/workspace', { schema: { tags: ['workspace'], security: bearer, body: workspaceUpdateSchema, response: { 200: dataOf(workspaceSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const { name, primary_color, currency_code, logo, logo_dark, time_zone } = req.body;
    const row = await updateWorkspace(ctx, {
      ...(name !== undefined && { name }),
      ...(primary_color !== undefined && { primaryColor: primary_color.toLowerCase() }),
      ...(currency_code !== undefined && { currencyCode: currency_code, defaultCurrency: currency_code }),
      ...(logo !== undefined && { logo }),
      ...(logo_dark !== undefined && { logoDark: logo_dark }),
      ...(time_zone !== undefined && { timeZone: time_zone }),
    });
    return { data: serializeWorkspace(row) };
  });

  // `{ currency }` sets the workspace's currency (answers the Workspace); `{ rates }` edits the USD
  // conversion table of the payments metrics (answers the table, docs/api/payments.md).
  r.put('/currencies', { schema: { tags: ['workspace'], security: bearer, body: currenciesUpdateSchema, response: { 200: currenciesUpdateResultSchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'workspace:update');
    const { currency, rates } = req.body;
    const row = await updateWorkspace(ctx, currency ? { currencyCode: currency, defaultCurrency: currency } : {});
    if (rates) return { data: await saveCurrencyRates(ctx, rates, deps.clock?.() ?? new Date()) };
    return { data: serializeWorkspace(row) };
  });
}
