import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort, spawnServer, stop, waitForHealth } from './server.ts';

export type OwnServer = {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  /** Everything the server printed so far (its console, which an operator reads). */
  output: () => string;
};

/**
 * A journey file's own server (not the shared one), on a free port with a fresh PGlite folder and
 * the given settings, started before the file's tests and stopped (folder removed) after them.
 */
export function useOwnServer(tag: string, env: NodeJS.ProcessEnv): OwnServer {
  let server: ChildProcess | null = null;
  let dataDir = '';
  let output = '';
  const state: OwnServer = { base: '', output: () => output };
  beforeAll(async () => {
    const port = await freePort();
    state.base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), `trato-e2e-${tag}-`));
    server = spawnServer(
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: state.base, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      (chunk) => (output += chunk.toString()),
    );
    await waitForHealth(state.base, server, {
      get value() {
        return output.slice(-8_000);
      },
    });
  });
  afterAll(async () => {
    if (server) await stop(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return state;
}
