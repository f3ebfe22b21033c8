import { and, asc, eq, sql } from 'drizzle-orm';
import type { MagicLinkDto, SendAccessDto } from '@trato/domain/projects/dto';
import { CUSTOMER_NOTIFICATION_TITLES, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import type { Executor } from '../../db/client.ts';
import { customerLoginLinks, customers, projectCustomers, projects } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { grantPortal, mainContact } from '../customer-auth/customer-accounts.ts';
import { issueLoginLink, LOGIN_LINK_TTL_MS, type CustomerRow } from '../customer-auth/customer-tokens.ts';
import { portalLoginUrl } from '../customer-auth/login-urls.ts';
import { loadWorkspaceEmailIdentity, personSender } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { portalAccess } from '../email/templates.ts';
import { recordActivity } from '../proposals/activities.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { notifyProjectCustomers } from './notify-customers.ts';
import { isUuid, lockProjectRow } from './projects.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** Access emails a workspace may send per hour (each call counts once), like proposal sends. */
export const ACCESS_SENDS_PER_HOUR = 100;

type MagicLinkRow = { project_id: string; customer_id: string | null; name: string | null; email: string | null };

const who = (c: CustomerRow) => ({ id: c.id, name: c.name, email: c.email });

/** The company's main contact, granted access to the portal; 422 when the portal has none. */
async function contactWithAccess(tx: Executor, row: ProposalRow): Promise<CustomerRow> {
  const contact = row.companyId ? await mainContact(tx, row.workspaceId, row.companyId) : null;
  if (!contact) throw fieldError('company_id', PROJECT_MESSAGES.noContact);
  await grantPortal(tx, { workspaceId: row.workspaceId, projectId: row.id, customerId: contact.id });
  return contact;
}

/**
 * `GET /v1/projects/{id}/magic-link`: a single-use 15-minute sign-in link for the main contact,
 * scoped to this portal. Staff copy it and hand it over themselves, so it proves nothing about the
 * contact's email (kind signing, decision 0011): its session opens this portal only.
 *
 * A GET that writes (the SPEC's route): one statement of data-modifying CTEs instead of a
 * transaction of five (decision 0042): it locks the portal row and the contact row as
 * `lockProjectRow` and `issueLoginLink` do, grants the contact (releasing a grant held for her,
 * decision 0061: staff hand her this portal themselves) and stores the link's hash. Both
 * inserts read from the locked rows, so without a portal or a contact nothing is written.
 */
export async function projectMagicLink(ctx: WorkspaceContext, id: string, appUrl: string): Promise<MagicLinkDto> {
  if (!isUuid(id)) throw notFound(PROJECT_MESSAGES.notFound);
  const token = newToken();
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MS);
  const result = await ctx.db.execute(sql`
    with portal as (
      select id, company_id from ${projects}
      where id = ${id} and workspace_id = ${ctx.workspaceId} and type = 'project' and deleted_at is null
      for update
    ), contact as (
      select ${customers.id}, ${customers.name}, ${customers.email} from ${customers}, portal
      where ${customers.workspaceId} = ${ctx.workspaceId} and ${customers.companyId} = portal.company_id
      order by ${customers.isContact} desc, ${customers.createdAt} asc, ${customers.id} asc
      limit 1
      for no key update of ${customers}
    ), granted as (
      insert into ${projectCustomers} (workspace_id, project_id, customer_id)
      select ${ctx.workspaceId}, portal.id, contact.id from portal, contact
      on conflict (project_id, customer_id) do update set held_since = null where ${projectCustomers}.held_since is not null
    ), link as (
      insert into ${customerLoginLinks} (customer_id, project_id, kind, token_hash, expires_at)
      select contact.id, portal.id, 'signing', ${sha256(token)}, ${expiresAt.toISOString()} from portal, contact
    )
    select portal.id as project_id, contact.id as customer_id, contact.name, contact.email
    from portal left join contact on true`);
  // drizzle types execute() per driver; both node-postgres and PGlite answer `{ rows }`.
  const [row] = (result as unknown as { rows: MagicLinkRow[] }).rows;
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  if (!row.customer_id) throw fieldError('company_id', PROJECT_MESSAGES.noContact);
  return {
    url: portalLoginUrl(appUrl, token, ctx.workspaceId),
    expires_at: expiresAt.toISOString(),
    customer: { id: row.customer_id, name: row.name ?? '', email: row.email ?? '' },
  };
}

/**
 * `POST /v1/projects/{id}/send-access`: emails every customer with access (or, with none yet, the
 * main contact, who gets access) a sign-in link through the outbox, each voiding that customer's
 * older emailed links; one customer notification each. A portal still in set-up cannot be shared.
 */
export async function sendProjectAccess(ctx: WorkspaceContext, id: string, appUrl: string): Promise<SendAccessDto> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id);
    if (row.status === 'init') throw conflict(PROJECT_MESSAGES.notPublished);
    await hit(tx, `project-access:ws:${ctx.workspaceId}`, ACCESS_SENDS_PER_HOUR, 3600);
    let recipients = await tx
      .select({ customer: customers })
      .from(projectCustomers)
      .innerJoin(customers, and(eq(customers.id, projectCustomers.customerId), eq(customers.workspaceId, projectCustomers.workspaceId)))
      .where(and(inWorkspace(projectCustomers.workspaceId, ctx.workspaceId), eq(projectCustomers.projectId, row.id)))
      .orderBy(asc(customers.createdAt), asc(customers.id))
      .then((rows) => rows.map((r) => r.customer));
    if (!recipients.length) recipients = [await contactWithAccess(tx, row)];
    // Shared by a person: her name and Reply-To on the e-mail (decision 0082).
    const { brand } = await loadWorkspaceEmailIdentity(tx, ctx.workspaceId, appUrl);
    const from = { brand, sender: personSender(ctx.user, brand.name) };
    for (const c of recipients) {
      const link = await issueLoginLink(tx, c.id, { projectId: row.id, kind: 'email' });
      const message = await portalAccess({ recipient: c.name, organization: brand.name, project: row.name, url: portalLoginUrl(appUrl, link.token, ctx.workspaceId) }, from);
      await enqueueEmail(tx, c.email, message, ctx.workspaceId);
    }
    const scope = { workspaceId: ctx.workspaceId, projectId: row.id };
    await notifyProjectCustomers(tx, scope, { type: 'access.sent', title: CUSTOMER_NOTIFICATION_TITLES.accessSent(row.name), url: `/c/project/${row.id}` });
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'project.access_sent', data: { to: recipients.map((r) => r.email) } });
    return { sent: recipients.length, recipients: recipients.map(who) };
  });
}
