import { and, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CompanyTotalsDto } from '@trato/domain/clients/dto';
import { CLIENT_MESSAGES, companyNameFor, type ClientFormOutput, type CompanyUpdateInput, type CustomerCreateInput, type CustomerUpdateInput } from '@trato/domain/clients/schemas';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import type { Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { companies, customers } from '../../db/schema/index.ts';
import { totalOf, windowCount } from '../../db/window-count.ts';
import { companyTotalsColumns } from './clients.related.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** `%term%` for LIKE with the user's own % and _ taken literally. */
function likeTerm(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accent- and case-insensitive match (search_key = lower + unaccent, trigram-indexed) on the company
 * name or any of its customers' names and emails.
 */
function searchCondition(ctx: WorkspaceContext, search: string): SQL {
  const term = likeTerm(search);
  return sql`(search_key(${companies.name}) like search_key(${term})
    or exists (select 1 from ${customers} m
      where m.company_id = ${companies.id} and ${inWorkspaceRaw('m', ctx.workspaceId)}
        and (search_key(m.name) like search_key(${term}) or search_key(m.email) like search_key(${term}))))`;
}

/** A member as it travels inside the company row's JSON (timestamps as text). */
type MemberJson = Omit<CustomerRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** The company's members, main contact first, then by creation: a JSON column of the outer row. */
const membersColumn = (workspaceId: string) =>
  sql<MemberJson[]>`(select coalesce(json_agg(json_build_object('id', m.id, 'workspaceId', m.workspace_id, 'companyId', m.company_id,
      'name', m.name, 'email', m.email, 'phone', m.phone, 'isContact', m.is_contact, 'createdAt', m.created_at, 'updatedAt', m.updated_at)
      order by m.is_contact desc, m.created_at asc, m.id asc), '[]'::json)
    from ${customers} m where m.company_id = ${qualified(companies.id)} and ${inWorkspaceRaw('m', workspaceId)})`;

/** A company with its members and figures, read in the same statement as the company itself. */
export type CompanyDetail = { row: CompanyRow; members: CustomerRow[]; totals: CompanyTotalsDto };

const detailColumns = (workspaceId: string) => ({ row: companies, members: membersColumn(workspaceId), ...companyTotalsColumns(workspaceId) });

function toDetail({ row, members, ...totals }: { row: CompanyRow; members: MemberJson[] } & CompanyTotalsDto): CompanyDetail {
  const list = members.map((m) => ({ ...m, createdAt: new Date(m.createdAt), updatedAt: new Date(m.updatedAt) }) as CustomerRow);
  return { row, members: list, totals };
}

/**
 * One page of the workspace's companies (active or archived), newest first, with members, figures
 * and the total: one statement (a count of its own only for a page past the end).
 */
export async function listCompanies(ctx: WorkspaceContext, opts: { page: number; search?: string; archived: boolean }): Promise<{ rows: CompanyDetail[]; total: number }> {
  const conditions: SQL[] = [inWorkspace(companies.workspaceId, ctx.workspaceId), opts.archived ? isNotNull(companies.archivedAt) : isNull(companies.archivedAt)];
  if (opts.search) conditions.push(searchCondition(ctx, opts.search));
  const where = and(...conditions);
  const found = await ctx.db
    .select({ ...detailColumns(ctx.workspaceId), fullCount: windowCount })
    .from(companies)
    .where(where)
    .orderBy(opts.archived ? desc(companies.archivedAt) : desc(companies.createdAt), desc(companies.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(opts.page));
  const total = await totalOf(found, opts.page, async () => (await ctx.db.select({ n: count() }).from(companies).where(where))[0]?.n ?? 0);
  return { rows: found.map(({ fullCount: _c, ...detail }) => toDetail(detail)), total };
}

/** A company of the caller's workspace with members and figures, in one statement, or 404. */
export async function companyDetail(ctx: WorkspaceContext, id: string): Promise<CompanyDetail> {
  const [found] = await ctx.db
    .select(detailColumns(ctx.workspaceId))
    .from(companies)
    .where(and(eq(companies.id, id), inWorkspace(companies.workspaceId, ctx.workspaceId)))
    .limit(1);
  if (!found) throw notFound();
  return toDetail(found);
}

/** A company of the caller's workspace (archived or not), or 404. */
export async function getCompany(ctx: WorkspaceContext, id: string, db: Executor = ctx.db): Promise<CompanyRow> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), inWorkspace(companies.workspaceId, ctx.workspaceId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateCompany(ctx: WorkspaceContext, id: string, input: CompanyUpdateInput): Promise<CompanyRow> {
  await getCompany(ctx, id);
  const patch: Partial<typeof companies.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.logo !== undefined) patch.logo = input.logo;
  if (input.is_person !== undefined) patch.isPerson = input.is_person;
  if (!Object.keys(patch).length) return getCompany(ctx, id);
  const [row] = await ctx.db
    .update(companies)
    .set(patch)
    .where(and(eq(companies.id, id), inWorkspace(companies.workspaceId, ctx.workspaceId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Archives (archived = true) or recovers a company. Idempotent. */
export async function setArchived(ctx: WorkspaceContext, id: string, archived: boolean): Promise<CompanyRow> {
  const current = await getCompany(ctx, id);
  if (!!current.archivedAt === archived) return current;
  const [row] = await ctx.db
    .update(companies)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(companies.id, id), inWorkspace(companies.workspaceId, ctx.workspaceId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

async function assertEmailFree(db: Executor, ctx: WorkspaceContext, email: string, exceptId?: string) {
  const conditions = [inWorkspace(customers.workspaceId, ctx.workspaceId), eq(customers.email, email)];
  if (exceptId) conditions.push(ne(customers.id, exceptId));
  const [taken] = await db.select({ id: customers.id }).from(customers).where(and(...conditions)).limit(1);
  if (taken) throw fieldError('email', CLIENT_MESSAGES.emailTaken);
}

/** Runs a write that may hit the per-workspace email unique constraint (a race the check missed). */
async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('email', CLIENT_MESSAGES.emailTaken);
    throw err;
  }
}

/** The client form with `withCompany`: the company and its main contact, in one transaction. */
export async function createClientWithCompany(ctx: WorkspaceContext, input: ClientFormOutput) {
  return guardEmail(() =>
    ctx.db.transaction(async (tx) => {
      await assertEmailFree(tx, ctx, input.email);
      const [company] = await tx
        .insert(companies)
        .values({ workspaceId: ctx.workspaceId, name: companyNameFor(input), logo: input.logo, isPerson: input.is_person })
        .returning();
      const [customer] = await tx
        .insert(customers)
        .values({ workspaceId: ctx.workspaceId, companyId: company!.id, name: input.name, email: input.email, phone: input.phone, isContact: true })
        .returning();
      return { company: company!, customer: customer! };
    }),
  );
}

/** A new member of an existing company; the first member (or is_contact) becomes the main contact. */
export async function createCustomer(ctx: WorkspaceContext, input: CustomerCreateInput) {
  return guardEmail(() =>
    ctx.db.transaction(async (tx) => {
      const company = await getCompany(ctx, input.company_id, tx);
      await assertEmailFree(tx, ctx, input.email);
      const [{ members } = { members: 0 }] = await tx
        .select({ members: count() })
        .from(customers)
        .where(and(inWorkspace(customers.workspaceId, ctx.workspaceId), eq(customers.companyId, company.id)));
      const isContact = input.is_contact === true || members === 0;
      if (isContact) await clearContact(tx, ctx, company.id);
      const [customer] = await tx
        .insert(customers)
        .values({ workspaceId: ctx.workspaceId, companyId: company.id, name: input.name, email: input.email, phone: input.phone, isContact })
        .returning();
      return { company, customer: customer! };
    }),
  );
}

async function clearContact(tx: Executor, ctx: WorkspaceContext, companyId: string) {
  await tx
    .update(customers)
    .set({ isContact: false })
    .where(and(inWorkspace(customers.workspaceId, ctx.workspaceId), eq(customers.companyId, companyId), eq(customers.isContact, true)));
}

export async function updateCustomer(ctx: WorkspaceContext, id: string, input: CustomerUpdateInput) {
  return guardEmail(() =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.id, id), inWorkspace(customers.workspaceId, ctx.workspaceId)))
        .limit(1);
      if (!current) throw notFound();
      if (input.email !== undefined && input.email !== current.email) await assertEmailFree(tx, ctx, input.email, id);
      if (input.is_contact) await clearContact(tx, ctx, current.companyId);
      const patch: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined) patch.email = input.email;
      if (input.phone !== undefined) patch.phone = input.phone;
      if (input.is_contact) patch.isContact = true;
      const [customer] = await tx
        .update(customers)
        .set(patch)
        .where(and(eq(customers.id, id), inWorkspace(customers.workspaceId, ctx.workspaceId)))
        .returning();
      const company = await getCompany(ctx, current.companyId, tx);
      return { company, customer: customer! };
    }),
  );
}
