import fs from 'node:fs';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../lib/data-dir-lock.ts';
import { runJob } from '../../lib/jobs.ts';
import { createStorage } from '../uploads/storage-factory.ts';
import { DEMO_RESET_JOB } from './demo-reset-job.ts';
import { resetDemoWorkspace, seedDemoWorkspace } from './seed-demo.ts';

/**
 * `npm run demo:reset`: puts the demo workspace back to its seed now, under the same job lease as
 * the nightly reset (so it never runs alongside it), and prints the login (unchanged). With the
 * embedded database the running server holds the data folder: stop it first, or wait for the night.
 * On a data folder without a demo workspace, it creates one.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const deps = { storage: createStorage(config.storage), appUrl: config.appUrl };
    let outcome: Awaited<ReturnType<typeof resetDemoWorkspace>> = null;
    const run = await runJob(
      database.db,
      DEMO_RESET_JOB,
      async () => {
        outcome = await resetDemoWorkspace(database.db, config.dataDir, deps);
      },
      { at: { hourUtc: config.demoResetHour }, force: true },
    );
    if (!run.ran) {
      console.error('Otro proceso está reiniciando el espacio de demostración en este momento; vuelve a intentarlo en unos minutos.');
      return 1;
    }
    if (run.error) {
      console.error(`No se pudo reiniciar el espacio de demostración:\n${run.error}`);
      return 1;
    }
    const login = await seedDemoWorkspace(database.db, config.dataDir, deps);
    console.log(outcome ? 'Espacio de demostración reiniciado con sus datos de ejemplo.' : 'No había espacio de demostración: creado con sus datos de ejemplo.');
    console.log(`Inicia sesión con ${login.email} / ${login.password}`);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError) console.error(err.message);
    else if (err instanceof DataDirLockedError) console.error(`${err.message}\nnpm run demo:reset necesita la carpeta libre; si no, el reinicio nocturno lo hará a su hora.`);
    else console.error(err);
    process.exit(1);
  },
);
