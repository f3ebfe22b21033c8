import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CompanyFileDto, CompanyPaymentDto, CompanyTotalsDto } from '@trato/domain/clients/dto';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import { PAGE_SIZE, pageOffset, paginated, type Paginated } from '@trato/domain/pagination';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { qualified } from '../../db/qualified.ts';
import { companies, payments, projects, projectServices, uploads, workspaces } from '../../db/schema/index.ts';
import { totalOf, windowCount } from '../../db/window-count.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { listProposalItems } from '../proposals/proposals.queries.ts';
import { serializePayment } from '../proposals/proposals.serialize.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

/**
 * Everything a company is linked to that other modules own: its proposals, projects (portals),
 * payments and files, and the totals computed from them (never stored). The routes, the serializer
 * and the screens use these functions. Files are uploads whose `fileable_id` is the company.
 *
 * What the figures mean (docs/api/clients.md): trashed proposals and projects count nowhere.
 * - proposals_count / projects_count: the company's proposals (any status, unfinished ones too) and
 *   projects (portals).
 * - amount_sell: what the company bought — the services total of its projects and of its ACCEPTED
 *   proposals; an accepted proposal that already became a project counts once, as the project.
 * - amount_paid: the paid payments of those same rows (and of proposals still open: a deposit can be
 *   marked paid before the signature), again never twice for a proposal and its project.
 */

export const ZERO_TOTALS: CompanyTotalsDto = { projects_count: 0, proposals_count: 0, amount_sell: '0.00', amount_paid: '0.00' };

/** Not trashed, and not a proposal already carried on by a project made from it. */
const countsOnce = sql`${projects.deletedAt} is null and not exists (
  select 1 from ${projects} q where q.proposal_id = ${projects.id} and q.workspace_id = ${projects.workspaceId})`;

/** The same rule on a row aliased `p`, for the correlated subqueries below. */
const countsOnceP = sql`p.deleted_at is null and not exists (select 1 from ${projects} q where q.proposal_id = p.id and q.workspace_id = p.workspace_id)`;

/**
 * A company's totals as columns of its own row (correlated subqueries on the outer `companies`
 * row), so a page of companies and their figures is one statement.
 */
export function companyTotalsColumns(workspaceId: string) {
  const company = qualified(companies.id);
  const ofCompany = sql`${inWorkspaceRaw('p', workspaceId)} and p.company_id = ${company}`;
  return {
    proposals_count: sql<number>`(select count(*) from ${projects} p where ${ofCompany} and p.deleted_at is null and p.type = 'proposal')`.mapWith(Number),
    projects_count: sql<number>`(select count(*) from ${projects} p where ${ofCompany} and p.deleted_at is null and p.type = 'project')`.mapWith(Number),
    amount_sell: sql<string>`(select coalesce(sum(s.total), 0)::numeric(16,2)::text from ${projectServices} s
      join ${projects} p on p.id = s.project_id and p.workspace_id = s.workspace_id
      where ${ofCompany} and ${countsOnceP} and (p.type = 'project' or p.status = 'ACCEPTED'))`,
    amount_paid: sql<string>`(select coalesce(sum(pa.amount), 0)::numeric(16,2)::text from ${payments} pa
      join ${projects} p on p.id = pa.project_id and p.workspace_id = pa.workspace_id
      where ${ofCompany} and ${countsOnceP} and pa.status = 'paid')`,
  };
}

export type RelatedList = 'projects' | 'proposals' | 'payments' | 'files';
export const RELATED_LISTS: readonly RelatedList[] = ['projects', 'proposals', 'payments', 'files'];

/** One page of any related list (GET /v1/companies/{id}/{list}). */
export type CompanyRelatedPage = Paginated<ProposalListItemDto> | Paginated<CompanyPaymentDto> | Paginated<CompanyFileDto>;

/**
 * One page of what a company is linked to. The company has already been checked to belong to the
 * caller's workspace; every query here still filters by `ctx.workspaceId`. `appUrl` builds the
 * proposals' public links; `now` measures the payments' state (the workspace's today).
 */
export async function companyRelatedPage(
  ctx: WorkspaceContext,
  companyId: string,
  list: RelatedList,
  page: number,
  path: string,
  appUrl: string,
  now: Date = new Date(),
): Promise<CompanyRelatedPage> {
  switch (list) {
    case 'files':
      return companyFilesPage(ctx, companyId, page, path);
    case 'projects':
    case 'proposals': {
      const type = list === 'projects' ? 'project' : 'proposal';
      const { items, total } = await listProposalItems(ctx.db, ctx.workspaceId, { type, companyId, page }, appUrl);
      return paginated(items, { page, total, path });
    }
    case 'payments':
      return companyPaymentsPage(ctx, companyId, page, path, now);
  }
}

/**
 * The payments of the company's live proposals and projects, by due date (undated last). A signed
 * proposal carried on by a project keeps its own copy of the plan; only the project's is listed, or
 * every payment would show twice (and the proposal's copy would stay pending when the project's is paid).
 * Each carries its state (paymentState on the workspace's today; the zone rides along in the row).
 */
async function companyPaymentsPage(ctx: WorkspaceContext, companyId: string, page: number, path: string, now: Date): Promise<Paginated<CompanyPaymentDto>> {
  const where = and(inWorkspace(payments.workspaceId, ctx.workspaceId), eq(projects.companyId, companyId), countsOnce);
  const ofProject = and(eq(projects.id, payments.projectId), inWorkspace(projects.workspaceId, ctx.workspaceId));
  const rows = await ctx.db
    .select({ payments, projects, fullCount: windowCount, timeZone: sql<string>`(select w.time_zone from ${workspaces} w where w.id = ${payments.workspaceId})` })
    .from(payments)
    .innerJoin(projects, ofProject)
    .where(where)
    .orderBy(sql`${payments.dueAt} asc nulls last`, asc(payments.position), asc(payments.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const total = await totalOf(rows, page, async () => (await ctx.db.select({ n: count() }).from(payments).innerJoin(projects, ofProject).where(where))[0]?.n ?? 0);
  const today = rows[0] ? todayIn(rows[0].timeZone, now) : '';
  const data = rows.map(({ payments: pay, projects: p }) => ({
    ...serializePayment(pay),
    paid_at: pay.paidAt?.toISOString() ?? null,
    state: paymentState({ status: pay.status, due_at: pay.dueAt?.toISOString() ?? null }, today, p.type),
    project: { id: p.id, name: p.name, type: p.type, status: p.status },
  }));
  return paginated(data, { page, total, path });
}

async function companyFilesPage(ctx: WorkspaceContext, companyId: string, page: number, path: string): Promise<Paginated<CompanyFileDto>> {
  const where = and(inWorkspace(uploads.workspaceId, ctx.workspaceId), eq(uploads.fileableId, companyId));
  const found = await ctx.db
    .select({ u: uploads, fullCount: windowCount })
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const total = await totalOf(found, page, async () => (await ctx.db.select({ n: count() }).from(uploads).where(where))[0]?.n ?? 0);
  const data = found.map(({ u }) => {
    const url = `/api/files/${u.key}`;
    return {
      id: u.id,
      name: u.originalName,
      original_name: u.originalName,
      mime_type: u.mimeType,
      size: u.size,
      url,
      download_link: url,
      path: u.key,
      created_at: u.createdAt.toISOString(),
    };
  });
  return paginated(data, { page, total, path });
}
