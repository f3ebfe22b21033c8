import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// The CLI as `npm run superadmin` runs it (compiled, scripts/run-built.mjs), on the embedded database
// (DATABASE_URL emptied): the same run whatever TEST_DATABASE_URL says, so CI's PostgreSQL re-run
// leaves this file out (scripts/api-on-postgres.mjs).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('npm run superadmin -- email [--remove]', () => {
  const run = (dataDir: string, args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/run-built.mjs', 'superadmin', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: ROOT, DATABASE_URL: '', NODE_ENV: 'test' },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('close', (code) => resolve({ code, out, err }));
    });

  it('sets and removes is_god on an existing user of the embedded database, in Spanish; unknown email or bad arguments exit 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-superadmin-cli-'));
    try {
      const seed = async (fn: (db: Db) => Promise<unknown>) => {
        const database = await openDatabase({ databaseUrl: null, dataDir });
        try {
          await database.migrate();
          return await fn(database.db);
        } finally {
          await database.close();
        }
      };
      await seed((db) => createUser(db, { email: 'duena@instancia.test' }));
      const isGod = () => seed(async (db) => (await db.select({ g: users.isGod }).from(users).where(eq(users.email, 'duena@instancia.test')))[0]!.g);

      const set = await run(dataDir, ['Duena@Instancia.test']);
      expect(set, set.err).toMatchObject({ code: 0, out: expect.stringContaining('duena@instancia.test es ahora administrador de la instancia') });
      expect(await isGod()).toBe(true);

      const removed = await run(dataDir, ['duena@instancia.test', '--remove']);
      expect(removed).toMatchObject({ code: 0, out: expect.stringContaining('ya no es administrador') });
      expect(await isGod()).toBe(false);

      const unknown = await run(dataDir, ['nadie@instancia.test']);
      expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No hay ninguna cuenta con el correo nadie@instancia.test') });
      const usage = await run(dataDir, []);
      expect(usage).toMatchObject({ code: 1, err: expect.stringContaining('Uso: npm run superadmin') });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
