import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { assertSafeKey } from '../../modules/uploads/storage.ts';

/** What a backup archive says about itself (manifest.json, the last entry of the archive). */
export type Manifest = {
  format: 'trato-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    serverVersion: string;
    /** Migrations applied (drizzle's journal) and the last one's tag. */
    migrations: { applied: number; last: string | null };
    /** Rows per table (`schema.table`), counted from the dump itself. */
    tables: Record<string, number>;
  };
  storage: { driver: 'local' | 's3' };
  /** Every other entry of the archive: database.sql and files/{storage key}. */
  files: ManifestFile[];
  /** Storage keys the database names whose bytes were gone when the backup ran. */
  missing: string[];
};

export type ManifestFile = { path: string; size: number; sha256: string; mimeType?: string };

export const DATABASE_ENTRY = 'database.sql';
export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_PREFIX = 'files/';

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export class BackupError extends Error {}

/** The storage key of an archive path, or null when the path is not one a backup writes. */
export function keyOfEntry(name: string): string | null {
  if (!name.startsWith(FILES_PREFIX)) return null;
  const key = name.slice(FILES_PREFIX.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}

export type ExtractedArchive = { manifest: Manifest; dir: string; entryPath: (name: string) => string };

/**
 * Unpacks an archive into `dir`, hashing each entry as it streams, and checks it against its
 * manifest: every listed entry present with its size and SHA-256, nothing unlisted. Entry names
 * are only ever the three a backup writes (a path from the archive never chooses where to write).
 */
export async function extractArchive(file: string, dir: string): Promise<ExtractedArchive> {
  if (!fs.existsSync(file)) throw new BackupError(`No existe el archivo de copia ${file}.`);
  const found = new Map<string, { size: number; sha256: string }>();
  const entryPath = (name: string) => {
    if (name === MANIFEST_ENTRY || name === DATABASE_ENTRY) return path.join(dir, name);
    const key = keyOfEntry(name);
    if (!key) throw new BackupError(`La copia contiene una entrada desconocida: ${name.slice(0, 200)}`);
    return path.join(dir, 'files', key);
  };
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    void (async () => {
      if (header.type !== 'file') throw new BackupError(`La copia contiene una entrada que no es un archivo: ${header.name.slice(0, 200)}`);
      const target = entryPath(header.name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      stream.on('data', (data: unknown) => {
        const chunk = data as Buffer;
        hash.update(chunk);
        size += chunk.length;
      });
      await pipeline(stream, fs.createWriteStream(target));
      found.set(header.name, { size, sha256: hash.digest('hex') });
    })().then(() => next(), next);
  });
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), extract);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`La copia ${file} está dañada o no es un .tar.gz: ${(err as Error).message}`);
  }
  if (!found.has(MANIFEST_ENTRY)) throw new BackupError('La copia no tiene manifest.json.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_ENTRY), 'utf8')) as Manifest;
  } catch {
    throw new BackupError('El manifest.json de la copia no es JSON válido.');
  }
  if (manifest.format !== 'trato-backup' || manifest.formatVersion !== 1 || !Array.isArray(manifest.files)) {
    throw new BackupError('La copia no es una copia de Trato que esta versión sepa restaurar.');
  }
  const listed = new Set<string>();
  for (const f of manifest.files) {
    listed.add(f.path);
    const got = found.get(f.path);
    if (!got) throw new BackupError(`Falta en la copia: ${f.path}`);
    if (got.size !== f.size || got.sha256 !== f.sha256) throw new BackupError(`No coincide con el manifiesto (tamaño o SHA-256): ${f.path}`);
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST_ENTRY && !listed.has(name)) throw new BackupError(`La copia contiene una entrada que el manifiesto no lista: ${name}`);
  }
  if (!listed.has(DATABASE_ENTRY)) throw new BackupError('La copia no tiene database.sql.');
  return { manifest, dir, entryPath };
}
