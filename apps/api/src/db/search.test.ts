import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('search_key (accent- and case-insensitive matching)', () => {
  const t = useTestApp();

  it('folds accents and case the same way for the column and the query', async () => {
    const { rows } = (await t.db.execute(
      sql`select search_key('José Peñalolén') as key, search_key('José Peñalolén') like '%' || search_key('PENALOLEN') || '%' as found`,
    )) as unknown as { rows: { key: string; found: boolean }[] };
    expect(rows[0]).toEqual({ key: 'jose penalolen', found: true });
  });

  it('is backed by trigram indexes on names, emails, file names and comments', async () => {
    const { rows } = (await t.db.execute(
      sql`select indexname from pg_indexes where indexname like '%_search_idx' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(rows.map((r) => r.indexname)).toEqual([
      'comments_body_search_idx',
      'companies_name_search_idx',
      'customers_email_search_idx',
      'customers_name_search_idx',
      'projects_name_search_idx',
      'services_name_search_idx',
      'uploads_name_search_idx',
    ]);
  });
});
