// The server build (decision 0040): apps/api's TypeScript bundled by esbuild into plain ES modules in
// apps/api/dist, which `npm start` runs with plain Node. Under tsx the server process also held the
// loader's thread, esbuild's worker and a source map per module, and compiled every file at each
// start (~85 MB of the idle server and ~1 s of its start, measured). Dev (`npm run dev`), the tests
// and the one-off scripts keep running the sources under tsx.
//   main.mjs             the server (apps/api/src/main.ts)
//   pglite-worker.mjs    PGlite's worker thread (db/pglite-worker/worker.ts), started by main.mjs
//   pglite-template.mjs  the template check and build `npm start` uses before the server starts
//   superadmin.mjs, backup.mjs, restore.mjs, demo-reset.mjs   the operator commands (npm run superadmin,
//                        backup, restore, demo:reset), run by scripts/run-built.mjs: they start in
//                        plain Node too (~3.5 s sooner each on a slow 2-core machine than under tsx)
// Packages stay in node_modules (imported as they are); only our sources and @trato/domain are
// bundled. A module that finds files next to its source (migrations, fonts, the web build…) still
// does: its `import.meta.url` is rewritten to its source file's URL, relative to the bundle.
// Like the web build, a stamp (a hash of every input) lets `npm start` skip a build that is current.
//   node scripts/server-build.mjs             build now (npm run build), then stamp
//   node scripts/server-build.mjs --if-stale  build only when the stamp does not match (npm start)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(ROOT, 'apps/api/dist');
const STAMP_FILE = path.join(ROOT, 'node_modules/.cache/trato/server-build.json');
const ENTRIES = {
  main: 'apps/api/src/main.ts',
  'pglite-worker': 'apps/api/src/db/pglite-worker/worker.ts',
  'pglite-template': 'apps/api/src/db/pglite-template.ts',
  superadmin: 'scripts/superadmin.mjs',
  backup: 'scripts/backup.mjs',
  restore: 'scripts/restore.mjs',
  'demo-reset': 'apps/api/src/modules/demo/demo-reset-cli.ts',
};
/** The operator commands scripts/run-built.mjs runs. */
export const COMMANDS = ['superadmin', 'backup', 'restore', 'demo-reset'];
const INPUT_DIRS = ['apps/api/src', 'packages/domain/src'];
// The entries outside INPUT_DIRS (the operator scripts) are inputs too.
const INPUT_FILES = ['scripts/server-build.mjs', ...Object.values(ENTRIES).filter((file) => file.startsWith('scripts/')), 'apps/api/package.json', 'packages/domain/package.json', 'package-lock.json'];
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

const isSource = (file) => /\.(ts|tsx|mts|mjs|js|json|txt)$/.test(file) && !/\.test\.ts$/.test(file) && !file.includes('/__snapshots__/');

/** SHA-256 over the build's inputs: each source file's path and bytes, in a fixed order. */
export function serverInputsHash() {
  const files = INPUT_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
  )
    .filter(isSource)
    .concat(INPUT_FILES)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex');
}

const outputHash = () => sha256(Object.keys(ENTRIES).map((name) => fs.readFileSync(path.join(SERVER_DIST, `${name}.mjs`))).join('\0'));

/** Whether apps/api/dist holds the build of exactly the current sources. */
export function serverBuildIsCurrent(hash = serverInputsHash()) {
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
    return stamp.inputs === hash && stamp.output === outputHash();
  } catch {
    return false;
  }
}

/** esbuild plugin: `import.meta.url` in our sources means the source file, wherever the bundle is. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js';
      if (!text.includes('import.meta.url')) return { contents: text, loader };
      const fromBundle = path.relative(SERVER_DIST, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader };
    });
  },
};

/** Packages are imported from node_modules at run time; only @trato/* (TypeScript sources) are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trato/') ? undefined : { external: true }));
  },
};

/** Bundles the server, then stamps apps/api/dist with the hash taken before it started. */
export async function buildServer() {
  const hash = serverInputsHash();
  fs.rmSync(STAMP_FILE, { force: true });
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    // Beside the entries: import.meta.url (the banner's, the rewritten ones) is relative to this folder.
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // The server starts its PGlite worker from the compiled file next to it (db/pglite-worker/client.ts).
    banner: { js: `const __PGLITE_WORKER_BUNDLE__ = new URL(${JSON.stringify('./pglite-worker.mjs')}, import.meta.url).href;` },
    plugins: [packagesExternal, sourceUrls],
    logLevel: 'warning',
  });
  // esbuild's service is a child process: ended here, so the server `npm start` runs next has none.
  await esbuild.stop();
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ inputs: hash, output: outputHash() })}\n`);
}

/**
 * Builds when apps/api/dist does not match the sources; prints one line either way (with `quiet`,
 * only when it builds: an operator command's output stays its own). Returns an exit code.
 */
export async function buildServerIfStale({ quiet = false } = {}) {
  const started = performance.now();
  if (serverBuildIsCurrent()) {
    if (!quiet) console.log('▶ servidor: build al día (apps/api/dist), sin recompilar');
    return 0;
  }
  console.log('▶ servidor: las fuentes cambiaron desde la última compilación, recompilando apps/api…');
  try {
    await buildServer();
  } catch (err) {
    console.error(err);
    return 1;
  }
  console.log(`▶ servidor: compilado en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

export const serverEntry = (name) => pathToFileURL(path.join(SERVER_DIST, `${name}.mjs`)).href;

/**
 * Starts building the PGlite template a fresh data folder starts from when it is missing or stale
 * (not with DATABASE_URL), in a child process so the caller's memory never holds a second PGlite;
 * resolves once it has started, to `{ exited }` (its exit code, 0 when nothing was needed), so the
 * caller can do other work meanwhile. Without a template the server runs initdb itself, in its own
 * worker: a fresh data folder then idled at 823 MB instead of ~300 MB (bench/pglite-offthread.mjs,
 * 2026-11-27), PGlite's WebAssembly memory never shrinking after initdb. Call after buildServerIfStale.
 */
export async function startPgliteTemplateIfMissing(serverEnv = process.env) {
  const { pgliteTemplateIsCurrent } = await import(serverEntry('pglite-template'));
  // The server's own DATABASE_URL decides, not this process's: the bench sets one for its PostgreSQL
  // runs and starts PGlite servers with it emptied, which then initdb'd from nothing (835 MB idle).
  if (serverEnv.DATABASE_URL || pgliteTemplateIsCurrent()) return { exited: Promise.resolve(0) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.mjs'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  return { exited: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))) };
}

// `node scripts/server-build.mjs` (npm run build) builds now; `--if-stale` only when the stamp differs.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--if-stale') process.exit(await buildServerIfStale());
  await buildServer();
}
