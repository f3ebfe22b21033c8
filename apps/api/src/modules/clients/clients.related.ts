import { and, count, desc, eq } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset, paginated, type Paginated } from '@trato/domain/pagination';
import { uploads } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';

/**
 * Everything a company is linked to that other modules own: its proposals, projects (portals),
 * payments and files, and the totals computed from them. This is the ONE place the proposals and
 * payments issue plugs its queries into — the routes, the serializer and the screens already use
 * these functions and need no rewrite.
 *
 * Until proposals, projects and payments exist there are no rows to count, so their lists are
 * empty and their totals are zero (computed, never stored). Files are real: uploads whose
 * `fileable_id` is the company.
 */

/** Money as the API sends it: a decimal string with 2 places (e.g. "1250000.00"). */
export type Money = string;

export type CompanyTotals = {
  projects_count: number;
  proposals_count: number;
  /** Sum of the company's accepted proposals/projects totals. */
  amount_sell: Money;
  /** Sum of the company's paid payments. */
  amount_paid: Money;
};

export const ZERO_TOTALS: CompanyTotals = { projects_count: 0, proposals_count: 0, amount_sell: '0.00', amount_paid: '0.00' };

/**
 * Totals of several companies of the caller's workspace at once (one query per figure once the
 * tables exist: `group by company_id` over proposals and payments with `workspace_id = ctx.workspaceId`).
 */
export async function companyTotals(_ctx: WorkspaceContext, companyIds: readonly string[]): Promise<Map<string, CompanyTotals>> {
  // No proposals, projects or payments tables yet: every company's figures are zero.
  return new Map(companyIds.map((id) => [id, { ...ZERO_TOTALS }]));
}

export type RelatedList = 'projects' | 'proposals' | 'payments' | 'files';
export const RELATED_LISTS: readonly RelatedList[] = ['projects', 'proposals', 'payments', 'files'];

export type CompanyFile = {
  id: string;
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
  url: string;
  download_link: string;
  path: string;
  created_at: string;
};

/**
 * One page of what a company is linked to. The company has already been checked to belong to the
 * caller's workspace; every query here still filters by `ctx.workspaceId`.
 */
export async function companyRelatedPage(
  ctx: WorkspaceContext,
  companyId: string,
  list: RelatedList,
  page: number,
  path: string,
): Promise<Paginated<unknown>> {
  switch (list) {
    case 'files':
      return companyFilesPage(ctx, companyId, page, path);
    case 'projects':
    case 'proposals':
    case 'payments':
      // Entities of a later issue: no table yet, so the list is honestly empty.
      return paginated([], { page, total: 0, path });
  }
}

async function companyFilesPage(ctx: WorkspaceContext, companyId: string, page: number, path: string): Promise<Paginated<CompanyFile>> {
  const where = and(eq(uploads.workspaceId, ctx.workspaceId), eq(uploads.fileableId, companyId));
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(uploads).where(where);
  const rows = await ctx.db
    .select()
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const data = rows.map((u) => {
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
