import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ownerChanges } from '../../../test/owner-changes.ts';
import { projects } from '../../db/schema/index.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow } from '../payments/payments.fixtures.ts';

// calendar_day_counts (migration 0012, decision 0039) is kept by triggers: after every kind of write
// it must equal the calendar's events counted straight from the tables, or the grid's '+N más' would
// drift from the events a day holds.
const t = useTestApp();
const { post, put, del } = api(t);

type Count = { workspace_id: string; day: string; kind: string; n: number };

async function rows(query: ReturnType<typeof sql>): Promise<Count[]> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: Count[] }).rows;
}

/** Kept counts and the same counts from the payments and stages (the rule of calendar-events.ts). */
async function keptAndDirect() {
  const kept = await rows(sql`select workspace_id, day::text as day, kind, n from calendar_day_counts where n <> 0 order by 1, 2, 3`);
  const direct = await rows(sql`select workspace_id, day, kind, count(*)::int as n from (
      select pa.workspace_id, (pa.due_at at time zone 'UTC')::date::text as day, 'payment' as kind
      from payments pa join projects p on p.id = pa.project_id and p.workspace_id = pa.workspace_id
      where pa.due_at is not null and p.deleted_at is null and (p.type = 'project' or p.status in ('DRAFT', 'SENT'))
      union all
      select st.workspace_id, d::date::text, 'stage'
      from stages st join projects p on p.id = st.project_id and p.workspace_id = st.workspace_id,
        generate_series(coalesce(st.start_date, st.end_date), coalesce(st.end_date, st.start_date), interval '1 day') d
      where p.deleted_at is null and p.type = 'project') e
    group by 1, 2, 3 order by 1, 2, 3`);
  return { kept, direct };
}

async function expectInStep(step: string) {
  const { kept, direct } = await keptAndDirect();
  expect(kept, step).toEqual(direct);
  const [negative] = await rows(sql`select count(*)::int as n from calendar_day_counts where n < 0`);
  expect(negative!.n, `${step}: no day below zero`).toBe(0);
}

describe('calendar_day_counts', () => {
  it('follows every write: plans, due dates, stages, owner status and trash, whole owners and workspaces', async () => {
    const p = await portalWithPlan(t);
    const second = await portalWithPlan(t, { owner: p.owner, name: 'Portal Ferretería' });
    const proposal = await proposalWithPlan(t, p);
    const other = await portalWithPlan(t, { owner: await ownerOn(t), name: 'Portal de otro espacio' });
    await expectInStep('plans created');
    expect((await keptAndDirect()).kept.length).toBeGreaterThan(0);

    const h = p.owner.headers;
    const stage = await post(h, `/api/v1/projects/${p.project.id}/stages`, { name: 'Diseño', start_date: '2026-12-03', end_date: '2026-12-10' });
    expect(stage.statusCode, stage.body).toBe(201);
    const open = await post(h, `/api/v1/projects/${second.project.id}/stages`, { name: 'Solo inicio', start_date: '2026-12-20' });
    expect(open.statusCode, open.body).toBe(201);
    await expectInStep('stages added');
    const stageId = stage.json().data.id;
    expect((await put(h, `/api/v1/projects/${p.project.id}/stages/${stageId}`, { name: 'Diseño', start_date: '2026-11-28', end_date: '2026-12-02' })).statusCode).toBe(200);
    await expectInStep('a stage moved');
    expect((await put(h, `/api/v1/payments/${p.payments[1]!.id}`, { due_at: '2027-01-20' })).statusCode).toBe(200);
    await setPaymentRow(t, second.payments[2]!.id, { dueAt: null });
    await expectInStep('payments moved and undated');
    expect((await put(h, `/api/v1/payments/${p.payments[0]!.id}`, { status: 'paid' })).statusCode).toBe(200);
    await expectInStep('a payment paid (still shown)');
    expect((await del(h, `/api/v1/payments/${second.payments[1]!.id}`)).statusCode).toBe(204);
    expect((await del(h, `/api/v1/projects/${p.project.id}/stages/${stageId}`)).statusCode).toBe(204);
    await expectInStep('a payment and a stage deleted');

    await t.db.update(projects).set({ status: 'init' }).where(eq(projects.id, second.project.id));
    await expectInStep('a portal back to init (still shown)');
    await t.db.update(projects).set({ status: 'active' }).where(eq(projects.id, second.project.id));
    await ownerChanges(t, { portal: second.project.id, proposal: proposal.id, deletedPortal: p.project.id, otherWorkspace: other.owner.workspace.id }, expectInStep);
    const [left] = await rows(sql`select count(*)::int as n from calendar_day_counts where workspace_id = ${other.owner.workspace.id}`);
    expect(left!.n).toBe(0);
  });
});
