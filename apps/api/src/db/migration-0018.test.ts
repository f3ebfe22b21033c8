import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sharesOfTotal } from '@trato/domain/proposals/payments/recompute';
import { emptyDatabase as emptyDatabaseWith, migrationsUpTo } from '../../test/migrations.ts';
import { MIGRATIONS_DIR } from './client.ts';

/**
 * Migration 0018 rewrites every stored percent as the payment's share of the whole total (issue 30
 * §2, decision 0063): the old code stored a pending payment's share of total − paid. Run against a
 * database migrated to 0017 with rows as the old code wrote them, on PGlite or on TEST_DATABASE_URL;
 * the SQL must give exactly what the domain's sharesOfTotal gives, ties and odd cents included.
 */

const BEFORE = '0017_held_portals';
const WS = '00000000-0000-4000-8000-000000000001';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Row = { project: string; amount: string; percent: string; status: 'paid' | 'pending'; position: number };

/** Old plans: [amount, stored percent, status] per payment, in position order. */
const OLD_PLANS: Record<string, [string, string, 'paid' | 'pending'][]> = {
  // The issue's case: the 40 % advance paid, the rest stored as 50 / 50 of what remained.
  advancePaid: [['400000.00', '40.00', 'paid'], ['300000.00', '50.00', 'pending'], ['300000.00', '50.00', 'pending']],
  // Thirds: the odd 0.01 goes to the earliest payment on a tie.
  thirds: [['100.00', '33.33', 'pending'], ['100.00', '33.33', 'pending'], ['100.00', '33.34', 'pending']],
  // Odd cents and a paid middle payment: largest remainders, not position, decide.
  odd: [['0.01', '100.00', 'pending'], ['2.00', '66.89', 'paid'], ['0.98', '0.00', 'pending']],
  untouched: [['250.00', '25.00', 'pending'], ['750.00', '75.00', 'pending']],
  zero: [['0.00', '0.00', 'pending']],
};

describe('migration 0018 (payment percent of the whole total)', () => {
  it('rewrites old pending-base percents as shares of the total, as the domain computes them', { timeout: 120_000 }, async () => {
    const { database, migrateFrom } = await emptyDatabaseWith(cleanups);
    const old = migrationsUpTo(BEFORE);
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(old);
    const { db } = database;

    await db.execute(sql`insert into workspaces (id, name, domain) values (${WS}, 'Estudio', 'estudio')`);
    const names = Object.keys(OLD_PLANS);
    for (const [n, name] of names.entries()) {
      const project = `00000000-0000-4000-8000-00000000010${n}`;
      await db.execute(sql`insert into projects (id, workspace_id, type, status, name, slug, currency_code)
        values (${project}, ${WS}, 'project', 'active', ${name}, ${`slug-0018-${name}`}, 'CLP')`);
      for (const [position, [amount, percent, status]] of OLD_PLANS[name]!.entries()) {
        await db.execute(sql`insert into payments (workspace_id, project_id, key, name, amount_type, amount, percent, status, position)
          values (${WS}, ${project}, ${`k${position}`}, ${`Pago ${position + 1}`}, 'CLP', ${amount}, ${percent}, ${status}, ${position})`);
      }
    }

    await migrateFrom(MIGRATIONS_DIR);

    const result = (await db.execute(sql`select p.name as project, pa.amount::text as amount, pa.percent::text as percent, pa.status, pa.position
      from payments pa join projects p on p.id = pa.project_id order by p.name, pa.position`)) as unknown as { rows: Row[] };
    const byPlan = (name: string) => result.rows.filter((r) => r.project === name);
    expect(byPlan('advancePaid').map((r) => [r.status, r.percent])).toEqual([['paid', '40.00'], ['pending', '30.00'], ['pending', '30.00']]);
    expect(byPlan('thirds').map((r) => r.percent)).toEqual(['33.34', '33.33', '33.33']);
    expect(byPlan('untouched').map((r) => r.percent)).toEqual(['25.00', '75.00']);
    expect(byPlan('zero').map((r) => r.percent)).toEqual(['0.00']);
    for (const name of names) {
      const rows = byPlan(name);
      expect(rows.map((r) => r.percent), name).toEqual(sharesOfTotal(rows));
    }
    // Amounts are never touched.
    expect(byPlan('odd').map((r) => r.amount)).toEqual(['0.01', '2.00', '0.98']);
  });
});
