// The demo workspace as a newcomer meets it, for the browser benchmarks: the server as `npm start`
// runs it (the compiled bundle, lib/server.mjs) on a fresh PGlite data folder, which seeds the demo
// workspace at its first start and writes its login to DATA_DIR/demo-login.json. It serves the web
// build that exists (apps/web/dist, or WEB_DIST_DIR): `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall } from './http.mjs';
import { startServer } from './server.mjs';

/**
 * Starts the server and resolves to { origin, demoLogin: { email, password }, staffToken, call, stop }.
 * `call(method, url, opts)` is lib/http.mjs's apiCall against this server.
 */
export async function startDemoServer(label) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `trato-bench-${label}-`));
  let server;
  try {
    // DATABASE_URL emptied: the embedded database in DATA_DIR (with one set, the server would also want APP_SECRET).
    // The first start migrates and seeds the demo: 180 s on a slow 2-core machine is plenty.
    // The demo resets daily at DEMO_RESET_HOUR (03:00 UTC by default), which ends every session in
    // it: a run at 03:00 saw the portal's session die between two Lighthouse runs. Twelve hours away.
    const resetHour = String((new Date().getUTCHours() + 12) % 24);
    server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: origin, SEED_DEMO: 'true', DEMO_RESET_HOUR: resetHour }, { port, timeoutMs: 180_000 });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const call = (method, url, opts) => apiCall(origin, method, url, opts);
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const demoLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8'));
    const login = await call('POST', '/auth/login', { body: { email: demoLogin.email, password: demoLogin.password } });
    const staffToken = login.token?.access_token ?? login.access_token;
    if (!staffToken) throw new Error('the demo login answered no token');
    return { origin, demoLogin: { email: demoLogin.email, password: demoLogin.password }, staffToken, call, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
