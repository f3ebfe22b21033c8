import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, connectPglite, connectPostgres } from '../src/db/client.ts';
import { pgliteFolder, seedFromPgliteTemplate } from '../src/db/pglite-template.ts';
import { databaseUrlFor, type TestDbTemplate } from './database.ts';
import { keepOnlyDatabase } from './pglite-dump.ts';
import { buildServerIfStale } from './server-entry.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestDbTemplate;
  }
}

/**
 * Migrates one template database per run; each test file then starts from its own copy
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files never collide.
 */
export default async function setup(project: TestProject) {
  // Files that start the real server process start the compiled one (server-entry.ts).
  buildServerIfStale();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `trato_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = connectPostgres(databaseUrlFor(url, template));
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      // Drop the copies any crashed file left behind, then the template.
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${template}%`]);
      for (const { datname } of rows.filter((r) => r.datname !== template)) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-tpl-'));
  // `npm test` builds first, and the build prepares the migrated PGlite template (decision 0034):
  // opening a copy of it takes about a second, initdb and the migrations several.
  const fromTemplate = seedFromPgliteTemplate(work);
  const client = fromTemplate ? await PGlite.create(pgliteFolder(work), PGLITE_OPTIONS) : await PGlite.create(PGLITE_OPTIONS);
  const database = connectPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const { rows } = await client.query<{ oid: number }>('select oid::int as oid from pg_database where datname = current_database()');
  const file = path.join(work, 'template.tar');
  fs.writeFileSync(file, keepOnlyDatabase(Buffer.from(await dump.arrayBuffer()), rows[0]!.oid));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(work, { recursive: true, force: true });
}
