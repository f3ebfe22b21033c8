import { and, count, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import { ACTIVE_STATUSES } from '@trato/domain/proposals/statuses';
import { SUPERADMIN_PAGE_SIZE, type SuperadminList, type SuperadminPage, type SuperadminRows } from '@trato/domain/superadmin/superadmin';
import type { Executor } from '../../db/client.ts';
import { comments, companies, customers, payments, plans, projects, services, subscriptions, users, workspaces } from '../../db/schema/index.ts';
import { isSuperadmin, type SuperadminSettings } from './superadmin-set.ts';

/** Accent- and case-insensitive containment through search_key (migration 0003); % and _ are text. */
function matches(query: string, ...columns: SQLWrapper[]): SQL {
  const literal = query.replace(/[\\%_]/g, '\\$&');
  return or(...columns.map((c) => sql`search_key(${c}) like '%' || search_key(${literal}) || '%'`))!;
}

/** The whole list's size beside each row (one statement for data and total). */
const total = sql<number>`count(*) over ()`.mapWith(Number);
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const ws = { id: workspaces.id, name: workspaces.name };
const projectRef = { id: projects.id, name: projects.name };

/**
 * `viewer`: the superadmin asking (workspaces they belong to are marked: they cannot disable those);
 * `settings`: what names the operator's set, for the users list's is_god.
 */
type Query = { search: string | undefined; page: number; viewer: string; settings: SuperadminSettings };
type Fetched<T> = { rows: (T & { total: number })[] };
type Builder = { limit: (n: number) => { offset: (n: number) => PromiseLike<unknown[]> } };

/** One page of a built select, with its total; past the last page (no rows to carry it) the total is counted apart. */
async function page<T>(q: Query, select: Builder, countAll: () => PromiseLike<{ n: number }[]>): Promise<{ rows: T[]; total: number }> {
  const rows = (await select.limit(SUPERADMIN_PAGE_SIZE).offset((q.page - 1) * SUPERADMIN_PAGE_SIZE)) as Fetched<T>['rows'];
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (q.page === 1) return { rows, total: 0 };
  const [c] = await countAll();
  return { rows, total: c?.n ?? 0 };
}

// Correlated subqueries name the outer table in full: in a one-table select drizzle writes bare
// column names, and a bare "id" inside the subquery would mean the subquery's own table.
const ACTIVE = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));
const activeProposals = sql<number>`(select count(*) from projects p where p.workspace_id = "workspaces"."id" and p.type = 'proposal' and p.deleted_at is null and p.status in (${ACTIVE}))`.mapWith(Number);
const activePortals = sql<number>`(select count(*) from projects p where p.workspace_id = "workspaces"."id" and p.type = 'project' and p.deleted_at is null and p.status = 'active')`.mapWith(Number);
const memberCount = sql<number>`(select count(*) from memberships m where m.workspace_id = "workspaces"."id")`.mapWith(Number);
const userWorkspaces = sql<number>`(select count(*) from memberships m where m.user_id = "users"."id")`.mapWith(Number);

/** The select behind the workspaces list (and the answer of a workspace action). */
export function workspaceRows(db: Executor, where: SQL | undefined, viewer: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      domain: workspaces.domain,
      isDemo: workspaces.isDemo,
      disabledAt: workspaces.disabledAt,
      createdAt: workspaces.createdAt,
      planId: plans.id,
      planName: plans.name,
      maxProposals: plans.maxActiveProposals,
      maxPortals: plans.maxActivePortals,
      status: subscriptions.status,
      source: subscriptions.source,
      members: memberCount,
      activeProposals,
      activePortals,
      yours: sql<boolean>`exists (select 1 from memberships m where m.workspace_id = "workspaces"."id" and m.user_id = ${viewer})`,
      total,
    })
    .from(workspaces)
    .leftJoin(subscriptions, eq(subscriptions.workspaceId, workspaces.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id));
}

type WorkspaceSelect = Awaited<ReturnType<typeof workspaceRows>>[number];
export function toWorkspaceRow(r: WorkspaceSelect): SuperadminRows['workspaces'] {
  return {
    id: r.id,
    name: r.name,
    domain: r.domain,
    is_demo: r.isDemo,
    yours: r.yours,
    plan: r.planId && r.planName ? { id: r.planId, name: r.planName } : null,
    subscription: r.status && r.source ? { status: r.status, source: r.source } : null,
    disabled_at: iso(r.disabledAt),
    members: r.members,
    usage: { active_proposals: r.activeProposals, active_portals: r.activePortals },
    limits: r.planId ? { active_proposals: r.maxProposals, active_portals: r.maxPortals } : null,
    created_at: iso(r.createdAt)!,
  };
}

