import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

// The API suite hands one PGlite from test file to test file (test/database.ts): each file must
// still start from exactly the migrated template, whatever the file before it wrote or changed.
const template = inject('dbTemplate');
const clientOf = (database: TestDatabase) => (database.db as unknown as { $client: PGlite }).$client;
const count = async (database: TestDatabase, table: string) =>
  (await database.asOwner<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe.runIf(template.kind === 'pglite')('a PGlite handed from one test file to the next', () => {
  it('starts empty, with the migrations’ own rows and sequences as the template has them', async () => {
    const first = await createTestDatabase(template);
    const plans = await first.asOwner<{ id: string; name: string }>('select id, name from plans order by id');
    expect(plans.length).toBeGreaterThan(0);
    await first.asOwner(`insert into users (name, email, password_hash) values ('Ana', 'ana@ejemplo.test', 'x')`);
    await first.asOwner(`update plans set name = 'Cambiado'`);
    await first.db.execute(sql`set application_name = 'archivo anterior'`);
    const reused = clientOf(first);
    await first.close();

    const second = await createTestDatabase(template);
    expect(clientOf(second), 'the same instance, emptied').toBe(reused);
    expect(await count(second, 'users')).toBe(0);
    expect(await second.asOwner('select id, name from plans order by id')).toEqual(plans);
    expect((await second.asOwner<{ name: string }>(`select current_setting('application_name') as name`))[0]!.name).not.toBe('archivo anterior');
    await second.close();
  });

  it('is not handed on when a file changed the schema: the next file opens a fresh copy', async () => {
    const first = await createTestDatabase(template);
    await first.asOwner(`create function fail_step() returns trigger language plpgsql as $$ begin raise exception 'falla'; end $$`);
    await first.asOwner(`create trigger fail_users before insert on users for each row execute function fail_step()`);
    const changed = clientOf(first);
    await first.close();
    expect(changed.closed).toBe(true);

    const next = await createTestDatabase(template);
    expect(clientOf(next)).not.toBe(changed);
    await next.asOwner(`insert into users (name, email, password_hash) values ('Ana', 'ana@ejemplo.test', 'x')`);
    expect(await count(next, 'users')).toBe(1);
    await next.close();
  });
});
