import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from '../../db/client.ts';
import { pgliteFolder } from '../../db/pglite-template.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import type { Storage } from '../../modules/uploads/storage.ts';
import { BackupError, DATABASE_ENTRY, extractArchive, keyOfEntry, sha256Hex, type Manifest } from './archive.ts';
import type { Progress } from './backup.ts';
import { parseDump } from './sql-dump.ts';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type RestoreInput = {
  archive: string;
  target: RestoreTarget;
  storage: Storage;
  /** The local storage folder, checked for emptiness (null with S3, whose keys never collide). */
  localUploadsDir: string | null;
  force: boolean;
  onProgress?: (p: Progress) => void;
};

export type RestoreResult = { manifest: Manifest; tables: number; rows: number; files: number };

/** The few things restoring needs from either database. */
type SqlTarget = {
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

const nonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function openPglite(dataDir: string, force: boolean): Promise<SqlTarget & { release: () => void }> {
  fs.mkdirSync(dataDir, { recursive: true });
  // No server may run on the folder meanwhile (it would not see the restored data).
  const lock = await lockDataDir(dataDir);
  try {
    const dir = pgliteFolder(dataDir);
    if (nonEmptyDir(dir)) {
      if (!force) throw new BackupError(`La carpeta ${dir} ya tiene una base de datos: restaura en una carpeta vacía (DATA_DIR) o usa --force para reemplazarla.`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    return {
      exec: async (sql) => {
        await client.exec(sql);
      },
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
      release: lock.release,
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function openPostgres(url: string, force: boolean): Promise<SqlTarget> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`No se pudo conectar a la base de datos de DATABASE_URL: ${(err as Error).message}`);
  }
  const target: SqlTarget = {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
  try {
    const [used] = await target.rows<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'`,
    );
    if (used!.n > 0) {
      if (!force) throw new BackupError('La base de datos de DATABASE_URL no está vacía: restaura en una base nueva (createdb) o usa --force para reemplazar su contenido.');
      await target.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    }
    return target;
  } catch (err) {
    await client.end();
    throw err;
  }
}

/** `SET name = …` statements for settings the target server does not know (a newer pg_dump's). */
function unknownSetting(statement: string, known: Set<string>): boolean {
  const m = /^SET\s+(\w+)\s*(=|TO)/i.exec(statement);
  return !!m && !known.has(m[1]!.toLowerCase());
}

/** Runs the dump in one transaction, a table-of-contents section at a time (the progress unit). */
async function loadDump(target: SqlTarget, dump: string, onProgress?: (p: Progress) => void): Promise<void> {
  const parsed = parseDump(dump);
  const known = new Set((await target.rows<{ name: string }>('select name from pg_settings')).map((r) => r.name.toLowerCase()));
  const keep = (stmts: string[]) => stmts.filter((s) => !unknownSetting(s, known));
  const total = parsed.sections.filter((s) => s.type === 'TABLE DATA').length;
  let done = 0;
  onProgress?.({ phase: 'database', done, total });
  await target.exec('BEGIN');
  try {
    const preamble = keep(parsed.preamble);
    if (preamble.length) await target.exec(preamble.join('\n'));
    for (const section of parsed.sections) {
      const stmts = keep(section.statements);
      try {
        if (stmts.length) await target.exec(stmts.join('\n'));
      } catch (err) {
        throw new BackupError(`Falló la restauración de ${section.type} ${section.name}: ${(err as Error).message}`);
      }
      if (section.type === 'TABLE DATA') onProgress?.({ phase: 'database', done: ++done, total });
    }
    await target.exec('COMMIT');
  } catch (err) {
    await target.exec('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Restores an archive: checks it against its manifest, refuses a target that already holds data
 * unless `force`, loads the dump and the files, then verifies the result against the manifest
 * (rows per table, each file's SHA-256 read back from storage).
 */
export async function restoreBackup(input: RestoreInput): Promise<RestoreResult> {
  const { storage, onProgress } = input;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-restore-'));
  let target: (SqlTarget & { release?: () => void }) | null = null;
  try {
    const { manifest, entryPath } = await extractArchive(input.archive, tmp);
    if (input.localUploadsDir && nonEmptyDir(input.localUploadsDir) && !input.force) {
      throw new BackupError(`La carpeta de archivos ${input.localUploadsDir} no está vacía: usa --force para escribir encima.`);
    }
    target = input.target.kind === 'pglite' ? await openPglite(input.target.dataDir, input.force) : await openPostgres(input.target.url, input.force);

    await loadDump(target, fs.readFileSync(entryPath(DATABASE_ENTRY), 'utf8'), onProgress);

    const stored = manifest.files.flatMap((f) => {
      const key = keyOfEntry(f.path);
      return key ? [{ ...f, key }] : [];
    });
    for (const [i, f] of stored.entries()) {
      await storage.put(f.key, fs.readFileSync(entryPath(f.path)), f.mimeType ?? 'application/octet-stream');
      onProgress?.({ phase: 'files', done: i + 1, total: stored.length });
    }

    // Verify what is now there, not what was sent.
    const tables = Object.entries(manifest.database.tables);
    for (const [i, [table, expected]] of tables.entries()) {
      const [schema, name] = table.split('.') as [string, string];
      const [row] = await target.rows<{ n: number }>(`select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
      if (row!.n !== expected) throw new BackupError(`Verificación: ${table} tiene ${row!.n} filas y la copia ${expected}.`);
      onProgress?.({ phase: 'verify', done: i + 1, total: tables.length + stored.length });
    }
    for (const [i, f] of stored.entries()) {
      const bytes = await storage.get(f.key);
      if (!bytes || sha256Hex(bytes) !== f.sha256) throw new BackupError(`Verificación: el archivo ${f.key} no quedó igual que en la copia.`);
      onProgress?.({ phase: 'verify', done: tables.length + i + 1, total: tables.length + stored.length });
    }
    return { manifest, tables: tables.length, rows: tables.reduce((sum, [, n]) => sum + n, 0), files: stored.length };
  } finally {
    await target?.close().catch(() => {});
    target?.release?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