type Lister<L extends SuperadminList> = (db: Executor, q: Query) => Promise<{ rows: SuperadminRows[L][]; total: number }>;

const listUsers: Lister<'users'> = async (db, q) => {
  const where = q.search ? matches(q.search, users.name, users.email) : undefined;
  const select = db
    .select({ id: users.id, name: users.name, email: users.email, isGod: users.isGod, verifiedAt: users.emailVerifiedAt, workspaces: userWorkspaces, createdAt: users.createdAt, total })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const r = await page<{ id: string; name: string; email: string; isGod: boolean; verifiedAt: Date | null; workspaces: number; createdAt: Date }>(q, select, () =>
    db.select({ n: count() }).from(users).where(where),
  );
  return {
    total: r.total,
    rows: r.rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      // The power the account holds now, as the guard decides it: an unproven address listed holds none.
      is_god: isSuperadmin({ email: u.email, isGod: u.isGod, emailVerifiedAt: u.verifiedAt }, q.settings),
      email_verified: u.verifiedAt !== null,
      workspaces: u.workspaces,
      created_at: iso(u.createdAt)!,
    })),
  };
};

const listCustomers: Lister<'customers'> = async (db, q) => {
  const where = q.search ? matches(q.search, customers.name, customers.email, companies.name) : undefined;
  const from = () => db.select({ n: count() }).from(customers).innerJoin(companies, eq(companies.id, customers.companyId)).where(where);
  const select = db
    .select({ id: customers.id, name: customers.name, email: customers.email, company: companies.name, workspace: ws, createdAt: customers.createdAt, total })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .innerJoin(workspaces, eq(workspaces.id, customers.workspaceId))
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id));
  const r = await page<{ id: string; name: string; email: string; company: string; workspace: { id: string; name: string }; createdAt: Date }>(q, select, from);
  return { total: r.total, rows: r.rows.map((c) => ({ id: c.id, name: c.name, email: c.email, company: c.company, workspace: c.workspace, created_at: iso(c.createdAt)! })) };
};

const listWorkspaces: Lister<'workspaces'> = async (db, q) => {
  const where = q.search ? matches(q.search, workspaces.name, workspaces.domain) : undefined;
  const r = await page<WorkspaceSelect>(q, workspaceRows(db, where, q.viewer), () => db.select({ n: count() }).from(workspaces).where(where));
  return { total: r.total, rows: r.rows.map(toWorkspaceRow) };
};

const listPayments: Lister<'payments'> = async (db, q) => {
  const where = q.search ? matches(q.search, payments.name, projects.name, workspaces.name) : undefined;
  const select = db
    .select({
      id: payments.id,
      name: payments.name,
      amount: payments.amount,
      currency: payments.amountType,
      status: payments.status,
      dueAt: payments.dueAt,
      paidAt: payments.paidAt,
      ownerType: projects.type,
      timeZone: workspaces.timeZone,
      project: projectRef,
      workspace: ws,
      createdAt: payments.createdAt,
      total,
    })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .innerJoin(workspaces, eq(workspaces.id, payments.workspaceId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  type P = { id: string; name: string; amount: string; currency: string; status: string; dueAt: Date | null; paidAt: Date | null; ownerType: string; timeZone: string; project: { id: string; name: string }; workspace: { id: string; name: string }; createdAt: Date };
  const r = await page<P>(q, select, () =>
    db.select({ n: count() }).from(payments).innerJoin(projects, eq(projects.id, payments.projectId)).innerJoin(workspaces, eq(workspaces.id, payments.workspaceId)).where(where),
  );
  // Each payment's state on its own workspace's today (decision 0062).
  const now = new Date();
  return {
    total: r.total,
    rows: r.rows.map((p) => ({
      id: p.id,
      name: p.name,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      state: paymentState({ status: p.status, due_at: iso(p.dueAt) }, todayIn(p.timeZone, now), p.ownerType),
      due_at: iso(p.dueAt),
      paid_at: iso(p.paidAt),
      project: p.project,
      workspace: p.workspace,
      created_at: iso(p.createdAt)!,
    })),
  };
};

function listProjectsOfType<L extends 'projects' | 'proposals'>(type: 'proposal' | 'project'): Lister<L> {
  return async (db, q) => {
    const where = and(eq(projects.type, type), isNull(projects.deletedAt), q.search ? matches(q.search, projects.name, workspaces.name) : undefined);
    const select = db
      .select({ id: projects.id, name: projects.name, status: projects.status, workspace: ws, createdAt: projects.createdAt, total })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id));
    const r = await page<{ id: string; name: string; status: string; workspace: { id: string; name: string }; createdAt: Date }>(q, select, () =>
      db.select({ n: count() }).from(projects).innerJoin(workspaces, eq(workspaces.id, projects.workspaceId)).where(where),
    );
    return { total: r.total, rows: r.rows.map((p) => ({ id: p.id, name: p.name, status: p.status, workspace: p.workspace, created_at: iso(p.createdAt)! })) };
  };
}

