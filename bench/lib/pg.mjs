// A PostgreSQL database of the bench's own, made fresh on the server DATABASE_URL points at and
// dropped afterwards, so figures never depend on what an earlier run or the tests left there.
import pg from 'pg';

/** The server to use: DATABASE_URL, or null when PostgreSQL benches should be skipped. */
export function postgresServerUrl() {
  return process.env.DATABASE_URL || null;
}

/**
 * Creates `trato_bench_<name>_<pid>` on the server and returns its URL and a drop function. When
 * the role may not create databases, uses the given database itself (dropping nothing).
 */
export async function freshDatabase(serverUrl, name) {
  const dbName = `trato_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A run stopped midway (timeout, Ctrl-C) leaves its database: drop those whose process is gone.
    const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [`trato_bench_${name}_%`]);
    for (const { datname } of rows) if (!isAlive(Number(datname.split('_').at(-1)))) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
  } catch (err) {
    await admin.end();
    console.warn(`(could not create a database of its own, using ${redact(serverUrl)}: ${err.message})`);
    return { url: serverUrl, drop: async () => {} };
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

/** The server's version string ("PostgreSQL 16.4 …"), or null when unreachable. */
export async function postgresVersion(serverUrl) {
  const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    const { rows } = await c.query('select version() as v');
    return rows[0].v;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** A URL without its password, for printing. */
export function redact(u) {
  try {
    const url = new URL(u);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return u;
  }
}
