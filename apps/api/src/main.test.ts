import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MAIN } from '../test/server-entry.ts';

// The real entry point as `npm start` runs it: configuration checks, migrations, the demo seed,
// and a graceful SIGTERM. Each test spawns its own server process.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    // DATABASE_URL emptied: these start the embedded database (a caller's DATABASE_URL would also need APP_SECRET).
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits for /api/health, up to 100 s: just under the tests' 120 s, so a failure still prints the
 * server's output. A load-bearing wait, not a speed check — a start under tsx (as these tests ran it
 * then) took over 30 s (the old bound) on a machine running two API suites side by side.
 */
async function waitForHealth(port: number, proc: ReturnType<typeof start>) {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${proc.output()}`);
}

const stop = (c: ChildProcess) => c.exitCode === null && c.kill('SIGKILL');

describe('server entry point', () => {
  it('refuses a bad setting with a message naming the variable', async () => {
    const proc = start({ PORT: 'abc', DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Configuración inválida:\s+PORT:/);
  });

  it('migrates, seeds the demo workspace, prints its login and what TRUST_PROXY=true means, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = start({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    try {
      await waitForHealth(port, proc);
      // `true` once trusted every hop; now it is one proxy, and the console says so (decision 0058).
      expect(proc.output()).toContain('TRUST_PROXY=true: se confía en un solo proxy (como TRUST_PROXY=1), nunca en todos');
      const printed = /inicia sesión con (\S+) \/ (\S+)"/.exec(proc.output());
      expect(printed?.[1]).toBe('demo@trato.app');

      // Without SMTP the console, and only the console, gives the mailbox's address.
      const mailboxUrl = /los correos se muestran en (http:\/\/\S+\/api\/dev\/mailbox\/[A-Za-z0-9_-]{43}) /.exec(proc.output())?.[1];
      expect(mailboxUrl, proc.output()).toBeDefined();
      const mailbox = await fetch(mailboxUrl!.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:'));
      expect(mailbox.status).toBe(200);
      expect(await mailbox.text()).toContain('Buzón de desarrollo');
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`)).status).toBe(404);

      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: printed![1], password: printed![2] }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: { access_token: string } };
      const account = await fetch(`http://127.0.0.1:${port}/api/auth/user`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(((await account.json()) as { workspace: { is_demo: boolean } }).workspace.is_demo).toBe(true);

      // A request in flight when SIGTERM arrives still gets its answer (password hashing is slow).
      const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Luz', email: 'luz@ejemplo.test', password: 'una-clave-larga-y-propia' }),
      });
      await new Promise((r) => setTimeout(r, 20));
      proc.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(201);
      const code = await proc.exited;
      if (code !== 0) console.log(proc.output().split('\n').filter((l) => !l.includes('"level":30')).join('\n'));
      expect(code).toBe(0);
    } finally {
      stop(proc.child);
    }

    // The database was closed cleanly: a second start opens it and keeps the same demo login.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitForHealth(port, again);
      expect(again.output()).toContain('demo@trato.app');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      stop(again.child);
    }
  }, 120_000);

  it('one server per data folder: a second start is refused in one line naming the folder and the holder, before touching the database; a crash leaves a lock the next start takes over; a clean stop removes it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-lock-main-'));
    dirs.push(dataDir);
    const lockFile = path.join(dataDir, 'trato.lock');
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const first = start({ ...env, PORT: String(firstPort) });
    const procs = [first];
    try {
      await waitForHealth(firstPort, first);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid, hostname: os.hostname() });

      // A second terminal, a second port, the same folder.
      const second = start({ ...env, PORT: String(secondPort) });
      procs.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output().trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^La carpeta de datos ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ya está en uso por otro servidor de Trato \\(proceso ${first.child.pid}, desde [0-9T:.Z-]+\\): detenlo, o usa otra carpeta con DATA_DIR\\.$`),
        ),
      ]);
      await expect(fetch(`http://127.0.0.1:${secondPort}/api/health`)).rejects.toThrow();
      // The first is untouched, and still the holder.
      expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

      // A crash (kill -9) leaves the lock behind; the next start sees its process is gone.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(lockFile)).toBe(true);
      const third = start({ ...env, PORT: String(secondPort) });
      procs.push(third);
      await waitForHealth(secondPort, third);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(third.child.pid);

      // A clean stop takes the lock with it.
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      procs.forEach((p) => stop(p.child));
    }
  }, 120_000);
});
