// npm run superadmin -- correo@ejemplo.com [--remove]
// Makes an existing user the instance's superadmin (users.is_god), or with --remove takes it away.
// The API honours it once the account's address is proven (decision 0059).
// Uses the same settings as `npm start` (DATA_DIR or DATABASE_URL). With the embedded database the
// server must be stopped first (it holds the data folder); SUPERADMIN_EMAILS needs no stop.
import { loadConfig, ConfigError } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../apps/api/src/lib/data-dir-lock.ts';
import { parseSuperadminArgs, setSuperadmin, USAGE } from '../apps/api/src/modules/superadmin/superadmin-command.ts';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = parseSuperadminArgs(process.argv.slice(2));
if (!args) fail(USAGE);

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

let lock = null;
if (!config.databaseUrl) {
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (err) {
    fail(err instanceof DataDirLockedError ? `${err.message}\nO añade el correo a SUPERADMIN_EMAILS y reinicia el servidor.` : String(err));
  }
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await setSuperadmin(database.db, args.email, args.remove, config);
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
  lock?.release();
}
