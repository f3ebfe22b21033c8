import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { payments, projects, workspaces } from '../../db/schema/index.ts';
import { api, INSTALLMENTS, SERVICES, addLine, readyProposal, type Json } from '../proposals/proposals.fixtures.ts';
import { ownerOn, portal, type Portal } from '../projects/projects.fixtures.ts';

/** Test helpers of the workspace payments API tests (not a test file itself). */

/**
 * A frozen clock the test moves: the app reads it for "today" (AppDeps.clock). Starts on Thursday
 * 26 November 2026, 12:00 in Santiago (15:00 UTC).
 */
export function testClock(start = '2026-11-26T15:00:00Z') {
  let now = new Date(start);
  return { now: () => now, set: (iso: string) => (now = new Date(iso)), advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** A portal (CLP, 40/30/30 of 337 501.50 due 1, 15 and 29 December 2026) in a fresh or given workspace. */
export async function portalWithPlan(t: TestApp, opts: Parameters<typeof portal>[1] = {}): Promise<Portal & { payments: Json[] }> {
  const p = await portal(t, { owner: opts.owner ?? (await ownerOn(t)), ...opts });
  return { ...p, payments: p.project.payments.payments as Json[] };
}

/** Moves a stored payment to another due day and/or currency (the builder keeps one currency per plan). */
export async function setPaymentRow(t: TestApp, id: string, patch: { dueAt?: string | null; amountType?: string; status?: 'paid' | 'pending' }) {
  await t.db
    .update(payments)
    .set({
      ...(patch.dueAt !== undefined && { dueAt: patch.dueAt ? new Date(`${patch.dueAt}T00:00:00Z`) : null }),
      ...(patch.amountType && { amountType: patch.amountType }),
      ...(patch.status && { status: patch.status, paidAt: patch.status === 'paid' ? new Date() : null }),
    })
    .where(eq(payments.id, id));
}

/** Sets every payment of a project to a currency (and the project's own currency). */
export async function setPlanCurrency(t: TestApp, projectId: string, currency: string) {
  await t.db.update(payments).set({ amountType: currency }).where(eq(payments.projectId, projectId));
  await t.db.update(projects).set({ currencyCode: currency }).where(eq(projects.id, projectId));
}

export async function setTimeZone(t: TestApp, workspaceId: string, timeZone: string) {
  await t.db.update(workspaces).set({ timeZone }).where(eq(workspaces.id, workspaceId));
}

/** A finished (DRAFT) proposal with SERVICES and the 40/30/30 plan, for a company of the owner. */
export async function proposalWithPlan(t: TestApp, p: Portal, name = 'Cotización Panadería'): Promise<Json> {
  const line = await addLine(t, p.owner.workspace.id, `Línea ${Math.random().toString(36).slice(2, 7)}`);
  const proposal = await readyProposal(t, p.owner, { lineId: line.id, companyId: p.company.id, name, extra: { services: SERVICES, payments: INSTALLMENTS } });
  expect(proposal.status).toBe('DRAFT');
  return proposal;
}

export async function paymentsOf(t: TestApp, projectId: string) {
  return t.db.select().from(payments).where(and(eq(payments.projectId, projectId))).orderBy(payments.position);
}

export { api };
export type { Json };
