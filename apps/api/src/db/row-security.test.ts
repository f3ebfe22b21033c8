import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { connectPostgres } from './client.ts';

const template = inject('dbTemplate');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(template);
});
afterAll(async () => {
  await database?.close();
});

describe('turning row-level security on (decision 0053)', () => {
  it.runIf(template.kind === 'pglite')('PGlite runs as its owner: nothing to turn on', async () => {
    expect(await database.useRowSecurity()).toBe(false);
  });

  it.runIf(template.kind === 'postgres')(
    'a database user who may not take trato_app keeps working, and the server is told RLS is off',
    async () => {
      const outsider = `trato_outsider_${randomBytes(3).toString('hex')}`;
      const [current] = await database.asOwner<{ name: string }>(`select current_database() as name`);
      await database.asOwner(`create role ${outsider} login`);
      const base = new URL(template.kind === 'postgres' ? template.url : '');
      base.username = outsider;
      base.pathname = `/${current!.name}`;
      const asOutsider = connectPostgres(base.toString());
      try {
        expect(await asOutsider.useRowSecurity()).toBe(false);
        // Still answers (as itself, which owns nothing here: the tables refuse it, not the pool).
        await expect(asOutsider.ping()).resolves.toBeUndefined();
      } finally {
        await asOutsider.close();
        await database.asOwner(`drop role ${outsider}`);
      }
    },
  );
});
