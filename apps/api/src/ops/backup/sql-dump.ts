import { spawn } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import { BackupError } from './archive.ts';

/**
 * The one dump format of a backup (docs/decisions/0022): pg_dump's plain SQL with one INSERT per
 * row (`--inserts`), no owners and no grants, so the same text loads into PGlite and into any
 * PostgreSQL server without psql (no COPY … FROM stdin, no meta-commands).
 */
export const DUMP_ARGS = ['--inserts', '--no-owner', '--no-privileges', '--encoding=UTF8'];

/** pg_dump ≥ 17.6 wraps its output in psql-only `\restrict KEY` … `\unrestrict KEY` lines. */
function dropMetaCommands(sql: string): string {
  return sql.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}

/** A simple-query protocol message ('Q', length, text, NUL). */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const msg = Buffer.alloc(5 + text.length);
  msg.write('Q', 0, 'latin1');
  msg.writeInt32BE(4 + text.length, 1);
  text.copy(msg, 5);
  return msg;
}

/** PGlite in its worker thread (db/pglite-worker): the worker runs this same dump next to the instance. */
export type DumpsItself = { dumpSql: () => Promise<string> };

/**
 * Dumps a PGlite database that may be serving requests. pg_dump (pglite-tools, compiled to WASM)
 * talks to the same single session the app uses, so it runs holding both of PGlite's locks: no
 * request's statement or open transaction can interleave with it. The WASM pg_dump runs
 * synchronously; requests arriving meanwhile wait for it and then proceed (measured: about a
 * quarter of a second for an empty schema). pglite-tools itself queries through the locked
 * methods, so it gets a view of the instance whose `query`/`exec` go straight to the protocol.
 */
export async function dumpPglite(pg: PGlite | DumpsItself): Promise<string> {
  if ('dumpSql' in pg) return pg.dumpSql();
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const searchPath = (await pg.query<{ search_path: string }>('SHOW search_path')).rows[0]!.search_path;
  const raw = async (sql: string) => {
    await pg.execProtocol(simpleQuery(sql));
    return [];
  };
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const view = new Proxy(pg, {
        get(target, prop) {
          if (prop === 'query') return async () => ({ rows: [{ search_path: searchPath }], fields: [] });
          if (prop === 'exec') return raw;
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      try {
        const file = await pgDump({ pg: view, args: DUMP_ARGS });
        return dropMetaCommands(await file.text());
      } finally {
        // pg_dump leaves its read-only snapshot transaction open (it never disconnects from
        // PGlite's one session), changed session settings (search_path, DateStyle,
        // extra_float_digits…) and prepared statements: give the app back the session it had.
        await raw('ROLLBACK');
        await raw('DEALLOCATE ALL');
        await raw('RESET ALL');
        await raw(`SET search_path = ${searchPath}`);
      }
    }),
  );
}

/** Dumps a PostgreSQL server with its own pg_dump (a consistent snapshot; writers are not blocked). */
export function dumpPostgres(url: string, pgDumpBin = process.env.PG_DUMP ?? 'pg_dump'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgDumpBin, [...DUMP_ARGS, `--dbname=${url}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', (e) => reject(new BackupError(`No se pudo ejecutar pg_dump (${pgDumpBin}): ${e.message}. Instala el cliente de PostgreSQL o indica su ruta en PG_DUMP.`)));
    child.on('close', (code) => {
      if (code === 0) resolve(dropMetaCommands(Buffer.concat(out).toString('utf8')));
      else reject(new BackupError(`pg_dump terminó con código ${code}: ${err.trim()}`));
    });
  });
}

export type DumpSection = {
  /** From pg_dump's header comment: `-- Name: proposals; Type: TABLE DATA; Schema: public; …` */
  name: string;
  type: string;
  schema: string;
  statements: string[];
};

export type ParsedDump = { preamble: string[]; sections: DumpSection[] };

const HEADER = /^-- (?:Data for )?Name: (.*?); Type: (.*?); Schema: (.*?);/;

/**
 * Splits a pg_dump text into statements grouped by its table-of-contents headers. A small lexer
 * keeps quoted strings ('…', E'…', "…", $tag$…$tag$) and comments whole, so a value that looks
 * like SQL or like a header never splits a statement.
 */
export function parseDump(sql: string): ParsedDump {
  const preamble: string[] = [];
  const sections: DumpSection[] = [];
  const push = (stmt: string) => {
    const s = stmt.trim();
    if (!s) return;
    const current = sections.at(-1);
    if (current) current.statements.push(s);
    else preamble.push(s);
  };
  let start = 0;
  let i = 0;
  /** Whether code (not only blanks and comments) has been read since the last statement. */
  let pending = false;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
      if (!pending) {
        // Between statements: a header opens a section; comments are not kept.
        const header = HEADER.exec(sql.slice(start, i).trim().split('\n').at(-1) ?? '');
        if (header) sections.push({ name: header[1]!, type: header[2]!, schema: header[3]!, statements: [] });
        start = i;
      }
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    pending = true;
    if (c === '/' && sql[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        const pair = sql.slice(i, i + 2);
        if (pair === '/*' || pair === '*/') {
          depth += pair === '/*' ? 1 : -1;
          i += 2;
        } else i++;
      }
      continue;
    }
    if (c === "'") {
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i++;
      }
      i++;
      continue;
    }
    if (c === '"') {
      i++;
      while (i < n && !(sql[i] === '"' && sql[i + 1] !== '"')) i += sql[i] === '"' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        i = close === -1 ? n : close + tag[0].length;
        continue;
      }
    }
    if (c === ';') {
      push(sql.slice(start, i + 1));
      start = i + 1;
      pending = false;
    }
    i++;
  }
  push(sql.slice(start));
  return { preamble, sections };
}

/** `public.proposals` → row count, counted from the dump's INSERTs (one per row, DUMP_ARGS). */
export function rowCounts(dump: ParsedDump): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of dump.sections) {
    if (s.type !== 'TABLE DATA') continue;
    const table = `${s.schema}.${s.name}`;
    counts[table] = (counts[table] ?? 0) + s.statements.filter((st) => /^INSERT INTO /i.test(st)).length;
  }
  return counts;
}
