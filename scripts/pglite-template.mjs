// Prepares the empty, migrated PGlite database that a fresh data folder starts from (decision 0034),
// unless the one in node_modules/.cache/trato matches this PGlite and these migrations.
// Run: node --import tsx scripts/pglite-template.mjs   (npm start and npm run build call it)
import { preparePgliteTemplate } from '../apps/api/src/db/pglite-template.ts';

const started = performance.now();
const built = await preparePgliteTemplate();
console.log(
  built
    ? `▶ base de datos: plantilla PGlite preparada en ${((performance.now() - started) / 1000).toFixed(1)} s (un directorio de datos nuevo parte de ella)`
    : '▶ base de datos: plantilla PGlite al día',
);
