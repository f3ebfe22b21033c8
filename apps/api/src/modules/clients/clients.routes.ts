import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyCustomerSchema, companyRelatedPageSchemas, companySchema } from '@trato/domain/clients/dto-schemas';
import { clientFormSchema, companyListQuerySchema, companyUpdateSchema, customerCreateSchema, customerUpdateSchema } from '@trato/domain/clients/schemas';
import { dataOf, pageOf } from '@trato/domain/openapi/common';
import { pageSchema, paginated } from '@trato/domain/pagination';
import type { AppDeps } from '../../app-deps.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { validationError } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { companyRelatedPage, RELATED_LISTS, type RelatedList } from './clients.related.ts';
import {
  companyDetail,
  createClientWithCompany,
  createCustomer,
  getCompany,
  listCompanies,
  setArchived,
  updateCompany,
  updateCustomer,
  type CompanyDetail,
  type CompanyRow,
} from './clients.queries.ts';
import { serializeCompany, serializeMember } from './clients.serialize.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['clients'];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const COMPANIES_PATH = '/api/v1/companies';
const oneCompanySchema = dataOf(companySchema);
const oneCustomerSchema = dataOf(companyCustomerSchema);

/** Parses a body with the schema chosen at run time; issues become the usual 422 per field. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw validationError(errors);
}

const serializeDetail = (d: CompanyDetail) => serializeCompany(d.row, d.members, d.totals);

/** The company as the API answers it, read again with members and figures (after a write). */
const oneCompany = async (ctx: WorkspaceContext, row: CompanyRow) => serializeDetail(await companyDetail(ctx, row.id));

/** Companies and customers (SPEC §7 Companies, Customers; issue 3 §2). */
export async function clientRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get(
    '/companies',
    { schema: { tags, security: bearer, querystring: companyListQuerySchema.extend({ page: pageSchema }), response: { 200: pageOf(companySchema) } } },
    async (req) => {
      const ctx = await workspaceContext(db, req);
      const { page, search, archived } = req.query;
      const { rows, total } = await listCompanies(ctx, { page, search: search || undefined, archived });
      return paginated(rows.map(serializeDetail), {
        page,
        total,
        path: COMPANIES_PATH,
        query: { search, archived: archived ? 1 : undefined },
      });
    },
  );

  r.get('/companies/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: oneCompanySchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: serializeDetail(await companyDetail(ctx, req.params.id)) };
  });

  r.put('/companies/:id', { schema: { tags, security: bearer, params: idParams, body: companyUpdateSchema, response: { 200: oneCompanySchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'clients:write');
    return { data: await oneCompany(ctx, await updateCompany(ctx, req.params.id, req.body)) };
  });

  r.delete('/companies/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: oneCompanySchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'clients:write');
    return { data: await oneCompany(ctx, await setArchived(ctx, req.params.id, true)) };
  });

  r.put('/companies/:id/recover', { schema: { tags, security: bearer, params: idParams, response: { 200: oneCompanySchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'clients:write');
    return { data: await oneCompany(ctx, await setArchived(ctx, req.params.id, false)) };
  });

  for (const list of RELATED_LISTS) {
    r.get(
      `/companies/:id/${list}`,
      { schema: { tags, security: bearer, params: idParams, querystring: z.object({ page: pageSchema }), response: { 200: companyRelatedPageSchemas[list] } } },
      async (req) => {
        const ctx = await workspaceContext(db, req);
        const company = await getCompany(ctx, req.params.id);
        return companyRelatedPage(ctx, company.id, list as RelatedList, req.query.page, `${COMPANIES_PATH}/${company.id}/${list}`, deps.config.appUrl, deps.clock?.() ?? new Date());
      },
    );
  }

  r.post(
    '/customers',
    {
      schema: {
        tags,
        security: bearer,
        description: 'With `withCompany=1` the body is the client form and the company is created too; otherwise it needs `company_id`.',
        querystring: z.object({ withCompany: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 201: oneCustomerSchema },
      },
    },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req, 'clients:write');
      const withCompany = req.query.withCompany === '1' || req.query.withCompany === 'true';
      const { company, customer } = withCompany
        ? await createClientWithCompany(ctx, parseBody(clientFormSchema, req.body))
        : await createCustomer(ctx, parseBody(customerCreateSchema, req.body));
      reply.status(201);
      return { data: { ...serializeMember(customer), company: await oneCompany(ctx, company) } };
    },
  );

  r.put('/customers/:id', { schema: { tags, security: bearer, params: idParams, body: customerUpdateSchema, response: { 200: oneCustomerSchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'clients:write');
    const { company, customer } = await updateCustomer(ctx, req.params.id, req.body);
    return { data: { ...serializeMember(customer), company: await oneCompany(ctx, company) } };
  });
}
