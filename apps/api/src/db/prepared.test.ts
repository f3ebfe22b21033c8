import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createOwner, createUser, createWorkspace } from '../../test/factories.ts';
import { countStatements } from '../../test/statements.ts';
import { preparableSql, runPrepared } from './prepared.ts';
import { lines, workspaces } from './schema/index.ts';

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

  it('maps rows to the same objects as drizzle: nested selections, decoded dates, a left join that found nothing as null', async () => {
    const { workspace: withLine } = await createOwner(t.db, { workspace: { name: 'Con línea' } });
    const { workspace: without } = await createOwner(t.db, { workspace: { name: 'Sin línea' } });
    await t.db.insert(lines).values({ workspaceId: withLine!.id, name: 'Diseño', slug: 'diseno', color: '#111111', badgeColor: '#222222' });
    const ids = [withLine!.id, without!.id];
    const query = (d: typeof t.db, where: ReturnType<typeof inArray>) =>
      d
        .select({ ws: { id: workspaces.id, name: workspaces.name, createdAt: workspaces.createdAt }, line: lines, upper: sql<string>`upper(${workspaces.name})`, n: sql`1`.mapWith(Number) })
        .from(workspaces)
        .leftJoin(lines, eq(lines.workspaceId, workspaces.id))
        .where(where)
        .orderBy(asc(workspaces.name));
    const plain = await query(t.db, inArray(workspaces.id, ids));
    const kept = (await runPrepared(t.db, 'test:left-join', (d) => query(d as typeof t.db, inArray(workspaces.id, [sql.placeholder('a'), sql.placeholder('b')])), { a: ids[0], b: ids[1] })) as typeof plain;
    expect(kept).toEqual(plain);
    expect(kept.map((r) => [r.ws.name, r.line?.name ?? null, r.upper, r.n])).toEqual([
      ['Con línea', 'Diseño', 'CON LÍNEA', 1],
      ['Sin línea', null, 'SIN LÍNEA', 1],
    ]);
    expect(kept[0]!.ws.createdAt).toBeInstanceOf(Date);
    expect(kept[0]!.line?.createdAt).toBeInstanceOf(Date);
  });
});
