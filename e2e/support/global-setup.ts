import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcIssuer, type OidcIssuer } from '../../apps/api/test/oidc-issuer.ts';
import { buildServerIfStale } from '../../apps/api/test/server-entry.ts';
import { bundledChromium, chromiumPath } from '../../scripts/chromium.mjs';
import './context.ts';
import { freePort, ROOT, spawnServer, stop, tail, waitForHealth } from './server.ts';
import { startPaymentProviders, type PaymentProviders } from './payment-providers-control.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The browser comes first: without it nothing else is worth starting, and we never skip. CHROMIUM_PATH,
  // else Debian's, else the one npm installed (scripts/chromium.mjs, decision 0086).
  const browser = await chromiumPath();
  const npmBrowser = await bundledChromium();

  // WEB_DIST_DIR lets a parallel run serve its own build (the server reads the same variable).
  const webDist = process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing) — run \`npm run test:e2e\`, which builds it first.`);
  }
  // The journeys must exercise the code on disk: a dist older than the web sources is refused (decision 0034).
  if (!process.env.WEB_DIST_DIR && spawnSync(process.execPath, ['scripts/web-build.mjs', '--check'], { cwd: ROOT }).status !== 0) {
    throw new Error('apps/web/dist is older than the web sources — run `npm run test:e2e` (or `npm run build`) first.');
  }
  // The server the journeys start is the compiled one `npm start` runs: rebuilt here when its sources
  // changed (about a second; one line says which).
  buildServerIfStale();

  const tempDirs: string[] = [];
  let sink: SmtpSink | null = null;
  let issuer: OidcIssuer | null = null;
  let server: ChildProcess | null = null;
  let providers: PaymentProviders | null = null;

  const teardown = async () => {
    if (server) await stop(server);
    if (issuer) await issuer.close();
    if (providers) await providers.close();
    if (sink) await sink.close();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    sink = await startSmtpSink();
    // "Google" for the journeys: the same real OpenID Connect issuer the API tests use, on 127.0.0.1.
    issuer = await startOidcIssuer({ clientId: 'trato-e2e-client', clientSecret: randomBytes(16).toString('hex') });
    // Mercado Pago and Stripe for the workspaces' own collections (issue 31): local stand-ins.
    providers = await startPaymentProviders();

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'trato-e2e-data-'));
    tempDirs.push(dataDir);

    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    const log = createWriteStream(join(ROOT, 'test-results/e2e-server.log'));
    const output = tail();

    // Embedded PGlite in a fresh folder, always (spawnServer drops a DATABASE_URL from the caller's
    // environment: journey accounts must not go into a real database).
    server = spawnServer(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: baseUrl,
        SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
        MAIL_FROM: 'Trato <no-reply@trato.test>',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // Every journey signs from 127.0.0.1 on one server: the default 20 per 10 minutes is for people.
        SIGN_RATE_LIMIT_PER_IP: '1000',
        // Journeys meet the plan limits: new workspaces start on the free plan (decision 0019).
        DEFAULT_PLAN: 'free',
        OIDC_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: issuer.clientId,
        GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        MERCADOPAGO_API_URL: providers.mercadoPagoUrl,
        // Self-hosted billing (no Stripe keys): this only points the workspaces' own Stripe at the stand-in.
        STRIPE_API_URL: providers.stripeUrl,
        LOG_LEVEL: 'warn',
        // The superadmin journeys sign up with these addresses (superadmin.e2e.ts, tests-page.e2e.ts, billing.e2e.ts).
        SUPERADMIN_EMAILS: 'e2e-superadmin@trato.test,e2e-operator@trato.test,e2e-plans@trato.test',
      },
      (chunk) => {
        output.push(chunk);
        log.write(chunk);
      },
    );
    server.once('exit', () => log.end());

    await waitForHealth(baseUrl, server, output);

    project.provide('baseUrl', baseUrl);
    project.provide('mailUrl', sink.mailUrl);
    project.provide('chromiumPath', browser);
    project.provide('npmChromiumPath', npmBrowser);
    project.provide('oidcIssuerUrl', issuer.url);
    project.provide('paymentProvidersUrl', providers.controlUrl);
  } catch (err) {
    await teardown();
    throw err;
  }

  return teardown;
}