const listComments: Lister<'comments'> = async (db, q) => {
  const where = q.search ? matches(q.search, comments.body, comments.authorName, comments.authorEmail) : undefined;
  const select = db
    .select({
      id: comments.id,
      body: sql<string>`left(${comments.body}, 300)`,
      authorName: comments.authorName,
      authorEmail: comments.authorEmail,
      deletedAt: comments.deletedAt,
      project: projectRef,
      workspace: ws,
      createdAt: comments.createdAt,
      total,
    })
    .from(comments)
    .innerJoin(projects, eq(projects.id, comments.projectId))
    .innerJoin(workspaces, eq(workspaces.id, comments.workspaceId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  type C = { id: string; body: string; authorName: string; authorEmail: string | null; deletedAt: Date | null; project: { id: string; name: string }; workspace: { id: string; name: string }; createdAt: Date };
  const r = await page<C>(q, select, () => db.select({ n: count() }).from(comments).where(where));
  return {
    total: r.total,
    rows: r.rows.map((c) => ({ id: c.id, body: c.body, author_name: c.authorName, author_email: c.authorEmail, deleted: c.deletedAt !== null, project: c.project, workspace: c.workspace, created_at: iso(c.createdAt)! })),
  };
};

const listServices: Lister<'services'> = async (db, q) => {
  const where = q.search ? matches(q.search, services.name, workspaces.name) : undefined;
  const select = db
    .select({ id: services.id, name: services.name, type: services.type, total: services.total, workspace: ws, createdAt: services.createdAt, count: total })
    .from(services)
    .innerJoin(workspaces, eq(workspaces.id, services.workspaceId))
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id));
  // `total` is the service's own amount here; the list size comes as `count`.
  const rows = (await select.limit(SUPERADMIN_PAGE_SIZE).offset((q.page - 1) * SUPERADMIN_PAGE_SIZE)) as { id: string; name: string; type: string; total: string; workspace: { id: string; name: string }; createdAt: Date; count: number }[];
  let size = rows[0]?.count ?? 0;
  if (rows.length === 0 && q.page > 1) size = (await db.select({ n: count() }).from(services).innerJoin(workspaces, eq(workspaces.id, services.workspaceId)).where(where))[0]?.n ?? 0;
  return { total: size, rows: rows.map((s) => ({ id: s.id, name: s.name, type: s.type, total: s.total, workspace: s.workspace, created_at: iso(s.createdAt)! })) };
};

const LISTERS: { [L in SuperadminList]: Lister<L> } = {
  users: listUsers,
  customers: listCustomers,
  workspaces: listWorkspaces,
  payments: listPayments,
  projects: listProjectsOfType('project'),
  proposals: listProjectsOfType('proposal'),
  comments: listComments,
  services: listServices,
};

/** One page of a superadmin list: data and total in one statement (two past the last page). */
export async function superadminList<L extends SuperadminList>(db: Executor, list: L, q: Query): Promise<SuperadminPage<L>> {
  const lister = LISTERS[list] as Lister<L>;
  const { rows, total: size } = await lister(db, q);
  return { data: rows, meta: { total: size, page: q.page, per_page: SUPERADMIN_PAGE_SIZE, last_page: Math.max(1, Math.ceil(size / SUPERADMIN_PAGE_SIZE)) } };
}
