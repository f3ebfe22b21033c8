import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar-stream';
import { MIGRATIONS_DIR, type Db } from '../../db/client.ts';
import type { Storage } from '../../modules/uploads/storage.ts';
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, sha256Hex, type Manifest, type ManifestFile } from './archive.ts';
import { dumpPglite, dumpPostgres, parseDump, rowCounts, type DumpsItself } from './sql-dump.ts';

export type BackupSource = { kind: 'pglite'; pg: PGlite | DumpsItself } | { kind: 'postgres'; url: string };

export type Progress = { phase: 'database' | 'files' | 'verify'; done: number; total: number };

export type BackupInput = {
  source: BackupSource;
  /** The same database, for the file list and the migration level. */
  db: Db;
  storage: Storage;
  storageDriver: 'local' | 's3';
  onProgress?: (p: Progress) => void;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The version in the project's package.json ('0.0.0' while it has none). */
export function appVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

type Rows<T> = { rows: T[] };

/** Drizzle's journal: how many migrations this database has applied and the last one's tag. */
export async function migrationLevel(db: Db): Promise<{ applied: number; last: string | null }> {
  const res = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as Rows<{ n: number }>;
  const applied = Number(res.rows[0]?.n ?? 0);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return { applied, last: journal.entries[applied - 1]?.tag ?? null };
}

/**
 * Every stored object the database refers to, with the type it was stored with: uploads (logos,
 * attachments, project files) and signature images. Listing from the database rather than the
 * storage driver works alike for a folder and an S3 bucket, and leaves out orphans.
 */
export async function storedKeys(db: Db): Promise<{ key: string; mimeType: string }[]> {
  const res = (await db.execute(
    sql`select key, mime_type as "mimeType" from uploads union select image_key, null from signatures order by 1`,
  )) as unknown as Rows<{ key: string; mimeType: string | null }>;
  return res.rows.map((r) => ({ key: r.key, mimeType: r.mimeType ?? mimeOfKey(r.key) }));
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
const mimeOfKey = (key: string) => IMAGE_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

async function serverVersion(db: Db): Promise<string> {
  const res = (await db.execute(sql`show server_version`)) as unknown as Rows<{ server_version: string }>;
  return res.rows[0]?.server_version ?? '';
}

/**
 * Writes one .tar.gz to `out`: database.sql (pg_dump plain SQL), files/{key} for each stored
 * object, then manifest.json with each entry's size and SHA-256. Resolves with the manifest once
 * the archive is completely written.
 */
export async function writeBackup(input: BackupInput, out: Writable): Promise<Manifest> {
  const { db, storage, onProgress } = input;
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), out);
  const mtime = new Date();
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: bytes.length, mtime, mode: 0o600 }, bytes, (err) => (err ? reject(err) : resolve())));

  try {
    const dump = input.source.kind === 'pglite' ? await dumpPglite(input.source.pg) : await dumpPostgres(input.source.url);
    const tables = rowCounts(parseDump(dump));
    const dumpBytes = Buffer.from(dump, 'utf8');
    const files: ManifestFile[] = [{ path: DATABASE_ENTRY, size: dumpBytes.length, sha256: sha256Hex(dumpBytes) }];
    await add(DATABASE_ENTRY, dumpBytes);
    onProgress?.({ phase: 'database', done: Object.keys(tables).length, total: Object.keys(tables).length });

    // Listed after the dump: an object added meanwhile is included (harmless), one deleted
    // meanwhile is reported as missing.
    const keys = await storedKeys(db);
    const missing: string[] = [];
    for (const [i, { key, mimeType }] of keys.entries()) {
      const bytes = await storage.get(key);
      if (bytes) {
        files.push({ path: `${FILES_PREFIX}${key}`, size: bytes.length, sha256: sha256Hex(bytes), mimeType });
        await add(`${FILES_PREFIX}${key}`, bytes);
      } else missing.push(key);
      onProgress?.({ phase: 'files', done: i + 1, total: keys.length });
    }

    const manifest: Manifest = {
      format: 'trato-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: input.source.kind, serverVersion: await serverVersion(db), migrations: await migrationLevel(db), tables },
      storage: { driver: input.storageDriver },
      files,
      missing,
    };
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await done;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await done.catch(() => {});
    throw err;
  }
}
