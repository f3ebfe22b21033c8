// npm run lint:api: Redocly's recommended lint (redocly.yaml) over the OpenAPI document the API
// serves, generated fresh from the routes (docs/decisions/0046). Fails on any error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-lint-api-'));
const file = path.join(dir, 'openapi.json');
try {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-document.mjs', file], { stdio: 'inherit' });
  // No usage telemetry or update check from CI: the lint is offline and the same on every run.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  execFileSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', ...process.argv.slice(2)], { stdio: 'inherit', env });
} catch (err) {
  process.exitCode = err.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
