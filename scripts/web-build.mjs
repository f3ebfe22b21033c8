// The web build and its stamp (decision 0034). The stamp holds a hash of everything the build reads —
// apps/web's sources, pages, public files, Vite and TypeScript settings, packages/domain's sources,
// the lockfile and VITE_* variables — and of the index.html that build wrote. It is removed when a
// build starts and written when one succeeds, so a failed or interrupted build is never trusted.
// It lives in node_modules/.cache, not in dist: everything in dist is served to the world.
//   node scripts/web-build.mjs             build now (npm run build), then stamp
//   node scripts/web-build.mjs --if-stale  build only when the stamp does not match (npm start)
//   node scripts/web-build.mjs --check     exit 0 when dist matches the sources, 1 otherwise (e2e setup)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const STAMP_FILE = path.join(ROOT, 'node_modules/.cache/trato/web-build.json');
const INDEX_HTML = path.join(WEB_DIST, 'index.html');
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Folders read whole and single files the web build depends on (relative to the repository root). */
const INPUT_DIRS = ['apps/web/src', 'apps/web/public', 'packages/domain/src'];
const INPUT_FILES = ['apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/domain/package.json', 'tsconfig.base.json', 'package-lock.json'];

function filesUnder(dir) {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** SHA-256 over the build's inputs: each file's path and bytes, in a fixed order, then the VITE_* variables. */
export function webInputsHash() {
  const pages = fs.readdirSync(path.join(ROOT, 'apps/web')).filter((f) => f.endsWith('.html')).map((f) => `apps/web/${f}`);
  const files = [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES, ...pages].filter((f) => fs.existsSync(path.join(ROOT, f))).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  const vite = Object.keys(process.env).filter((k) => k.startsWith('VITE_')).sort();
  for (const k of vite) hash.update(`${k}=${process.env[k]}\0`);
  return hash.digest('hex');
}

/** Whether apps/web/dist holds the build of exactly the current inputs. */
export function webBuildIsCurrent(hash = webInputsHash()) {
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
    return stamp.inputs === hash && stamp.index === sha256(fs.readFileSync(INDEX_HTML));
  } catch {
    return false;
  }
}

/** Runs the web app's own build script, then stamps dist with the hash taken before it started. */
export function buildWeb() {
  // Hashed first: a file edited while Vite runs makes the next start rebuild rather than trust this build.
  const hash = webInputsHash();
  fs.rmSync(STAMP_FILE, { force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', '@trato/web'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) return result.status ?? 1;
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ inputs: hash, index: sha256(fs.readFileSync(INDEX_HTML)) })}\n`);
  return 0;
}

/** Builds when dist does not match the sources; prints one line either way. Returns an exit code. */
export function buildWebIfStale() {
  const started = performance.now();
  if (webBuildIsCurrent()) {
    console.log('▶ web: build al día (apps/web/dist), sin recompilar');
    return 0;
  }
  console.log('▶ web: las fuentes cambiaron desde la última compilación, recompilando apps/web…');
  const code = buildWeb();
  if (code === 0) console.log(`▶ web: compilado en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv[2];
  if (flag === '--check') process.exit(webBuildIsCurrent() ? 0 : 1);
  process.exit(flag === '--if-stale' ? buildWebIfStale() : buildWeb());
}
