import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteCode } from '@trato/domain/proposals/quote-number';
import { emptyDatabase, migrationsUpTo } from '../../test/migrations.ts';
import { MIGRATIONS_DIR } from './client.ts';

/**
 * Migration 0029 gives the proposals that exist their quote numbers (issue 32 §3, decision 0080): per
 * workspace, in the order they were created, deleted ones included, the year of their creation in the
 * workspace's zone; portals get none, and each workspace's counter continues after its last number.
 * Run on PGlite or on TEST_DATABASE_URL.
 */

const BEFORE = '0028_pay_link_activities';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Row = { name: string; quote_number: number | null; quote_year: number | null };

describe('migration 0029 (quote numbers)', () => {
  it('numbers existing proposals per workspace by creation, leaves portals alone and sets the counters', { timeout: 120_000 }, async () => {
    const { database, migrateFrom } = await emptyDatabase(cleanups);
    const old = migrationsUpTo(BEFORE);
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(old);
    const { db } = database;

    await db.execute(sql`insert into workspaces (id, name, domain, time_zone) values (${A}, 'Estudio A', 'estudio-a', 'America/Santiago'), (${B}, 'Estudio B', 'estudio-b', 'UTC')`);
    const rows: [string, string, string, string, boolean][] = [
      // workspace, name, type, created_at, deleted
      [A, 'a-second', 'proposal', '2026-03-01T12:00:00Z', false],
      [A, 'a-first', 'proposal', '2025-06-01T12:00:00Z', false],
      [A, 'a-portal', 'project', '2025-07-01T12:00:00Z', false],
      [A, 'a-deleted', 'proposal', '2026-04-01T12:00:00Z', true],
      // 31 December at 22:00 in Santiago is already 2027 in UTC: the workspace's year counts.
      [A, 'a-new-years-eve', 'proposal', '2027-01-01T01:00:00Z', false],
      [B, 'b-only', 'proposal', '2026-05-01T12:00:00Z', false],
    ];
    for (const [ws, name, type, createdAt, deleted] of rows) {
      await db.execute(sql`insert into projects (workspace_id, type, status, name, slug, currency_code, created_at, deleted_at)
        values (${ws}, ${type}, 'DRAFT', ${name}, ${`slug-0029-${name}`}, 'CLP', ${createdAt}, ${deleted ? createdAt : null})`);
    }

    await migrateFrom(MIGRATIONS_DIR);

    const result = (await db.execute(sql`select name, quote_number, quote_year from projects order by name`)) as unknown as { rows: Row[] };
    const codes = Object.fromEntries(result.rows.map((r) => [r.name, quoteCode(r.quote_number, r.quote_year)]));
    expect(codes).toEqual({
      'a-first': 'COT-2025-0001',
      'a-second': 'COT-2026-0002',
      'a-deleted': 'COT-2026-0003',
      'a-new-years-eve': 'COT-2026-0004',
      'a-portal': null,
      'b-only': 'COT-2026-0001',
    });
    const counters = (await db.execute(sql`select workspace_id, last_number from quote_counters order by workspace_id`)) as unknown as { rows: { workspace_id: string; last_number: number }[] };
    expect(counters.rows).toEqual([
      { workspace_id: A, last_number: 4 },
      { workspace_id: B, last_number: 1 },
    ]);
  });
});
