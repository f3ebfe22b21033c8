import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Only what `npm start` needs to compare keys is loaded up front: PGlite and the client are
// imported when a template is actually built, so checking one costs milliseconds.
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * An empty, migrated PGlite database kept outside any data folder, copied into a fresh one
 * (decision 0034). PGlite's initdb is most of a first start (≈ 10 s on a busy 2-core machine,
 * ≈ 1 s to open an existing folder); copying 40 MB of files takes a fraction of that. `npm start`
 * and `npm run build` prepare it; a server without one simply runs initdb as before.
 */
export const PGLITE_TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.cache/trato/pglite-template');

const KEY_FILE = 'key';
const DB_DIR = 'pglite';

/** Where PGlite keeps its files inside a data folder (the server's DATA_DIR, a backup's target, the template). */
export const pgliteFolder = (dataDir: string): string => path.join(dataDir, DB_DIR);

/** An installed package's version (its package.json is not among PGlite's exports: found from its entry point). */
function packageVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`${name} is not installed`);
}

/**
 * What the template depends on: PGlite's version (its on-disk format) and every migration file
 * (which also name the extensions it loads). Either changed and the template is ignored, then rebuilt.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = packageVersion('@electric-sql/pglite');
  hash.update(`pglite ${pgliteVersion}\n`);
  const files = fs.readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const file of files.map((f) => path.join(f.parentPath, f.name)).sort()) {
    hash.update(`${path.relative(MIGRATIONS_DIR, file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const currentTemplate = (dir: string, key: string): boolean => {
  try {
    return fs.readFileSync(path.join(dir, KEY_FILE), 'utf8') === key && fs.existsSync(path.join(pgliteFolder(dir), 'PG_VERSION'));
  } catch {
    return false;
  }
};

/** Whether a template matching this PGlite and these migrations is ready to copy. */
export const pgliteTemplateIsCurrent = (dir = PGLITE_TEMPLATE_DIR): boolean => currentTemplate(dir, templateKey());

/** Builds the template unless the current one matches; returns whether it built. */
export async function preparePgliteTemplate(dir = PGLITE_TEMPLATE_DIR): Promise<boolean> {
  const key = templateKey();
  if (currentTemplate(dir, key)) return false;
  // Built aside and renamed into place: a start that copies it never sees half a database.
  const work = `${dir}.tmp-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  try {
    const [{ PGlite }, { connectPglite, PGLITE_OPTIONS }] = await Promise.all([import('@electric-sql/pglite'), import('./client.ts')]);
    const client = await PGlite.create(pgliteFolder(work), PGLITE_OPTIONS);
    const database = connectPglite(client);
    await database.migrate();
    await database.close();
    fs.writeFileSync(path.join(work, KEY_FILE), key);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(work, dir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return true;
}

/**
 * Fills `{dataDir}/pglite` from the template when that folder does not exist yet (or is empty) and
 * the template matches this code; returns whether it copied. Called before the database opens.
 */
export function seedFromPgliteTemplate(dataDir: string, dir = PGLITE_TEMPLATE_DIR): boolean {
  const target = pgliteFolder(dataDir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) return false;
  if (!pgliteTemplateIsCurrent(dir)) return false;
  // Copied aside and renamed: a start cut off mid-copy leaves no half database behind.
  const work = `${target}.tmp-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.cpSync(pgliteFolder(dir), work, { recursive: true });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(work, target);
  return true;
}
