import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server per data folder (docs/decisions/0012). PGlite has no lock of its own: two processes on
 * one folder each see only their own writes, and one's acknowledged writes are lost at the next
 * start. So the server takes `trato.lock` in the folder before opening the database, holds it for
 * its life and removes it on exit. A lock left by a crash is recognised (its process is gone, or its
 * pid now belongs to another process) and taken over; two starts racing over it are serialised.
 */

export const LOCK_FILE = 'trato.lock';

/** Who holds the folder: enough to name them, and to tell them from a later process with their pid. */
export type LockHolder = { id: string; pid: number; hostname: string; startedAt: string; processStart: string | null };

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? '' : ` en ${holder.hostname}`;
    super(
      `La carpeta de datos ${dir} ya está en uso por otro servidor de Trato (proceso ${holder.pid}${where}, desde ${holder.startedAt}): detenlo, o usa otra carpeta con DATA_DIR.`,
    );
  }
}

export type DataDirLock = { file: string; holder: LockHolder; release: () => void };

/**
 * When the kernel started a process (Linux: field 22 of /proc/{pid}/stat, in clock ticks since
 * boot), so a pid reused by an unrelated process is not mistaken for the holder. Null elsewhere.
 */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The holder touches its lock this often, for processes that cannot see it (see isRunning). */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_STALE_MS = 6 * HEARTBEAT_MS;

function isRunning(holder: LockHolder, file: string): boolean {
  // Another host name (another container on a shared volume, another machine): its processes
  // cannot be checked from here, so its heartbeat tells.
  if (holder.hostname !== os.hostname()) {
    const touched = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - touched < HEARTBEAT_STALE_MS;
  }
  // Our own pid: ours if we wrote it, else a previous life of this container or machine.
  if (holder.pid === process.pid) return heldHere.has(holder.id);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(holder.pid);
  return !(start && holder.processStart && start !== holder.processStart);
}

/** The holder in a lock file; null when it is gone, 'unreadable' when it is not a lock we wrote. */
function readHolder(file: string): LockHolder | null | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const h = JSON.parse(text) as LockHolder;
    return typeof h.id === 'string' && Number.isInteger(h.pid) && typeof h.hostname === 'string' ? h : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The locks this process holds (by id). */
const heldHere = new Set<string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A takeover takes milliseconds; a mutex older than this was left by a process that died in one. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Removes a dead holder's lock, provided it is still the one judged dead: one process at a time
 * (an atomic mkdir), so two starts cannot both remove a lock and one of them the other's new one.
 */
async function removeDeadLock(file: string, dead: LockHolder | 'unreadable'): Promise<void> {
  const mutex = `${file}.takeover`;
  try {
    fs.mkdirSync(mutex);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { recursive: true, force: true });
    await sleep(20 + Math.random() * 30);
    return;
  }
  try {
    const now = readHolder(file);
    const same = now === 'unreadable' ? dead === 'unreadable' : now !== null && dead !== 'unreadable' && now.id === dead.id;
    if (same) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming who holds it. The lock file appears
 * complete and at once (written aside, then hard-linked into place, which fails if it exists).
 * Released by `release()` and, whatever ends the process short of a kill, on exit.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE);
  const holder: LockHolder = { id: randomUUID(), pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), processStart: processStart(process.pid) };
  const draft = path.join(dir, `.${LOCK_FILE}.${holder.id}`);
  fs.writeFileSync(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        fs.linkSync(draft, file);
        return held(file, holder);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const current = readHolder(file);
      if (current === null) continue;
      if (current !== 'unreadable' && isRunning(current, file)) throw new DataDirLockedError(dir, current);
      await removeDeadLock(file, current);
    }
    throw new Error(`No se pudo tomar el bloqueo de la carpeta de datos ${dir}.`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function held(file: string, holder: LockHolder): DataDirLock {
  let released = false;
  heldHere.add(holder.id);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(holder.id);
    clearInterval(heartbeat);
    process.off('exit', release);
    // Only our own lock: never one a later server took over after deciding we were gone.
    const current = readHolder(file);
    if (current !== null && current !== 'unreadable' && current.id === holder.id) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, holder, release };
}
