import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAIN } from '../../apps/api/test/server-entry.ts';

/** Starting and stopping real Trato servers: the global one (global-setup.ts) and a journey's own. */

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const HEALTH_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the last bytes a process wrote, for error messages. */
export function tail(limit = 8_000) {
  let text = '';
  return {
    push(chunk: Buffer | string) {
      text = (text + chunk.toString()).slice(-limit);
    },
    get value() {
      return text.trim();
    },
  };
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, output: { value: string }): Promise<void> {
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `code ${code ?? 'null'}${signal ? `, signal ${signal}` : ''}`;
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`The Trato server exited before it was healthy (${exited}). Its output:\n${output.value}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(250);
  }
  throw new Error(
    `The Trato server did not answer 200 on ${baseUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}). Its output:\n${output.value}`,
  );
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(true), SHUTDOWN_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    console.warn(`[e2e] the server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The real server as `npm start` runs it (the compiled apps/api/dist/main.mjs, with plain Node; the
 * global setup rebuilds it first when its sources changed), from the repository root, with the
 * caller's environment minus DATABASE_URL (journeys never touch a real database) plus `env`.
 * `onOutput` sees everything it writes.
 */
export function spawnServer(env: NodeJS.ProcessEnv, onOutput: (chunk: Buffer) => void): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', onOutput);
  return server;
}
