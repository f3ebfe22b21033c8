import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { postgresVersion } from './pg.mjs';

/** The commit measured: short hash, plus "(with uncommitted changes)" when the tree is dirty. */
export function commitOf(cwd) {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, encoding: 'utf8' }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on, as markdown list lines. */
export async function machineLines(databaseUrl) {
  const cpus = os.cpus();
  const pgVersion = databaseUrl ? await postgresVersion(databaseUrl) : null;
  return [
    `- CPU: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'})`,
    `- RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Node: ${process.version} · ${os.type()} ${os.release()}`,
    `- PostgreSQL: ${pgVersion ? pgVersion.split(' on ')[0] : 'not reached (set DATABASE_URL); PostgreSQL figures are missing'}`,
    `- Load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
  ];
}
