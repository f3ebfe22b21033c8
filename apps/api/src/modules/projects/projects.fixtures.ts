import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createOwner, type Owner } from '../../../test/factories.ts';
import { customerAccessTokens, projectCustomers, subscriptions } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { addCompany, addLine, api, INSTALLMENTS, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';

/** Test helpers of the staff projects API tests (not a test file itself). */

export type Portal = { owner: Owner; line: Json; company: Awaited<ReturnType<typeof addCompany>>; project: Json };

/** An owner on a plan: 'free' (1 active portal), 'pro' (10) or 'agency' (unlimited, the default here). */
export async function ownerOn(t: TestApp, plan: 'free' | 'pro' | 'agency' = 'agency'): Promise<Owner> {
  const owner = await createOwner(t.db);
  await t.db
    .insert(subscriptions)
    .values({ workspaceId: owner.workspace.id, planId: plan })
    .onConflictDoUpdate({ target: subscriptions.workspaceId, set: { planId: plan } });
  return owner;
}

/** POST /v1/projects?status=init&type=project, then 201. */
export async function newProject(t: TestApp, owner: Owner, body: object = {}): Promise<Json> {
  const res = await api(t).post(owner.headers, '/api/v1/projects?status=init&type=project', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/**
 * A portal for Panadería Ñuñoa (contact Marta Núñez) in a line, with SERVICES and the 40/30/30 plan;
 * published (active) unless `publish` is false.
 */
export async function portal(t: TestApp, opts: { owner?: Owner; name?: string; publish?: boolean; plan?: boolean } = {}): Promise<Portal> {
  const owner = opts.owner ?? (await ownerOn(t));
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const created = await newProject(t, owner, { line_id: line.id, company_id: company.id, name: opts.name ?? 'Portal Panadería' });
  let project = created;
  if (opts.plan !== false) {
    const put = await api(t).put(owner.headers, `/api/v1/projects/${created.id}`, { services: SERVICES, payments: INSTALLMENTS });
    expect(put.statusCode, put.body).toBe(200);
    project = put.json().data;
  }
  if (opts.publish !== false) {
    const pub = await api(t).post(owner.headers, `/api/v1/projects/${created.id}/publish`);
    expect(pub.statusCode, pub.body).toBe(200);
    project = pub.json().data;
  }
  return { owner, line, company, project };
}

/** A live customer session (portal sign-in) of a customer, optionally given access to a project. */
export async function customerSession(t: TestApp, customer: { id: string; workspaceId: string }, projectId?: string): Promise<Record<string, string>> {
  if (projectId) await t.db.insert(projectCustomers).values({ workspaceId: customer.workspaceId, projectId, customerId: customer.id }).onConflictDoNothing();
  const token = newToken();
  await t.db.insert(customerAccessTokens).values({ customerId: customer.id, tokenHash: sha256(token), strategy: 'magic-link', expiresAt: new Date(Date.now() + 86_400_000) });
  return { authorization: `Bearer ${token}` };
}
