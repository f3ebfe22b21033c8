import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { devMailboxPath } from '../modules/email/dev-mailbox.routes.ts';
import { localStorage } from '../modules/uploads/storage.ts';
import { createTestDatabase } from '../../test/database.ts';

const KEY = 'k'.repeat(43);

describe('request log (one line per request, decision 0036)', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-log-'));
    database = await createTestDatabase(inject('dbTemplate'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    app = await buildApp(
      { config: { ...config, appSecret: 'test-secret-'.padEnd(48, 'x'), devMailboxKey: KEY }, database, storage: localStorage(path.join(dataDir, 'uploads')), nudgeOutbox: () => {} },
      { serveWeb: false, logger: { level: 'info', stream } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one line per answered request, with method, URL, address, status and time', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/v1/proposals?page=2', headers: { 'x-request-id': 'req-log-test-1' }, remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((l) => l.reqId === 'req-log-test-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/v1/proposals?page=2', remoteAddress: '203.0.113.7' }, res: { statusCode: 401 } });
    expect(mine[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('never writes the development mailbox key, which opens the mailbox', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: devMailboxPath(KEY), headers: { 'x-request-id': 'req-log-test-2' } });
    expect(res.statusCode).toBe(200);
    expect(lines.filter((l) => l.reqId === 'req-log-test-2')).toMatchObject([{ req: { url: '/api/dev/mailbox/…' }, res: { statusCode: 200 } }]);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });
});
