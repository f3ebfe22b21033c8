import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/http.ts';
import { customers, projectCustomers, stages, uploads } from '../../db/schema/index.ts';
import { issueCustomerToken } from '../customer-auth/customer-tokens.ts';
import { readyProposal } from '../proposals/proposals.fixtures.ts';
import { signableProposal, signOk } from '../signatures/signatures.fixtures.ts';

/** Test helpers shared by the portal tests (not a test file itself). */

/**
 * A proposal signed by its company's contact (Marta), which became a portal with a 40/30/30 plan, and
 * a full session of hers (as an emailed link gives). `project` is the new portal's id.
 */
export async function signedPortal(t: TestApp, opts: { name?: string } = {}) {
  const s = await signableProposal(t, { name: opts.name });
  const data = await signOk(t, s.proposal.slug, { signer: s.company.contact });
  const token = (await issueCustomerToken(t.db, s.company.contact.id, 'magic-link')).token;
  return { ...s, project: data.project_id as string, customer: s.company.contact, token, headers: bearer(token) };
}

/** A session of the customer reaching only `projectId` (what a signing link opens). */
export async function scopedSession(t: TestApp, customerId: string, projectId: string) {
  const token = (await issueCustomerToken(t.db, customerId, 'magic-link', { projectId })).token;
  return { token, headers: bearer(token) };
}

/** Another customer of the same workspace (a colleague at another company) with a full session and no portal. */
export async function strangerCustomer(t: TestApp, workspaceId: string, companyId: string) {
  const [c] = await t.db
    .insert(customers)
    .values({ workspaceId, companyId, name: 'Rosa Extraña', email: `rosa.${randomUUID().slice(0, 8)}@otra.cl` })
    .returning();
  const token = (await issueCustomerToken(t.db, c!.id, 'magic-link')).token;
  return { customer: c!, token, headers: bearer(token) };
}

export async function grant(t: TestApp, workspaceId: string, projectId: string, customerId: string) {
  await t.db.insert(projectCustomers).values({ workspaceId, projectId, customerId }).onConflictDoNothing();
}

export async function addStage(t: TestApp, workspaceId: string, projectId: string, v: { name: string; start: string | null; end: string | null; position: number }) {
  const [row] = await t.db
    .insert(stages)
    .values({ workspaceId, projectId, name: v.name, startDate: v.start, endDate: v.end, position: v.position })
    .returning();
  return row!;
}

export async function addFile(t: TestApp, workspaceId: string, projectId: string, v: { name: string; mime: string; userId?: string; customerId?: string; origin?: string }) {
  const [row] = await t.db
    .insert(uploads)
    .values({
      workspaceId,
      projectId,
      userId: v.userId ?? null,
      customerId: v.customerId ?? null,
      key: `files/${randomUUID()}`,
      directory: 'files',
      originalName: v.name,
      mimeType: v.mime,
      size: 1234,
      origin: v.origin ?? 'admin',
    })
    .returning();
  return row!;
}

/** A second proposal of the same client in the same workspace, signed by her too: her second portal. */
export async function secondPortal(t: TestApp, p: Awaited<ReturnType<typeof signedPortal>>, name = 'Segundo portal') {
  const proposal = await readyProposal(t, p.owner, { lineId: p.line.id, companyId: p.company.id, name });
  const data = await signOk(t, proposal.slug, { signer: p.customer });
  return { proposal, project: data.project_id as string };
}
