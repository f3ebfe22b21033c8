import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_MAIN } from '../../../test/server-entry.ts';

// `npm start` with a DEFAULT_PLAN that names no plan: one Spanish line and exit code 1, after the
// migrations (the plans live in the database), before listening.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-billing-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('an unknown DEFAULT_PLAN stops the start with a message naming the variable and the plans', async () => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DEFAULT_PLAN: 'platino' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(1);
  expect(output).toContain('DEFAULT_PLAN: no existe el plan «platino». Planes disponibles:');
  expect(output).toMatch(/unlimited/);
  expect(output).not.toMatch(/at .*\.m?[jt]s:\d+/);
}, 60_000);
