import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connectPglite, connectPostgres, MIGRATIONS_DIR, PGLITE_OPTIONS, type Database } from '../src/db/client.ts';
import { databaseUrlFor } from './database.ts';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** The newest committed migration and how many there are: what a fully migrated database reports. */
export const LATEST_MIGRATION = { tag: journal.entries[journal.entries.length - 1]!.tag, count: journal.entries.length };

/** A copy of the migrations folder that stops at `lastTag`. */
export function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1);
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** An empty database (PGlite, or a new one on TEST_DATABASE_URL's server) and a way to migrate it from a folder; `cleanups` gets its removal. */
export async function emptyDatabase(cleanups: (() => Promise<void>)[]): Promise<{ database: Database; migrateFrom: (folder: string) => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = connectPglite(await PGlite.create(PGLITE_OPTIONS));
    cleanups.push(() => database.close());
    return { database, migrateFrom: (folder) => migratePglite(database.db as never, { migrationsFolder: folder }) };
  }
  const name = `trato_migr_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const database = connectPostgres(databaseUrlFor(url, name));
  cleanups.push(async () => {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return { database, migrateFrom: (folder) => migratePg(database.db as never, { migrationsFolder: folder }) };
}
