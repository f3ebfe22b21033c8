import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createOwner, createUser, createWorkspace } from '../../test/factories.ts';
import { countStatements } from '../../test/statements.ts';
import { preparableSql, runPrepared } from './prepared.ts';
import { workspaces } from './schema/index.ts';

type Rows<T> = { rows: T[] };

describe('runPrepared (a read built once, run with each request’s values)', () => {
  const t = useTestApp();
  const plusOne = (d: Parameters<typeof preparableSql>[0]) => preparableSql(d, sql`select ${sql.placeholder('n')}::int + 1 as n`);

  it('fills the values of each call, not the first call’s', async () => {
    const first = (await runPrepared(t.db, 'test:plus-one', plusOne, { n: 1 })) as Rows<{ n: number }>;
    const second = (await runPrepared(t.db, 'test:plus-one', plusOne, { n: 41 })) as Rows<{ n: number }>;
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
  });

  it('sends the same text and values as the query built per call', async () => {
    const { workspace: ws } = await createOwner(t.db, { workspace: { name: 'Estudio Prepared' } });
    const byName = (d: typeof t.db) =>
      d.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(and(eq(workspaces.id, sql.placeholder('id')), eq(workspaces.name, sql.placeholder('name'))));
    const values = { id: ws!.id, name: 'Estudio Prepared' };
    const plain = await countStatements(t.db, () => t.db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(and(eq(workspaces.id, values.id), eq(workspaces.name, values.name))));
    const kept = await countStatements(t.db, () => runPrepared(t.db, 'test:workspace-by-name', byName, values));
    expect(kept.statements).toEqual(plain.statements);
    expect(kept.result).toEqual([{ id: ws!.id, name: 'Estudio Prepared' }]);
    expect(plain.result).toEqual(kept.result);
  });

  it('inside a transaction runs on the transaction (sees its own uncommitted rows)', async () => {
    const byId = (d: typeof t.db) => d.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, sql.placeholder('id')));
    const user = await createUser(t.db);
    let id = '';
    // PGlite has one connection: nothing may use t.db until the transaction ends.
    await t.db
      .transaction(async (tx) => {
        const ws = await createWorkspace(tx as unknown as typeof t.db, user.id, { name: 'Solo en la transacción' });
        id = ws.id;
        expect(await runPrepared(tx, 'test:workspace-by-id', byId, { id })).toEqual([{ name: 'Solo en la transacción' }]);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message.includes('Rollback'))) throw e;
      });
    expect(id).not.toBe('');
    expect(await runPrepared(t.db, 'test:workspace-by-id', byId, { id })).toEqual([]);
  });
});
