import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { processOutbox, type Mailer } from '../src/modules/email/outbox.ts';
import type { RealtimeOptions } from '../src/modules/realtime/realtime.routes.ts';
import { localStorage } from '../src/modules/uploads/storage.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { checkResponsesAgainstSchemas } from './response-conformance.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  dataDir: string;
  /** Runs the outbox job once through the given mailer (or keeps emails without one). */
  flushOutbox: (mailer?: Mailer | null) => Promise<number>;
};

const quiet = { info: () => {}, warn: () => {} };

/**
 * The production app over a given database, with test configuration: the API only unless
 * `serveWeb`, and no development mailbox unless given the key main.ts would print.
 */
export async function buildTestApp(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
  opts: { serveWeb?: boolean; devMailboxKey?: string; realtime?: RealtimeOptions; clock?: () => Date } = {},
): Promise<FastifyInstance> {
  // Payment providers default to a closed local port: a test that saves credentials (the fuzzer, the
  // matrix) and reaches «Probar conexión» gets an answer at once, never the real APIs; tests of the
  // providers point these at their stand-ins.
  const providers = { MERCADOPAGO_API_URL: 'http://127.0.0.1:9', STRIPE_API_URL: 'http://127.0.0.1:9' };
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'silent', ...providers, ...env });
  const app = await buildApp(
    {
      config: { ...config, appSecret: 'test-secret-'.padEnd(48, 'x'), devMailboxKey: opts.devMailboxKey ?? null },
      database,
      storage: localStorage(path.join(dataDir, 'uploads')),
      nudgeOutbox: () => {},
      ...(opts.clock && { clock: opts.clock }),
    },
    { serveWeb: opts.serveWeb ?? false, realtime: opts.realtime },
  );
  checkResponsesAgainstSchemas(app);
  await app.ready();
  return app;
}

export type TestEnv = Record<string, string>;

/**
 * Registers hooks that give the calling test file its own migrated database and app instance,
 * built exactly as production builds it. `env` overrides configuration (e.g. rate limits); pass a
 * function when the values are only known once something has started (it runs inside beforeAll,
 * e.g. after a local OIDC issuer is listening on a random port). `clock` freezes the app's "now"
 * for calendar-day rules (payments, reminders). `pgliteInWorker` runs PGlite in its worker thread,
 * as the server does, where the rest of the suite runs it in-process for speed.
 */
export function useTestApp(env: TestEnv | (() => TestEnv | Promise<TestEnv>) = {}, opts: { clock?: () => Date; pgliteInWorker?: boolean } = {}): TestApp {
  const state = {} as TestApp;
  beforeAll(async () => {
    const resolved = typeof env === 'function' ? await env() : env;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-api-'));
    const database = await createTestDatabase(inject('dbTemplate'), { pgliteInWorker: opts.pgliteInWorker });
    const app = await buildTestApp(database, dataDir, resolved, { clock: opts.clock });
    Object.assign(state, {
      app,
      db: database.db,
      database,
      dataDir,
      flushOutbox: (mailer: Mailer | null = null) => processOutbox(database.db, mailer, quiet),
    });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
    if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}
