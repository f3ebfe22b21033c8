import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { preparePgliteTemplate, seedFromPgliteTemplate } from './pglite-template.ts';

/** The count a `select count(*)::int as n` answered (PGlite and node-postgres both return `rows`). */
const countOf = (result: unknown): number => (result as { rows: { n: number }[] }).rows[0]!.n;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-template-test-'));
const template = path.join(root, 'template');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('PGlite template for fresh data folders', () => {
  it('is built once, and a fresh folder copied from it opens migrated, ready for the first start', { timeout: 180_000 }, async () => {
    expect(await preparePgliteTemplate(template)).toBe(true);
    expect(await preparePgliteTemplate(template)).toBe(false);

    const dataDir = path.join(root, 'data');
    expect(seedFromPgliteTemplate(dataDir, template)).toBe(true);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const applied = countOf(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied).toBe(journal.entries.length);
      // Empty: what is in a workspace comes from the start-up (billing set-up, demo seed), not the template.
      expect(countOf(await database.db.execute(sql`select count(*)::int as n from workspaces`))).toBe(0);
      await database.db.execute(sql`select unaccent('Ñuñoa') as plain`);
    } finally {
      await database.close();
    }
    // A folder that already holds a database is never overwritten.
    expect(seedFromPgliteTemplate(dataDir, template)).toBe(false);
  });

  it('is ignored when it does not match this PGlite and these migrations, or is missing', () => {
    const stale = path.join(root, 'stale');
    fs.mkdirSync(path.join(stale, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(stale, 'pglite', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(stale, 'key'), 'a template of other migrations');
    expect(seedFromPgliteTemplate(path.join(root, 'fresh-a'), stale)).toBe(false);
    expect(seedFromPgliteTemplate(path.join(root, 'fresh-b'), path.join(root, 'missing'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'fresh-a', 'pglite'))).toBe(false);
  });
});
