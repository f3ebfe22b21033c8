import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import S3rver from 's3rver';
import * as tar from 'tar-stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { databaseUrlFor } from '../../../test/database.ts';
import { createOwner, tokenFor } from '../../../test/factories.ts';
import { bearer, multipart, pngOfSize, type Part } from '../../../test/http.ts';
import { connectPglite, connectPostgres, openDatabase, PGLITE_OPTIONS, type Database } from '../../db/client.ts';
import { uploads, users, workspaces } from '../../db/schema/index.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import { DEMO_EMAIL, seedDemoWorkspace } from '../../modules/demo/seed-demo.ts';
import { processOutbox } from '../../modules/email/outbox.ts';
import { addCompany } from '../../modules/proposals/proposals.fixtures.ts';
import { published } from '../../modules/public-proposals/public.fixtures.ts';
import { signOk } from '../../modules/signatures/signatures.fixtures.ts';
import { s3Storage } from '../../modules/uploads/s3-storage.ts';
import { localStorage } from '../../modules/uploads/storage.ts';
import type { Manifest } from './archive.ts';
import { operatorKey } from './backup.routes.ts';
import { writeBackup } from './backup.ts';
import { runBackup, runRestore } from './cli.ts';
import { restoreBackup } from './restore.ts';

/**
 * Issue 11 §5: a workspace with every kind of data on PGlite, backed up by the running server,
 * restored into PostgreSQL, and that copy backed up with pg_dump and restored into PGlite; each
 * restored app answers exactly as the original did.
 */

/** The PostgreSQL server to restore into: CI's (TEST_DATABASE_URL), else this machine's, else none. */
async function reachablePostgres(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}
const server = await reachablePostgres();

