import { eq } from 'drizzle-orm';
import { projects, workspaces } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/**
 * The writes that move a proposal's or portal's rows in and out of what is shown, each followed by
 * `check(step)`: for the tables kept by triggers on projects (payment_day_totals, calendar_day_counts),
 * whose tests compare the kept rows with a direct recount after every step.
 */
export async function ownerChanges(
  t: TestApp,
  ids: { portal: string; proposal: string; deletedPortal: string; otherWorkspace: string },
  check: (step: string) => Promise<void>,
): Promise<void> {
  const set = async (id: string, patch: Partial<typeof projects.$inferInsert>, step: string) => {
    await t.db.update(projects).set(patch).where(eq(projects.id, id));
    await check(step);
  };
  await set(ids.portal, { deletedAt: new Date() }, 'a portal trashed');
  await set(ids.portal, { deletedAt: null }, 'a portal restored');
  await set(ids.proposal, { status: 'DECLINED' }, 'a proposal declined');
  await set(ids.proposal, { status: 'SENT' }, 'a proposal sent again');
  await set(ids.proposal, { type: 'project', status: 'active' }, 'a proposal turned portal');
  await t.db.delete(projects).where(eq(projects.id, ids.deletedPortal));
  await check('a portal deleted with its rows');
  await t.db.delete(workspaces).where(eq(workspaces.id, ids.otherWorkspace));
  await check('a whole workspace deleted');
}
