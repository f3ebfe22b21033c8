// `npm run superadmin | backup | restore | demo:reset`: an operator command, run compiled like
// `npm start` runs the server (decision 0040): apps/api/dist is rebuilt first when the sources
// changed (one line says so), then the command's bundle runs in this process with plain Node.
//   node scripts/run-built.mjs <superadmin|backup|restore|demo-reset> [its arguments…]
import { buildServerIfStale, COMMANDS, serverEntry } from './server-build.mjs';

const [command] = process.argv.splice(2, 1);
if (!COMMANDS.includes(command)) {
  console.error(`Uso: node scripts/run-built.mjs <${COMMANDS.join('|')}> [argumentos…]`);
  process.exit(2);
}
const built = await buildServerIfStale({ quiet: true });
if (built !== 0) {
  console.error('✖ la compilación del servidor falló');
  process.exit(built);
}
// The command reads its own arguments from process.argv.slice(2), as when it was run directly.
await import(serverEntry(command));
