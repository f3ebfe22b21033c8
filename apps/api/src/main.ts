import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedFromPgliteTemplate } from './db/pglite-template.ts';
import { newToken } from './lib/crypto.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { trustProxyNote } from './lib/trust-proxy.ts';

/**
 * Shutdown on SIGTERM/SIGINT: in-flight requests get SHUTDOWN_GRACE_MS to finish, then their
 * connections are closed; the database closes within its own bound (CLOSE_MS); the process exits
 * by SHUTDOWN_LIMIT_MS whatever hangs (issue 29: a stuck query must not keep it alive).
 */
const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_LIMIT_MS = 10_000;

/** The advisory lock key of start-up work (migrations, billing setup, demo seed): 'trat' in ASCII. */
const STARTUP_LOCK = 0x74726174;

/** Reads the app secret from the environment, else from (or into) the data folder. */
function appSecret(dataDir: string, given: string | null): string {
  if (given) return given;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = newToken() + newToken();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A start-up step whose expected failure (a bad setting, a busy folder) is one line on the console and exit code 1. */
async function orExit<T>(step: () => T | Promise<T>, expected: typeof ConfigError | typeof DataDirLockedError): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof expected) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = await orExit(() => loadServerConfig(), ConfigError);
  const log = pino({ level: config.logLevel });
  const proxyNote = trustProxyNote(config.trustProxy);
  if (proxyNote) log.info(proxyNote);
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Before anything opens the folder. With DATABASE_URL it only holds uploads and a secret, which
  // several copies of the server may share (docs/decisions/0012).
  if (!config.databaseUrl) await orExit(() => lockDataDir(config.dataDir), DataDirLockedError);
  const secret = appSecret(config.dataDir, config.appSecret);
  // A fresh folder starts from the prepared empty database instead of PGlite's initdb (decision 0034).
  if (!config.databaseUrl && seedFromPgliteTemplate(config.dataDir)) log.info('fresh data folder: database copied from the PGlite template');

  // The rest of the server's modules load on this thread while the database opens (PGlite in its
  // worker, or PostgreSQL's first connection): the two were one after the other (main-modules.ts).
  const loading = import('./main-modules.ts');
  loading.catch(() => {}); // awaited below; a failure must not count as unhandled meanwhile
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    worker: {
      onEvent: ({ level, msg, err }) => log[level]({ err }, msg),
      // The embedded database could not be restarted: exit, for the supervisor (or the operator) to
      // start the server again on the same folder, which recovers as after a crash (decision 0048).
      onFatal: (err) => {
        log.fatal({ err }, 'the embedded database stopped and could not be restarted: exiting');
        process.exit(1);
      },
    },
  });
  const {
    buildApp,
    createStorage,
    DEMO_RESET_JOB,
    devMailboxAllowed,
    devMailboxPath,
    prepareBilling,
    releaseDeadOutboxLeases,
    REMINDERS_EVERY_MS,
    REMINDERS_JOB,
    resetDemoWorkspace,
    runReminders,
    scheduleJob,
    seedDemoWorkspace,
    smtpMailer,
    startOutboxWorker,
  } = await loading;
  const storage = createStorage(config.storage);
  const demoDeps = { storage, appUrl: config.appUrl };
  // Several copies starting at once on one empty PostgreSQL would race on the migrations (one dies
  // on a duplicate pg_type) and on the demo seed: one at a time, under an advisory lock; whoever
  // comes next finds the work done. PGlite needs none (one process per data folder).
  const demo = await database.exclusively(STARTUP_LOCK, async () => {
    await database.migrate();
    log.info({ database: database.kind }, 'migrations applied');
    // Billing settings checked against the plans (DEFAULT_PLAN) and STRIPE_PRICES written (decision 0019).
    await orExit(() => prepareBilling(database.db, config.billing), ConfigError);
    return config.seedDemo ? seedDemoWorkspace(database.db, config.dataDir, demoDeps) : null;
  });
  if (demo) log.info(`Demo workspace "${demo.workspaceName}": inicia sesión con ${demo.email} / ${demo.password}`);
  // From here on the server works as the role the row-level security policies bind (decision 0053).
  if (config.databaseUrl && !(await database.useRowSecurity())) {
    log.warn('row-level security inactive: this database user may not take the trato_app role (see docs/decisions/0053)');
  }

  const mailer = config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : null;
  // A new key at each start: whoever reads this console is the operator, and only they open the mailbox.
  const devMailboxKey = devMailboxAllowed(config) ? newToken() : null;
  if (devMailboxKey) log.info(`Sin SMTP: los correos se muestran en ${config.appUrl}${devMailboxPath(devMailboxKey)} (sus enlaces, solo ahí)`);
  if (!config.databaseUrl) {
    const released = await releaseDeadOutboxLeases(database.db);
    if (released) log.warn({ emails: released }, 'emails left mid-send by a previous run: sending them again');
  }
  const outbox = startOutboxWorker(database.db, mailer, log);
  // Nightly, under the job runner's lease: of several server copies only one resets it.
  const demoReset = config.seedDemo
    ? scheduleJob(database.db, DEMO_RESET_JOB, () => resetDemoWorkspace(database.db, config.dataDir, demoDeps), { at: { hourUtc: config.demoResetHour } }, log, 60_000)
    : null;
  // Payment and proposal reminders, under the same lease: one process runs each pass (decision 0023).
  const reminders = scheduleJob(
    database.db,
    REMINDERS_JOB,
    async () => {
      await runReminders(database.db, { appUrl: config.appUrl });
      outbox.nudge();
    },
    { every: REMINDERS_EVERY_MS },
    log,
    // Checking whether the pass is due is one cheap UPDATE; a short tick means a pass made due (by
    // the clock or an operator) starts within seconds on whichever process takes the lease.
    5_000,
  );

  // A setting checked against the database (DEFAULT_PLAN, STRIPE_PRICES) fails here, as one line too.
  const app = await orExit(
    () => buildApp({ config: { ...config, appSecret: secret, devMailboxKey }, database, storage, nudgeOutbox: outbox.nudge }, { logger: { level: config.logLevel } }),
    ConfigError,
  );
  await app.listen({ port: config.port, host: config.host });
  log.info(`Trato listo en ${config.appUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // The backstop: whatever hangs, the process is gone within SHUTDOWN_LIMIT_MS (issue 29).
    const force = setTimeout(() => {
      log.error(`shutdown: still not done after ${SHUTDOWN_LIMIT_MS / 1000} s, exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    // Requests still waiting after the grace period (a statement stuck on a lock) have their
    // connections closed, so closing the server does not wait on them.
    const cut = setTimeout(() => {
      log.warn(`shutdown: requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s; closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      clearTimeout(cut);
      await outbox.stop();
      await demoReset?.stop();
      await reminders.stop();
      mailer?.close();
      // Bounded (CLOSE_MS): a statement still stuck is dropped with the process, and rolled back.
      await database.close().catch((err: unknown) => log.warn({ err }, 'shutdown: the database did not close cleanly; exiting anyway'));
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
