import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { publicLink } from '../proposals/proposals.serialize.ts';

export type Recipient = { id: string; name: string; email: string };

/**
 * Who hears about a payment or a proposal: the customers with access to the portal
 * (project_customers, not a grant held for a customer of another company, decision 0061); when it
 * has none — always so for a proposal — the client company's main contact. One statement.
 */
export async function reminderRecipients(db: Executor, workspaceId: string, projectId: string): Promise<Recipient[]> {
  const result = await db.execute<Recipient>(sql`
    with granted as (
      select c.id, c.name, c.email from project_customers pc
      join customers c on c.id = pc.customer_id and c.workspace_id = pc.workspace_id
      where pc.workspace_id = ${workspaceId} and pc.project_id = ${projectId} and pc.held_since is null
    )
    select id, name, email from granted
    union all
    select c.id, c.name, c.email from projects p
    join customers c on c.company_id = p.company_id and c.workspace_id = p.workspace_id and c.is_contact
    where p.workspace_id = ${workspaceId} and p.id = ${projectId} and not exists (select 1 from granted)
    order by email`);
  const rows = (result as unknown as { rows: Recipient[] }).rows;
  return rows.filter((r) => r.email && r.email.includes('@'));
}

/** Where the email sends them: the portal for a project, the public page for a proposal. */
export function reminderLink(appUrl: string, owner: { id: string; type: string; slug: string }): string {
  return owner.type === 'project' ? `${appUrl}/c/project/${owner.id}` : publicLink(appUrl, owner.slug);
}
