import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import type { DumpsItself } from './sql-dump.ts';
import { type AppConfig, ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { pgliteFolder } from '../../db/pglite-template.ts';
import { DataDirLockedError, lockDataDir } from '../../lib/data-dir-lock.ts';
import { createStorage } from '../../modules/uploads/storage-factory.ts';
import { BackupError, extractArchive, type Manifest } from './archive.ts';
import { operatorKey } from './backup.routes.ts';
import { writeBackup, type Progress } from './backup.ts';
import { restoreBackup } from './restore.ts';

/** `npm run backup [FOLDER]` and `npm run restore -- ARCHIVE [--force]` (README, "Copias de seguridad"). */

const PHASES: Record<Progress['phase'], string> = { database: 'tablas', files: 'archivos', verify: 'verificado' };

/** One progress line on stderr: rewritten in place on a terminal, a line at a time (throttled) otherwise. */
export function progressLine(stream: NodeJS.WriteStream = process.stderr) {
  const state: Partial<Record<Progress['phase'], string>> = {};
  let last = 0;
  let shown = '';
  const render = () => Object.entries(state).map(([phase, v]) => `${PHASES[phase as Progress['phase']]} ${v}`).join(' · ');
  return {
    update(p: Progress) {
      state[p.phase] = `${p.done}/${p.total}`;
      const line = render();
      if (stream.isTTY) stream.write(`\r${line.padEnd(shown.length)}`);
      else if (p.done === p.total || Date.now() - last > 1000) {
        stream.write(`${line}\n`);
        last = Date.now();
      }
      shown = line;
    },
    text(line: string) {
      if (stream.isTTY) stream.write(`\r${line.padEnd(shown.length)}`);
      else stream.write(`${line}\n`);
      shown = line;
    },
    end() {
      if (stream.isTTY && shown) stream.write('\n');
    },
  };
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary(file: string, manifest: Manifest): string {
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  const files = manifest.files.length - 1;
  const missing = manifest.missing.length ? `; ${manifest.missing.length} archivos ya no existían: ${manifest.missing.join(', ')}` : '';
  return `Copia escrita en ${file} (${mb(fs.statSync(file).size)}): ${Object.keys(manifest.database.tables).length} tablas, ${rows} filas, ${files} archivos, migración ${manifest.database.migrations.last}${missing}.`;
}

/** The secret the running server uses (main.ts: APP_SECRET, else DATA_DIR/secret.key). */
function serverSecret(config: AppConfig): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'secret.key');
  if (!fs.existsSync(file)) throw new BackupError(`No se encontró ${file}: define APP_SECRET como en el servidor.`);
  return fs.readFileSync(file, 'utf8').trim();
}

/** Asks the server holding the PGlite folder to write the archive (it streams it back). */
async function backupFromRunningServer(config: AppConfig, out: fs.WriteStream, progress: ReturnType<typeof progressLine>): Promise<void> {
  const host = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/ops/backup`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${operatorKey(serverSecret(config))}` } });
  } catch (err) {
    throw new BackupError(`El servidor tiene la carpeta de datos pero no responde en ${url} (${(err as Error).message}): ejecuta la copia con el mismo HOST y PORT que el servidor.`);
  }
  if (res.status !== 200 || !res.body) throw new BackupError(`El servidor en ${url} rechazó la copia (${res.status}): ejecuta la copia con el mismo APP_SECRET o DATA_DIR que el servidor.`);
  let received = 0;
  const body = Readable.fromWeb(res.body as WebReadableStream);
  body.on('data', (c: Buffer) => {
    received += c.length;
    progress.text(`recibiendo la copia del servidor en marcha: ${mb(received)}`);
  });
  await pipeline(body, out);
}

export async function runBackup(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  const base = env.INIT_CWD ?? process.cwd();
  const folder = path.resolve(base, args.find((a) => !a.startsWith('-')) ?? 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `trato-backup-${stamp()}.tar.gz`);
  const partial = `${file}.partial`;
  const progress = progressLine();
  const storage = createStorage(config.storage);
  const streams: fs.WriteStream[] = [];
  const output = () => {
    const out = fs.createWriteStream(partial);
    streams.push(out);
    return out;
  };
  try {
    if (config.databaseUrl) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await writeBackup(
          { source: { kind: 'postgres', url: config.databaseUrl }, db: database.db, storage, storageDriver: config.storage.driver, onProgress: progress.update },
          output(),
        );
      } finally {
        await database.close();
      }
    } else {
      if (!fs.existsSync(pgliteFolder(config.dataDir))) throw new BackupError(`No hay base de datos en ${config.dataDir}: indica DATA_DIR como en el servidor.`);
      let lock: Awaited<ReturnType<typeof lockDataDir>> | null = null;
      try {
        lock = await lockDataDir(config.dataDir);
      } catch (err) {
        if (!(err instanceof DataDirLockedError)) throw err;
      }
      if (lock) {
        // No server on the folder: open it here.
        try {
          const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
          try {
            const pg = (database.db as unknown as { $client: PGlite | DumpsItself }).$client;
            await writeBackup({ source: { kind: 'pglite', pg }, db: database.db, storage, storageDriver: config.storage.driver, onProgress: progress.update }, output());
          } finally {
            await database.close();
          }
        } finally {
          lock.release();
        }
      } else {
        await backupFromRunningServer(config, output(), progress);
      }
    }
    // Read back what was written: a copy is only reported once it checks against its manifest.
    const check = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-backup-check-'));
    try {
      const { manifest } = await extractArchive(partial, check);
      fs.renameSync(partial, file);
      progress.end();
      console.log(summary(file, manifest));
    } finally {
      fs.rmSync(check, { recursive: true, force: true });
    }
    return file;
  } catch (err) {
    progress.end();
    // The file may still be opening: let it close, then remove it.
    for (const out of streams) {
      out.destroy();
      if (!out.closed) await once(out, 'close').catch(() => {});
    }
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export async function runRestore(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const force = args.includes('--force');
  const archive = args.find((a) => !a.startsWith('-'));
  if (!archive) throw new BackupError('Indica el archivo de copia: npm run restore -- backups/trato-backup-….tar.gz [--force]');
  const progress = progressLine();
  try {
    const result = await restoreBackup({
      archive: path.resolve(env.INIT_CWD ?? process.cwd(), archive),
      target: config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
      storage: createStorage(config.storage),
      localUploadsDir: config.storage.driver === 'local' ? config.storage.dir : null,
      force,
      onProgress: progress.update,
    });
    progress.end();
    const where = config.databaseUrl ? 'la base de DATABASE_URL' : pgliteFolder(config.dataDir);
    console.log(
      `Copia del ${result.manifest.createdAt} restaurada en ${where} y verificada: ${result.tables} tablas, ${result.rows} filas, ${result.files} archivos, migración ${result.manifest.database.migrations.last}.`,
    );
  } catch (err) {
    progress.end();
    throw err;
  }
}

/** Entry of scripts/backup.mjs and scripts/restore.mjs: expected failures are one Spanish line and exit code 1. */
export async function main(command: 'backup' | 'restore', args: string[]): Promise<void> {
  try {
    if (command === 'backup') await runBackup(args);
    else await runRestore(args);
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
