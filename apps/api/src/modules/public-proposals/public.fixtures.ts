import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { createOwner, type Owner } from '../../../test/factories.ts';
import { customerAccessTokens, projectCustomers, projects } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { addCompany, addLine, readyProposal, type Json } from '../proposals/proposals.fixtures.ts';

/** Test helpers of the public proposal, visits and comments tests (not a test file itself). */

export const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export type Published = { owner: Owner; company: Awaited<ReturnType<typeof addCompany>>; proposal: Json };

/** An owner with a finished (DRAFT) proposal for Panadería Ñuñoa (contact Marta Núñez). */
export async function published(t: TestApp, opts: { name?: string; isDemo?: boolean; extra?: object; finish?: boolean } = {}): Promise<Published> {
  const owner = await createOwner(t.db, { workspace: { isDemo: opts.isDemo } });
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: opts.name ?? 'Rediseño de marca Ñuñoa', extra: opts.extra, finish: opts.finish });
  return { owner, company, proposal };
}

/**
 * What signing will produce (issue 5's POST /v1/signatures), made directly: a project row from the
 * proposal, the company contact given access, and a live customer bearer token for them.
 */
export async function signedInCustomer(t: TestApp, p: Published): Promise<{ projectId: string; headers: Record<string, string> }> {
  const [project] = await t.db
    .insert(projects)
    .values({
      workspaceId: p.owner.workspace.id,
      companyId: p.company.id,
      proposalId: p.proposal.id,
      type: 'project',
      status: 'DRAFT',
      name: p.proposal.name,
      slug: `proj-${randomUUID()}`,
      currencyCode: 'CLP',
    })
    .returning();
  await t.db.insert(projectCustomers).values({ workspaceId: p.owner.workspace.id, projectId: project!.id, customerId: p.company.contact.id });
  const token = newToken();
  await t.db.insert(customerAccessTokens).values({ customerId: p.company.contact.id, tokenHash: sha256(token), strategy: 'magic-link', expiresAt: new Date(Date.now() + 86_400_000) });
  return { projectId: project!.id, headers: { authorization: `Bearer ${token}` } };
}
