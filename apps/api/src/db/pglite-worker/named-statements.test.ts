import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../pglite-options.ts';
import { NamedStatements } from './named-statements.ts';

// The worker's kept reads (decision 0045) against PGlite's own `query`, on the same instance.
let pg: PGlite;
let reads: NamedStatements;
const kept = async () => (await pg.query<{ name: string }>(`select name from pg_prepared_statements where name like 'trato_read_%' order by name`)).rows.map((r) => r.name);

beforeAll(async () => {
  pg = await PGlite.create({ ...PGLITE_OPTIONS });
  reads = new NamedStatements(pg);
  await pg.exec(`
    create table items (id uuid primary key, name text not null, amount numeric(12, 2), at timestamptz, day date, data jsonb, big int8, flags bool[], raw bytea);
    insert into items values
      ('0b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f60', 'Diseño ñandú 👋', 1234.50, '2026-11-27T10:00:00Z', '2026-11-27', '{"a":[1,"b"]}', 9007199254740993, '{true,false}', '\\x00ff'),
      ('1b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f61', 'Otro', null, null, null, null, null, null, null);`);
});
afterAll(async () => {
  await pg?.close();
});

describe('NamedStatements', () => {
  it('answers what PGlite answers, for every type, with the same parameters, parsers and row mode', async () => {
    const text = 'select * from items where name <> $1 and (at is null or at < $2) and id = any($3::uuid[]) order by name';
    const params = ['nadie', new Date('2030-01-01'), ['0b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f60', '1b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f61']];
    const parsers = { [types.TIMESTAMPTZ]: (v: string) => v, [types.NUMERIC]: (v: string) => `n:${v}` };
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers }, { rowMode: 'array' as const, parsers }]) {
      const expected = await pg.query(text, params, options);
      // Three times: the first run goes the usual way, the second prepares it, the third only binds and executes.
      for (let i = 0; i < 3; i++) {
        const got = await reads.query(text, params, options);
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    expect(await kept()).toEqual(['trato_read_1']);
  });

  it('keeps a read from its second run, not its first', async () => {
    const text = `select 'una vez' as once`;
    await reads.query(text);
    expect((await pg.query(`select count(*)::int as n from pg_prepared_statements where statement = $1`, [text])).rows).toEqual([{ n: 0 }]);
    await reads.query(text);
    expect((await pg.query(`select count(*)::int as n from pg_prepared_statements where statement = $1`, [text])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps only reads', () => {
    expect(NamedStatements.accepts('  SELECT 1')).toBe(true);
    expect(NamedStatements.accepts('insert into items (id) values ($1)')).toBe(false);
    expect(NamedStatements.accepts('with x as (delete from items returning id) select * from x')).toBe(false);
    expect(NamedStatements.accepts('select 1', { paramTypes: [types.INT4] })).toBe(false);
  });

  it('passes database errors through with their code, keeps no broken statement, and goes on', async () => {
    const before = await kept();
    for (let i = 0; i < 2; i++) {
      await expect(reads.query('select * from items where id = $1', ['no-es-uuid'])).rejects.toMatchObject({ code: '22P02' });
      await expect(reads.query('select * form items')).rejects.toMatchObject({ code: '42601' });
    }
    expect(await kept()).toEqual([...before, 'trato_read_3']);
    const { rows } = await reads.query<{ name: string }>('select * from items where id = $1', ['1b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f61']);
    expect(rows.map((r) => r.name)).toEqual(['Otro']);
  });

  it('follows a table that changed shape after its statement was kept', async () => {
    await pg.exec('create table shapes (a int); insert into shapes values (1)');
    expect((await reads.query('select * from shapes')).rows).toEqual([{ a: 1 }]);
    expect((await reads.query('select * from shapes')).rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table shapes add column b text default $$x$$');
    expect((await reads.query('select * from shapes')).rows).toEqual([{ a: 1, b: 'x' }]);
    expect((await reads.query('select * from shapes')).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('keeps at most 8 statements, dropping the least recently used', async () => {
    const first = 'select 0 as n';
    const twice = async (text: string) => (await reads.query(text), reads.query(text));
    await twice(first);
    for (let i = 1; i <= 12; i++) {
      await twice(`select ${i} as n`);
      if (i % 3 === 0) await reads.query(first); // kept in use: never the oldest
    }
    expect(reads.size).toBe(8);
    expect(await kept()).toHaveLength(8);
    expect((await reads.query<{ n: number }>(first)).rows).toEqual([{ n: 0 }]);
    expect((await reads.query<{ n: number }>('select 12 as n')).rows).toEqual([{ n: 12 }]);
  });

  it('waits for an open transaction, as PGlite does, and never reads inside it', async () => {
    const text = `select name from items where id = '1b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f61'`;
    await reads.query(text); // seen once: the read below goes through the kept path
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = pg.transaction(async (t) => {
      await t.query(`update items set name = 'dentro' where id = '1b6f3c1e-9a55-4d8e-8f0a-1c2b3d4e5f61'`);
      await held;
      await t.rollback();
    });
    const read = reads.query<{ name: string }>(text);
    await new Promise((r) => setTimeout(r, 30));
    release();
    await tx;
    expect((await read).rows).toEqual([{ name: 'Otro' }]);
  });

  it("reads each result with that call's own parsers, whichever parsers an earlier call brought", async () => {
    const text = 'select amount, at, flags from items where amount is not null';
    const asText = { [types.TIMESTAMPTZ]: (v: string) => v };
    const tagged = { [types.NUMERIC]: (v: string) => `n:${v}` };
    for (let i = 0; i < 2; i++) {
      expect((await reads.query(text, [], { parsers: asText })).rows).toEqual([{ amount: '1234.50', at: '2026-11-27 10:00:00+00', flags: [true, false] }]);
      expect((await reads.query(text, [], { parsers: tagged })).rows).toEqual([{ amount: 'n:1234.50', at: new Date('2026-11-27T10:00:00Z'), flags: [true, false] }]);
      expect((await reads.query(text)).rows).toEqual([{ amount: '1234.50', at: new Date('2026-11-27T10:00:00Z'), flags: [true, false] }]);
    }
  });
});
