import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { localStorage } from '../src/modules/uploads/storage.ts';
import type { TestApp } from './app.ts';

/**
 * A second app over the test app's database that logs at trace level into `lines`: tests that prove
 * no secret reaches a log line, at the most talkative level. `env` adds configuration (stand-ins).
 */
export async function traceLoggedApp(t: TestApp, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'trace', ...env });
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const app = await buildApp(
    { config: { ...config, appSecret: 'test-secret-'.padEnd(48, 'x') }, database: t.database, storage: localStorage(path.join(t.dataDir, 'uploads')), nudgeOutbox: () => {} },
    { serveWeb: false, logger: { level: 'trace', stream } },
  );
  await app.ready();
  return { app, lines };
}
