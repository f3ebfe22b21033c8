import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startOidcIssuer, type OidcIssuer } from '../../apps/api/test/oidc-issuer.ts';
import './context.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const HEALTH_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** The browser comes first: without it nothing else is worth starting, and we never skip. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${path} — install it with: apt-get install -y chromium (Debian/Ubuntu), or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

function freePort(): Promise<number> {
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
function tail(limit = 8_000) {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, output: ReturnType<typeof tail>): Promise<void> {
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

async function stop(child: ChildProcess): Promise<void> {
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = chromiumPath();

  // WEB_DIST_DIR lets a parallel run serve its own build (the server reads the same variable).
  const webDist = process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing) — run \`npm run test:e2e\`, which builds it first.`);
  }

  const tempDirs: string[] = [];
  let sink: SmtpSink | null = null;
  let issuer: OidcIssuer | null = null;
  let server: ChildProcess | null = null;

  const teardown = async () => {
    if (server) await stop(server);
    if (issuer) await issuer.close();
    if (sink) await sink.close();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    sink = await startSmtpSink();
    // "Google" for the journeys: the same real OpenID Connect issuer the API tests use, on 127.0.0.1.
    issuer = await startOidcIssuer({ clientId: 'trato-e2e-client', clientSecret: randomBytes(16).toString('hex') });

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'trato-e2e-data-'));
    tempDirs.push(dataDir);

    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    const log = createWriteStream(join(ROOT, 'test-results/e2e-server.log'));
    const output = tail();

    // Embedded PGlite in a fresh folder, always: a DATABASE_URL in the caller's environment must not
    // send journey accounts into a real database.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: baseUrl,
        SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
        MAIL_FROM: 'Trato <no-reply@trato.test>',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        OIDC_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: issuer.clientId,
        GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [server.stdout, server.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output.push(chunk);
        log.write(chunk);
      });
    }
    server.once('exit', () => log.end());

    await waitForHealth(baseUrl, server, output);

    project.provide('baseUrl', baseUrl);
    project.provide('mailUrl', sink.mailUrl);
    project.provide('chromiumPath', browser);
    project.provide('oidcIssuerUrl', issuer.url);
  } catch (err) {
    await teardown();
    throw err;
  }

  return teardown;
}
