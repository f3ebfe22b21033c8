import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { strongPassword, uniqueEmail } from '../support/api.ts';
import { callOn, signUpOn, startStripeStandIn, type StripeStandIn } from '../support/billing.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { freePort, spawnServer, stop, waitForHealth } from '../support/server.ts';
import { expectPath, expectVisible, submitLogin } from '../support/ui.ts';

// Hosted mode (decision 0019) end to end without internet: this file runs its own server with Stripe
// keys whose SDK talks to a local stand-in (support/billing.ts), which also plays Stripe's checkout
// and portal pages and sends the signed webhooks.

const WEBHOOK_SECRET = 'whsec_e2e_stand_in';
let server: ChildProcess;
let standIn: StripeStandIn;
let base: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  standIn = await startStripeStandIn(WEBHOOK_SECRET);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  standIn.target.webhookUrl = `${base}/api/v1/billing/webhook`;
  dataDir = mkdtempSync(join(tmpdir(), 'trato-e2e-hosted-'));
  server = spawnServer(
    {
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      STRIPE_PRICES: JSON.stringify({ early: { CLP: 'price_early_clp' }, pro: { CLP: 'price_pro_clp' }, agency: { CLP: 'price_agency_clp' } }),
      // Every workspace of this instance is an early adopter (created before the cut-off): the early offer shows.
      EARLY_ADOPTER_UNTIL: '2099-01-01',
    },
    (chunk) => (output += chunk.toString()),
  );
  await waitForHealth(base, server, {
    get value() {
      return output.slice(-8_000);
    },
  });
}, 90_000);

