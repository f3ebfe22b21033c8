import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../lib/data-dir-lock.ts';

// `npm run demo:reset` as an operator types it (the compiled command, scripts/run-built.mjs), on its
// own data folder (embedded database).
const RUN_BUILT = path.resolve(import.meta.dirname, '../../../../../scripts/run-built.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-demo-reset-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = () => {
  const r = spawnSync(process.execPath, [RUN_BUILT, 'demo-reset'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};
const loginOf = (out: string) => /Inicia sesión con (\S+) \/ (\S+)/.exec(out)?.slice(1);

describe('npm run demo:reset', () => {
  it('creates the demo on an empty folder, resets it on the next run with the same login, and refuses while a server holds the folder', async () => {
    const first = run();
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('No había espacio de demostración: creado');
    const login = loginOf(first.out);
    expect(login?.[0]).toBe('demo@trato.app');

    const second = run();
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain('Espacio de demostración reiniciado');
    expect(loginOf(second.out)).toEqual(login);

    const lock = await lockDataDir(dataDir);
    try {
      const refused = run();
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('ya está en uso por otro servidor de Trato');
      expect(refused.out).toContain('npm run demo:reset necesita la carpeta libre');
    } finally {
      lock.release();
    }
  }, 240_000);
});
