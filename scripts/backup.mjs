// `npm run backup [FOLDER]`: one .tar.gz (SQL dump, uploaded files, manifest) into FOLDER (./backups).
// Runs with the server's settings (DATA_DIR or DATABASE_URL, storage); see README, "Copias de seguridad".
import { main } from '../apps/api/src/ops/backup/cli.ts';

await main('backup', process.argv.slice(2));