const TEST_SECRET = 'test-secret-'.padEnd(48, 'x'); // buildTestApp's
const quiet = { info: () => {}, warn: () => {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-backup-test-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function createPgDatabase(base: string): Promise<string> {
  const name = `trato_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: base });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  return databaseUrlFor(base, name);
}

/** A migrated PGlite database: a copy of the run's template when it is PGlite, else migrated here. */
async function newPglite(): Promise<Database> {
  const template = inject('dbTemplate');
  const database =
    template.kind === 'pglite'
      ? connectPglite(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(template.file)]) }))
      : connectPglite(await PGlite.create(PGLITE_OPTIONS));
  if (template.kind !== 'pglite') await database.migrate();
  return database;
}

async function appOn(database: Database, dataDir: string): Promise<FastifyInstance> {
  const app = await buildTestApp(database, dataDir);
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What staff and the public see: proposal lists and details, the public page of each proposal,
 * the audit evidence (hashes recomputed on every read), projects with stages and files, comments,
 * and every /api/files/… URL any answer names, downloaded (status and SHA-256 of the bytes).
 */
async function answers(app: FastifyInstance, staff: Record<string, string>[]): Promise<Json> {
  const out: Json = {};
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };
  for (const [i, headers] of staff.entries()) {
    const list = await get('/api/v1/proposals?per_page=100', headers);
    out[`${i} proposals`] = list;
    for (const p of list.data as Json[]) {
      out[`${i} proposal ${p.id}`] = await get(`/api/v1/proposals/${p.id}`, headers);
      out[`${i} evidence ${p.id}`] = await get(`/api/v1/proposals/${p.id}/evidence`, headers);
      out[`${i} comments ${p.id}`] = await get(`/api/v1/comments?proposalId=${p.id}`, headers);
      if (p.slug) out[`public ${p.slug}`] = await get(`/api/v1/proposal/${p.slug}`);
    }
    const projects = await get('/api/v1/projects?per_page=100', headers);
    out[`${i} projects`] = projects;
    for (const p of projects.data as Json[]) {
      for (const sub of ['', '/stages', '/files']) out[`${i} project ${p.id}${sub}`] = await get(`/api/v1/projects/${p.id}${sub}`, headers);
    }
    for (const list of ['companies', 'lines', 'services', 'notifications', 'activities']) out[`${i} ${list}`] = await get(`/api/v1/${list}`, headers);
    out[`${i} workspace`] = (await app.inject({ method: 'POST', url: '/api/v1/workspace/current', headers })).json();
  }
  const urls = [...new Set(JSON.stringify(out).match(/\/api\/files\/[A-Za-z0-9_/.-]+/g) ?? [])].sort();
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    out[`file ${url}`] = { status: res.statusCode, sha256: sha(res.rawPayload) };
  }
  return out;
}

/** A value that looks like SQL and like a pg_dump header, to prove the dump is split where it should. */
const HOSTILE = "Ñandú O'Higgins; DROP TABLE users; -- x\n--\n-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -\n--\n$$ \\ $x$ 😀";

describe.skipIf(!server)('backup and restore: PGlite → PostgreSQL → PGlite', () => {
  it('restores every kind of data with identical API answers, verifiable signatures and downloadable files', async () => {
    // The source: a PGlite instance serving requests, with the demo workspace (lines, clients,
    // services, proposals in each status, a portal with stages, files, payments, comments,
    // activity) and an ordinary workspace with a really signed proposal and uploaded logos.
    const srcDir = tempDir();
    const source = await newPglite();
    const srcStorage = localStorage(path.join(srcDir, 'uploads'));
    await seedDemoWorkspace(source.db, srcDir, { storage: srcStorage, appUrl: 'http://127.0.0.1' });
    const srcApp = await appOn(source, srcDir);
    const t = { app: srcApp, db: source.db, database: source, dataDir: srcDir, flushOutbox: (m = null) => processOutbox(source.db, m, quiet) } as TestApp;
    const signedOne = await published(t);
    const signature = await signOk(t, signedOne.proposal.slug);
    await addCompany(t, signedOne.owner.workspace.id, HOSTILE);
    const logos: [string, Part][][] = [
      [['file', { filename: 'logo.png', bytes: pngOfSize(5000), type: 'image/png' }]],
      [['dark', '1'], ['file', { filename: 'logo-dark.png', bytes: pngOfSize(7000), type: 'image/png' }]],
    ];
    for (const parts of logos) {
      const res = await srcApp.inject({ method: 'POST', url: `/api/v1/organization/${signedOne.owner.workspace.id}/upload`, ...(await multipart(parts, signedOne.owner.headers)) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [demoUser] = await source.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const staff = [signedOne.owner.headers, bearer(await tokenFor(source.db, demoUser!.id))];

    const before = await answers(srcApp, staff);
    const evidence = before[`0 evidence ${signedOne.proposal.id}`].data;
    expect(evidence).toMatchObject({ chain_valid: true, signature: { snapshot_valid: true, snapshot_sha256: signature.signature.snapshot_sha256 } });
    expect(Object.keys(before).filter((k) => k.startsWith('file ')).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(before)).toContain('Ñandú');

    // Backup from the running server (the PGlite folder is its own): the operator endpoint.
    const res = await srcApp.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${operatorKey(TEST_SECRET)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const first = path.join(tempDir(), 'pglite.tar.gz');
    fs.writeFileSync(first, res.rawPayload);
    // The server's session is handed back intact: a locking write (the outbox claim) still works.
    await expect(t.flushOutbox()).resolves.toBeGreaterThanOrEqual(0);
    expect((await srcApp.inject({ method: 'GET', url: '/api/v1/proposals', headers: staff[0] })).statusCode).toBe(200);

    // Into a new PostgreSQL database, then the app started there answers the same.
    const pgUrl = await createPgDatabase(server!);
    const pgDir = tempDir();
    const progress: string[] = [];
    const restored = await restoreBackup({
      archive: first,
      target: { kind: 'postgres', url: pgUrl },
      storage: localStorage(path.join(pgDir, 'uploads')),
      localUploadsDir: path.join(pgDir, 'uploads'),
      force: false,
      onProgress: (p) => progress.push(`${p.phase} ${p.done}/${p.total}`),
    });
    expect(restored.manifest.database).toMatchObject({ kind: 'pglite', migrations: { last: expect.stringMatching(/^0009_/) } });
    expect(restored.files).toBeGreaterThanOrEqual(4); // portal files, two logos, a signature image
    expect(progress).toContain(`files ${restored.files}/${restored.files}`);
    const onPg = connectPostgres(pgUrl);
    await onPg.migrate(); // nothing left to apply: the journal came with the dump
    const pgApp = await appOn(onPg, pgDir);
    expect(await answers(pgApp, staff)).toEqual(before);

    // And back: pg_dump of that server, restored into an empty PGlite folder.
    const second = path.join(tempDir(), 'postgres.tar.gz');
    const manifest: Manifest = await writeBackup(
      { source: { kind: 'postgres', url: pgUrl }, db: onPg.db, storage: localStorage(path.join(pgDir, 'uploads')), storageDriver: 'local' },
      fs.createWriteStream(second),
    );
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.database.tables).toEqual(restored.manifest.database.tables);
    const liteDir = tempDir();
    await restoreBackup({ archive: second, target: { kind: 'pglite', dataDir: liteDir }, storage: localStorage(path.join(liteDir, 'uploads')), localUploadsDir: path.join(liteDir, 'uploads'), force: false });
    const onLite = await openDatabase({ databaseUrl: null, dataDir: liteDir });
    await onLite.migrate();
    const liteApp = await appOn(onLite, liteDir);
    expect(await answers(liteApp, staff)).toEqual(before);
  }, 180_000);

  it('refuses a target that holds data unless forced, a folder a server holds, and a tampered archive', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const source = await newPglite();
    cleanups.push(() => source.close());
    const archive = path.join(dir, 'a.tar.gz');
    await writeBackup({ source: { kind: 'pglite', pg: (source.db as unknown as { $client: PGlite }).$client }, db: source.db, storage: localStorage(path.join(dir, 'u')), storageDriver: 'local' }, fs.createWriteStream(archive));

    // PostgreSQL: a database with tables is refused, then replaced with --force.
    const pgUrl = await createPgDatabase(server!);
    const into = (force: boolean) => restoreBackup({ archive, target: { kind: 'postgres', url: pgUrl }, storage: localStorage(path.join(dir, 'pg-up')), localUploadsDir: null, force });
    await into(false);
    await expect(into(false)).rejects.toThrow(/no está vacía: restaura en una base nueva \(createdb\) o usa --force/);
    await expect(into(true)).resolves.toMatchObject({ tables: expect.any(Number) });

    // PGlite: a folder with a database is refused, then replaced with --force; a running server's folder is refused.
    const lite = path.join(dir, 'lite');
    const intoLite = (force: boolean) => restoreBackup({ archive, target: { kind: 'pglite', dataDir: lite }, storage: localStorage(path.join(lite, 'uploads')), localUploadsDir: path.join(lite, 'uploads'), force });
    await intoLite(false);
    await expect(intoLite(false)).rejects.toThrow(/ya tiene una base de datos: restaura en una carpeta vacía \(DATA_DIR\) o usa --force/);
    await intoLite(true);
    const lock = await lockDataDir(lite);
    await expect(intoLite(true)).rejects.toThrow(/ya está en uso por otro servidor de Trato/);
    lock.release();

    // A changed byte in the dump: refused before anything is touched.
    const tampered = path.join(dir, 'tampered.tar.gz');
    await retar(archive, tampered, (name, bytes) => (name === 'database.sql' ? Buffer.from(bytes.toString().replace('CREATE TABLE', 'CREATE  TABLE')) : bytes));
    await expect(restoreBackup({ archive: tampered, target: { kind: 'pglite', dataDir: path.join(dir, 'x') }, storage: localStorage(path.join(dir, 'x-up')), localUploadsDir: null, force: false })).rejects.toThrow(
      'No coincide con el manifiesto (tamaño o SHA-256): database.sql',
    );
    expect(fs.existsSync(path.join(dir, 'x'))).toBe(false);
  });
});

describe('backup and restore with S3 storage', () => {
  it('takes the objects the database names from the bucket and restores them into another bucket; a vanished one is reported', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'origen', configs: [] }, { name: 'destino', configs: [] }] });
    const { port } = await s3.run();
    cleanups.push(() => s3.close());
    const bucket = (name: string) => s3Storage({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: name, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });

    console.log('T s3', Date.now());
    const source = await newPglite();
    cleanups.push(() => source.close());
    const owner = await createOwner(source.db);
    const logo = pngOfSize(3000);
    const kept = `workspace_logos/${randomBytes(24).toString('base64url')}.png`;
    const gone = `files/${randomBytes(24).toString('base64url')}.pdf`;
    await bucket('origen').put(kept, logo, 'image/png');
    for (const [key, mimeType, size] of [[kept, 'image/png', logo.length], [gone, 'application/pdf', 10]] as const) {
      await source.db.insert(uploads).values({ workspaceId: owner.workspace.id, key, directory: key.split('/')[0]!, originalName: 'x', mimeType, size });
    }

    const archive = path.join(dir, 's3.tar.gz');
    const pgClient = (source.db as unknown as { $client: PGlite }).$client;
    const manifest = await writeBackup({ source: { kind: 'pglite', pg: pgClient }, db: source.db, storage: bucket('origen'), storageDriver: 's3' }, fs.createWriteStream(archive));
    expect(manifest.storage).toEqual({ driver: 's3' });
    expect(manifest.files.filter((f) => f.path.startsWith('files/'))).toEqual([{ path: `files/${kept}`, size: logo.length, sha256: sha(logo), mimeType: 'image/png' }]);
    expect(manifest.missing).toEqual([gone]);

    const restored = await restoreBackup({ archive, target: { kind: 'pglite', dataDir: path.join(dir, 'data') }, storage: bucket('destino'), localUploadsDir: null, force: false });
    expect(restored.files).toBe(1);
    expect((await bucket('destino').get(kept))?.equals(logo)).toBe(true);
  });
});

describe('npm run backup / npm run restore (PGlite)', () => {
  it('asks the server holding the folder for the copy, restores it into an empty folder, refuses a full one, and backs up a folder no server holds', { timeout: 180_000 }, async () => {
    const dir = tempDir();
    const env = (dataDir: string, extra: Record<string, string> = {}) => ({ NODE_ENV: 'test', INIT_CWD: dir, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra });
    // A server on its folder: it holds the lock and listens.
    const served = path.join(dir, 'served');
    fs.mkdirSync(served);
    const lock = await lockDataDir(served);
    cleanups.push(() => lock.release());
    const database = await openDatabase({ databaseUrl: null, dataDir: served });
    await database.migrate();
    const app = await appOn(database, served);
    const owner = await createOwner(database.db, { workspace: { name: 'Taller Copia' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;

    const file = await runBackup(['copias'], env(served, { PORT: String(port), APP_SECRET: TEST_SECRET }));
    expect(path.dirname(file)).toBe(path.join(dir, 'copias'));
    expect(path.basename(file)).toMatch(/^trato-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.readdirSync(path.join(dir, 'copias'))).toEqual([path.basename(file)]); // no .partial left

    const restoredDir = path.join(dir, 'restored');
    await runRestore([file], env(restoredDir));
    await expect(runRestore([file], env(restoredDir))).rejects.toThrow(/ya tiene una base de datos/);
    // No server on the restored folder: the command opens it itself.
    const again = await runBackup([path.join(dir, 'otra')], env(restoredDir));
    const check = await openDatabase({ databaseUrl: null, dataDir: restoredDir });
    cleanups.push(() => check.close());
    const [row] = await check.db.select().from(workspaces).where(eq(workspaces.id, owner.workspace.id));
    expect(row?.name).toBe('Taller Copia');
    expect(fs.existsSync(again)).toBe(true);
  });
});

describe('POST /api/ops/backup', () => {
  it('answers the ordinary 404 without the operator key or with a wrong one', async () => {
    const dir = tempDir();
    const app = await appOn(await newPglite(), dir);
    const notFound = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${operatorKey('another-secret-'.padEnd(48, 'y'))}`]) {
      const res = await app.inject({ method: 'POST', url: '/api/ops/backup', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(notFound.body);
    }
  });
});

/** Rewrites an archive entry by entry (to tamper with one). */
async function retar(from: string, to: string, change: (name: string, bytes: Buffer) => Buffer): Promise<void> {
  const { createGunzip, createGzip } = await import('node:zlib');
  const { pipeline } = await import('node:stream/promises');
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('end', () => {
      const bytes = change(header.name, Buffer.concat(chunks));
      pack.entry({ name: header.name, size: bytes.length }, bytes, next);
    });
  });
  extract.on('finish', () => pack.finalize());
  await Promise.all([pipeline(fs.createReadStream(from), createGunzip(), extract), pipeline(pack, createGzip(), fs.createWriteStream(to))]);
}
