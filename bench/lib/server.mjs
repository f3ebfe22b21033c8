import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverEntry, startPgliteTemplateIfMissing } from '../../scripts/server-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server's command line as `npm start` runs it: the compiled bundle (apps/api/dist, decision
 * 0040) with plain Node, built first when its sources changed, and the PGlite template prepared as
 * `npm start` prepares it (neither counted in any figure).
 */
export async function serverArgs(serverEnv = process.env) {
  if ((await buildServerIfStale()) !== 0) throw new Error('the server build failed');
  if ((await (await startPgliteTemplateIfMissing(serverEnv)).exited) !== 0) throw new Error('the PGlite template build failed');
  return [fileURLToPath(serverEntry('main'))];
}

/**
 * Starts the real server (as `npm start` runs it: serverArgs) as its own process with `env` on top of this one's,
 * its console discarded as a production log would be shipped elsewhere, and resolves once
 * /api/health answers 200, to { base, stop }.
 */
export async function startServer(env, { port, timeoutMs = 60_000 } = {}) {
  const serverEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env };
  const child = spawn(process.execPath, await serverArgs(serverEnv), {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server not healthy in time');
    }
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
