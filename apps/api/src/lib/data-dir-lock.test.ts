import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock.ts';

// Issue 9 item 7: the rules of the data folder's lock, one process at a time and racing processes.
// The real server refusing a second start is in main.test.ts.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-lock-'));
  dirs.push(dir);
  return dir;
};

/** A lock file as another process would have left it. */
function leaveLock(dir: string, holder: Partial<LockHolder>): LockHolder {
  const full: LockHolder = { id: `otro-${Math.random()}`, pid: 999_999, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z', processStart: null, ...holder };
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
  return full;
}
const lockContent = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
/** The kernel's start time of a process (Linux), as the lock records it. */
const startOf = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;

/** A live process that is not a Trato server: a sleeping child. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

describe('the data folder lock', () => {
  it('is taken in an empty folder, names its holder, and is gone once released', async () => {
    const dir = newDir();
    const lock = await lockDataDir(dir);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname(), id: lock.holder.id });
    // Nothing else left behind (the draft written aside before linking it into place).
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('a running holder keeps it: the refusal names the folder and the process', async () => {
    const other = sleeper();
    try {
      const dir = newDir();
      leaveLock(dir, { pid: other.pid, processStart: startOf(other.pid) });
      const err = await lockDataDir(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as Error).message).toBe(
        `La carpeta de datos ${dir} ya está en uso por otro servidor de Trato (proceso ${other.pid}, desde 2026-01-01T00:00:00.000Z): detenlo, o usa otra carpeta con DATA_DIR.`,
      );
      expect(lockContent(dir).pid).toBe(other.pid);
    } finally {
      other.stop();
    }
  });

  it('a lock in this process is not taken twice', async () => {
    const dir = newDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
  });

  it('a crashed holder (its process gone) leaves a lock that is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    const dir = newDir();
    leaveLock(dir, { pid: gone });
    const lock = await lockDataDir(dir);
    expect(lockContent(dir).id).toBe(lock.holder.id);
    lock.release();
  });

  it('a pid now used by another process (started later than the holder) does not keep it', async () => {
    const other = sleeper();
    try {
      const dir = newDir();
      leaveLock(dir, { pid: other.pid, processStart: '1' });
      const lock = await lockDataDir(dir);
      expect(lockContent(dir).id).toBe(lock.holder.id);
      lock.release();
    } finally {
      other.stop();
    }
  });

  it('our own pid in a lock we did not write (a restarted container is often pid 1) does not keep it', async () => {
    const dir = newDir();
    leaveLock(dir, { pid: process.pid, processStart: startOf(process.pid) });
    const lock = await lockDataDir(dir);
    expect(lockContent(dir).id).toBe(lock.holder.id);
    lock.release();
  });

  it('an unreadable lock file is replaced', async () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'no es json');
    const lock = await lockDataDir(dir);
    expect(lockContent(dir).id).toBe(lock.holder.id);
    lock.release();
  });

  it('another host name counts while its heartbeat is fresh, and is taken over once it stops', async () => {
    const dir = newDir();
    leaveLock(dir, { hostname: 'otra-maquina' });
    const err = await lockDataDir(dir).catch((e: unknown) => e);
    expect((err as Error).message).toContain('(proceso 999999 en otra-maquina,');
    const old = new Date(Date.now() - 5 * 60_000);
    fs.utimesSync(path.join(dir, LOCK_FILE), old, old);
    const lock = await lockDataDir(dir);
    expect(lockContent(dir).id).toBe(lock.holder.id);
    lock.release();
  });

  it('release never removes a lock another process has since taken over', async () => {
    const dir = newDir();
    const lock = await lockDataDir(dir);
    const successor = leaveLock(dir, { pid: 424_242 });
    lock.release();
    expect(lockContent(dir).id).toBe(successor.id);
  });

  it('eight processes racing for a folder with a crashed holder\'s lock: exactly one gets it', async () => {
    const dir = newDir();
    leaveLock(dir, { pid: spawnSync(process.execPath, ['-e', '0']).pid! });
    // Each says it is ready, waits for the word, tries, reports, and keeps what it got until its input ends.
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
      console.log('ready');
      process.stdin.once('data', async () => {
        try { await lockDataDir(${JSON.stringify(dir)}); console.log('ok'); } catch (e) { console.log(e.constructor.name); }
        process.stdin.on('end', () => process.exit(0));
      });`;
    const racers = Array.from({ length: 8 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
      const lines: string[] = [];
      const waiters: (() => void)[] = [];
      child.stdout!.on('data', (d: Buffer) => {
        lines.push(...d.toString().trim().split('\n'));
        waiters.splice(0).forEach((w) => w());
      });
      const line = (n: number) => new Promise<string>((resolve) => {
        const check = () => (lines.length > n ? resolve(lines[n]!) : waiters.push(check));
        check();
      });
      return { child, line };
    });
    expect(await Promise.all(racers.map((r) => r.line(0)))).toEqual(Array(8).fill('ready'));
    racers.forEach((r) => r.child.stdin!.write('go\n'));
    const answers = await Promise.all(racers.map((r) => r.line(1)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a === 'DataDirLockedError')).toHaveLength(7);
    const winner = racers[answers.indexOf('ok')]!.child.pid;
    expect(lockContent(dir).pid).toBe(winner);
    await Promise.all(racers.map((r) => new Promise((resolve) => (r.child.on('exit', resolve), r.child.stdin!.end()))));
    // The winner released it on its way out; nothing else was left in the folder.
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);
});
