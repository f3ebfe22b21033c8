// `npm run restore -- ARCHIVE [--force]`: restores a backup into DATA_DIR (PGlite) or DATABASE_URL,
// files included, and verifies it against its manifest; see README, "Copias de seguridad".
import { main } from '../apps/api/src/ops/backup/cli.ts';

await main('restore', process.argv.slice(2));
