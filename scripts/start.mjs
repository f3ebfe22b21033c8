// `npm start` (decision 0034): rebuilds the web app only when its sources changed since the last
// build (one line says which), prepares the PGlite template a fresh data folder starts from when it
// is missing (both at once on a first start), then runs the server in this same process.
// Runs under tsx (`node --import tsx scripts/start.mjs`), which the server's TypeScript needs anyway.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplateIsCurrent } from '../apps/api/src/db/pglite-template.ts';
import { buildWebIfStale } from './web-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The template is built in a child process: the server's own memory never holds a second PGlite. */
function prepareTemplate() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.mjs'], { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// With DATABASE_URL the embedded database is not used: no template. A failed template only costs
// the server an initdb of its own, so it does not stop the start.
const template = !process.env.DATABASE_URL && !pgliteTemplateIsCurrent() ? prepareTemplate() : Promise.resolve(0);
const built = buildWebIfStale();
await template;
if (built !== 0) {
  console.error('✖ la compilación de la aplicación web falló');
  process.exit(built);
}
await import('../apps/api/src/main.ts');
