// `npm start` (decisions 0034, 0040): rebuilds the web app and the server only when their sources
// changed since the last build (one line each says which), prepares the PGlite template a fresh data
// folder starts from when it is missing, then runs the compiled server (apps/api/dist) in this same
// process, with plain Node: no TypeScript loader in the server's memory.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverEntry } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The template is built in a child process: the server's own memory never holds a second PGlite. */
function prepareTemplate() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.mjs'], { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const server = await buildServerIfStale();
if (server !== 0) {
  console.error('✖ la compilación del servidor falló');
  process.exit(server);
}
const { pgliteTemplateIsCurrent } = await import(serverEntry('pglite-template'));
// With DATABASE_URL the embedded database is not used: no template. A failed template only costs
// the server an initdb of its own, so it does not stop the start.
const template = !process.env.DATABASE_URL && !pgliteTemplateIsCurrent() ? prepareTemplate() : Promise.resolve(0);
const built = buildWebIfStale();
await template;
if (built !== 0) {
  console.error('✖ la compilación de la aplicación web falló');
  process.exit(built);
}
await import(serverEntry('main'));
