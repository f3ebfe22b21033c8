import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, stop, tail, waitForHealth } from '../../../e2e/support/server.ts';
import { startSmtpSink, type SmtpSink } from '../../../e2e/support/smtp-sink.ts';
import { connectPostgres, type Database } from '../src/db/client.ts';
import { processOutbox } from '../src/modules/email/outbox.ts';
import type { TestApp } from './app.ts';
import { buildTestApp } from './app.ts';
import { databaseUrlFor, onPostgres } from './database.ts';
import { SERVER_MAIN } from './server-entry.ts';

/**
 * N real server processes (apps/api/dist/main.mjs, as `npm start` runs it) started
 * at the same moment on one fresh, empty PostgreSQL database, sharing DATABASE_URL, APP_SECRET,
 * DATA_DIR and an SMTP sink: what a deployment behind a load balancer looks like. `setup` is an
 * in-process app on the same database for arranging data with the usual fixtures; what a test
 * asserts goes through the processes' HTTP ports.
 */
export type Cluster = {
  urls: string[];
  /** The cluster's database, for a test that acts on it from outside (a lock held by another session). */
  databaseUrl: string;
  /** Sends process i a signal; resolves to its exit code once it is gone. */
  signal: (i: number, signal: NodeJS.Signals) => Promise<number | null>;
  sink: SmtpSink;
  setup: TestApp;
  /** Everything each process wrote, for failure messages. */
  output: (i: number) => string;
  stop: () => Promise<void>;
};

export async function startCluster(adminUrl: string, size: number, env: Record<string, string> = {}): Promise<Cluster> {
  const name = `trato_multi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = databaseUrlFor(adminUrl, name);
  const sink = await startSmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-multi-'));
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const outputs = ports.map(() => tail(20_000));
  const children: ChildProcess[] = ports.map((port, i) => {
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url,
        APP_SECRET: 'multi-process-secret-'.padEnd(48, 'x'),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const s of [child.stdout, child.stderr]) s?.on('data', (d: Buffer) => outputs[i]!.push(d));
    return child;
  });
  let database: Database | null = null;
  let setupApp: TestApp['app'] | null = null;
  const stopAll = async () => {
    await Promise.all(children.map((c) => stop(c)));
    await setupApp?.close();
    await database?.close();
    await sink.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = ports.map((p) => `http://127.0.0.1:${p}`);
    await Promise.all(urls.map((u, i) => waitForHealth(u, children[i]!, outputs[i]!)));
    const owned = onPostgres(connectPostgres(url), url);
    database = owned;
    setupApp = await buildTestApp(owned, dataDir);
    const setup: TestApp = { app: setupApp, db: owned.db, database: owned, dataDir, flushOutbox: () => processOutbox(database!.db, null, { info: () => {}, warn: () => {} }) };
    const signal = (i: number, sig: NodeJS.Signals) => {
      const child = children[i]!;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(sig);
      return exited;
    };
    return { urls, databaseUrl: url, signal, sink, setup, output: (i) => outputs[i]!.value, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
