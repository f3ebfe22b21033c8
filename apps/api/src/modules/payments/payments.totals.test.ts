import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ownerChanges } from '../../../test/owner-changes.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow, setPlanCurrency, testClock } from './payments.fixtures.ts';

// payment_day_totals (migration 0010, decision 0035) is kept by triggers: after every kind of write
// it must equal the visible payments summed straight from the table, or the metrics and the list's
// total would drift from the rows the list shows.
const clock = testClock('2026-12-10T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { put, del } = api(t);

type Group = { workspace_id: string; owner_type: string; day: string | null; currency: string; paid: boolean; n: number; amount: string };

async function rows(query: ReturnType<typeof sql>): Promise<Group[]> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: Group[] }).rows;
}

/** Kept totals and the same sums from the payments, both as sorted lists of non-empty groups. */
async function keptAndDirect() {
  const kept = await rows(sql`select workspace_id, owner_type, day::text as day, currency, paid, n, amount::numeric(16,2)::text as amount
    from payment_day_totals where n <> 0 order by 1, 2, 3, 4, 5`);
  const direct = await rows(sql`select pa.workspace_id, case when p.type = 'project' then 'project' else 'proposal' end as owner_type,
      (pa.due_at at time zone 'UTC')::date::text as day, pa.amount_type as currency, pa.status = 'paid' as paid, count(*)::int as n, sum(pa.amount)::numeric(16,2)::text as amount
    from payments pa join projects p on p.id = pa.project_id and p.workspace_id = pa.workspace_id
    where p.deleted_at is null and ((p.type = 'project' and p.status in ('active', 'finished')) or (p.type = 'proposal' and p.status in ('DRAFT', 'SENT')))
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  return { kept, direct };
}

async function expectInStep(step: string) {
  const { kept, direct } = await keptAndDirect();
  expect(kept, step).toEqual(direct);
  const [zeroAmounts] = await rows(sql`select count(*)::int as n from payment_day_totals where n = 0 and amount <> 0`);
  expect(zeroAmounts!.n, `${step}: a group without payments keeps no money`).toBe(0);
}

describe('payment_day_totals', () => {
  it('follows every write: plans, edits, paid, currency, deletes, owner status and trash, whole owners and workspaces', async () => {
    const p = await portalWithPlan(t);
    const usd = await portalWithPlan(t, { owner: p.owner, name: 'Portal Ferretería' });
    const proposal = await proposalWithPlan(t, p);
    const other = await portalWithPlan(t, { owner: await ownerOn(t), name: 'Portal de otro espacio' });
    await expectInStep('plans created');
    expect((await keptAndDirect()).kept.length).toBeGreaterThan(0);

    const h = p.owner.headers;
    expect((await put(h, `/api/v1/payments/${p.payments[0]!.id}`, { status: 'paid' })).statusCode).toBe(200);
    await expectInStep('marked paid through the API');
    expect((await put(h, `/api/v1/payments/${p.payments[1]!.id}`, { due_at: '2027-01-20', amount: '100000' })).statusCode).toBe(200);
    await expectInStep('moved and re-priced through the API');
    await setPlanCurrency(t, usd.project.id, 'USD');
    await setPaymentRow(t, usd.payments[2]!.id, { dueAt: null });
    await expectInStep('currency and due date changed in bulk');
    expect((await del(h, `/api/v1/payments/${usd.payments[1]!.id}`)).statusCode).toBe(204);
    await expectInStep('a payment deleted');

    await ownerChanges(t, { portal: usd.project.id, proposal: proposal.id, deletedPortal: p.project.id, otherWorkspace: other.owner.workspace.id }, expectInStep);
    const [left] = await rows(sql`select count(*)::int as n from payment_day_totals where workspace_id = ${other.owner.workspace.id}`);
    expect(left!.n).toBe(0);
  });
});
