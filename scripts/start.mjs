// `npm start` (decisions 0034, 0040): rebuilds the web app and the server only when their sources
// changed since the last build (one line each says which), prepares the PGlite template a fresh data
// folder starts from when it is missing, then runs the compiled server (apps/api/dist) in this same
// process, with plain Node: no TypeScript loader in the server's memory.
import { buildServerIfStale, serverEntry, startPgliteTemplateIfMissing } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const server = await buildServerIfStale();
if (server !== 0) {
  console.error('✖ la compilación del servidor falló');
  process.exit(server);
}
// A failed template only costs the server an initdb of its own, so it does not stop the start.
const template = await startPgliteTemplateIfMissing();
const built = buildWebIfStale();
await template.exited;
if (built !== 0) {
  console.error('✖ la compilación de la aplicación web falló');
  process.exit(built);
}
await import(serverEntry('main'));