afterAll(async () => {
  if (server) await stop(server);
  if (standIn) await standIn.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const newOwner = () => signUpOn(base, () => output, { name: 'Valentina Soto', email: uniqueEmail('hosted'), password: strongPassword(), currency: 'CLP' });

describe('billing (hosted instance, Stripe stand-in)', () => {
  test('free → Profesional through checkout: the return page confirms, /billing shows plan, card and invoice; portal and cancel', { timeout: 90_000 }, async ({ page }) => {
    const owner = await newOwner();
    await page.goto(`${base}/login?r=${encodeURIComponent('/billing')}`);
    await submitLogin(page, owner.email, owner.password);
    await expectPath(page, (u) => u.pathname === '/billing');
    await expectVisible(page.getByTestId('billing-plan-name').getByText('Gratis'));
    await expectVisible(page.getByText('Aún no tienes facturas'));
    await expectVisible(page.getByText('No hay una tarjeta registrada.'));

    await page.getByRole('link', { name: 'Actualizar plan' }).click();
    await expectPath(page, (u) => u.pathname === '/checkout/plans');
    await expectVisible(page.locator('li[aria-current="true"]').getByRole('heading', { name: 'Gratis' }));
    await expectVisible(page.getByRole('listitem', { name: 'Profesional' }).getByText('17.990 CLP'));
    // An early adopter (EARLY_ADOPTER_UNTIL) is offered the launch price too, and may buy it.
    await expectVisible(page.getByRole('listitem', { name: 'Early adopter' }).getByText('8.990 CLP'));
    await expectVisible(page.getByRole('button', { name: 'Elegir el plan Early adopter' }));
    await page.getByRole('button', { name: 'Elegir el plan Profesional' }).click();

    // At "Stripe": pay.
    await expectPath(page, (u) => u.origin === standIn.url && u.pathname.startsWith('/pay/'));
    await expectVisible(page.getByText('Suscripción pro (price_pro_clp)'));
    await page.getByRole('button', { name: 'Pagar' }).click();

    // Back in Trato: /billing?checkout=success → the return page, once the webhook has landed.
    await expectPath(page, (u) => u.origin === base && u.pathname === '/checkout' && u.searchParams.has('session_id'));
    await expectVisible(page.getByRole('heading', { name: '¡Gracias! Recibimos tu pago' }));
    await expectVisible(page.getByText('Tu espacio de trabajo ya está en el plan Profesional.'));
    await page.getByRole('link', { name: 'Volver a Facturación' }).click();

    await expectPath(page, (u) => u.pathname === '/billing');
    await expectVisible(page.getByTestId('billing-plan-name').getByText('Profesional'));
    await expectVisible(page.getByText('Visa •••• 4242'));
    await expectVisible(page.getByText('Vence 04/2030'));
    expect(await page.getByRole('meter', { name: 'Cotizaciones activas' }).getAttribute('aria-valuetext')).toBe('0 de 25');
    const invoices = page.getByRole('list', { name: 'Facturas' });
    await expectVisible(invoices.getByText('Plan Profesional'));
    await expectVisible(invoices.getByText('Pagada'));
    await expectVisible(invoices.getByText('17.990 CLP'));
    await expectVisible(page.getByText(/^Se renueva el /));

    // Manage the card at "Stripe" and come back.
    await page.getByRole('button', { name: 'Administrar tarjeta' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Portal de pagos de prueba' }));
    await page.getByRole('link', { name: 'Volver a Trato' }).click();
    await expectPath(page, (u) => u.origin === base && u.pathname === '/billing');

    // Cancel: asked first, then scheduled for the end of the period.
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar tu suscripción?' });
    await expectVisible(dialog.getByText(/Seguirás con tu plan hasta el/));
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expectVisible(page.getByText('Suscripción cancelada. Seguirás con tu plan hasta el final del período.'));
    await expectVisible(page.getByText('Cancelación programada'));
    await expectVisible(page.getByText(/^Tu suscripción termina el /));
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    const [sub] = [...standIn.subscriptions.values()].filter((s) => s.metadata.workspace_id === owner.workspaceId);
    expect(sub?.cancel_at_period_end).toBe(true);
  });

  test('a lapsed subscription: signing in offers to resubscribe, "Continuar con el plan Gratis" opens the data on free limits, a banner links to /billing', { timeout: 90_000 }, async ({ page }) => {
    const owner = await newOwner();
    // Paid, then Stripe ended it (customer.subscription.deleted).
    const { data: checkout } = await callOn<{ data: { url: string } }>(base, 'GET', '/v1/checkout/sessions?plan_id=pro&currency=CLP', { token: owner.token });
    const paid = await fetch(checkout.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const sub = [...standIn.subscriptions.values()].find((s) => s.metadata.workspace_id === owner.workspaceId)!;
    sub.status = 'canceled';
    await standIn.sendSubscriptionEvent('customer.subscription.deleted', sub.id);

    await page.goto(`${base}/login`);
    await submitLogin(page, owner.email, owner.password);
    await expectPath(page, (u) => u.pathname === '/checkout/plans');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Renueva tu plan' }));
    // Auth is cleared: the token lives only in the register session of type resubscribe.
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('trato.token'), session: localStorage.getItem('trato.register') }));
    expect(stored.token).toBeNull();
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ type: 'resubscribe', email: owner.email });
    await expectVisible(page.getByRole('button', { name: 'Elegir el plan Profesional' }));

    await page.getByRole('button', { name: 'Continuar con el plan Gratis' }).click();
    await expectPath(page, (u) => u.pathname === '/dashboard');
    // Across the shell a slim banner says so, and its link opens /billing (which says it in full).
    const banner = page.getByRole('status', { name: 'Aviso de suscripción' });
    await expectVisible(banner.getByText(/^Tu suscripción no está activa: mientras tanto aplican los límites del plan Gratis/));
    await banner.getByRole('link', { name: 'Renovar plan' }).click();
    await expectPath(page, (u) => u.pathname === '/billing');
    // The exact title: the banner's own sentence starts with the same words, and it stays on screen
    // until the router's transition to the lazily loaded billing page commits.
    await expectVisible(page.getByText('Tu suscripción no está activa', { exact: true }));
    expect(await banner.count()).toBe(0);
    expect(await page.getByRole('meter', { name: 'Cotizaciones activas' }).getAttribute('aria-valuetext')).toBe('0 de 3');
    await expectVisible(page.getByRole('link', { name: 'Renovar suscripción' }));
  });
});
