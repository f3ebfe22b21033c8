import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Running = { child: ChildProcess; base: string; healthyAfterMs: number; output: () => string };

/**
 * `npm start` (scripts/start.mjs) checks the builds, then imports the compiled server into its own
 * process (so its pid is the server's). The first start of a run goes through it; restarts run that
 * same compiled entry directly, so the time to healthy measures the server's own recovery and not
 * the hashing of sources that `npm start` does before it (~1.5 s here, unrelated to any crash).
 */
export const NPM_START = ['scripts/start.mjs'];
export const SERVER_ENTRY = ['apps/api/dist/main.mjs'];

/** Starts the server and resolves once /api/health answers 200, with how long that took from the spawn. */
export async function startServer(env: Record<string, string>, port: number, args = SERVER_ENTRY, timeoutMs = 60_000): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (c: Buffer) => (out = (out + c.toString()).slice(-6000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it was healthy:\n${out}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${out}`);
    }
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, healthyAfterMs: performance.now() - started, output: () => out };
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** SIGKILL, as a crash or the OOM killer ends a process: no exit handler runs. Resolves once it is gone. */
export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

/** SIGTERM and wait: the graceful stop before the final checks read the database. */
export async function stopGracefully(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}
