import type { Page } from 'playwright-core';
import { describe, expect, test } from '../support/fixtures.ts';
import { watchCsp } from '../support/csp.ts';
import { drawSignature } from '../support/public.ts';
import { useOwnServer } from '../support/own-server.ts';
import { eventually, expectPath, expectVisible, openAvatarMenu, submitLogin } from '../support/ui.ts';

// Issue 11 §3: the demo workspace a newcomer signs in to. This journey runs its own server, as an
// operator starts one (SEED_DEMO on by default), and signs in with the login its console prints.

// Its console prints the demo login; no SMTP (no email of a demo leaves anyway).
const own = useOwnServer('demo', { SMTP_URL: '', SEED_DEMO: 'true' });

/** The demo login the server printed at start. */
function demoLogin(): { email: string; password: string } {
  const found = /inicia sesión con (\S+) \/ ([^\s"]+)/.exec(own.output());
  expect(found, `no demo login in the server's output:\n${own.output().slice(-2_000)}`).not.toBeNull();
  return { email: found![1]!, password: found![2]! };
}

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${own.base}/login`);
  const login = demoLogin();
  await submitLogin(page, login.email, login.password);
  await expectPath(page, (u) => !u.pathname.startsWith('/login'));
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true });

describe('the demo workspace', () => {
  test('its login shows sample data on every page, the portal included', async ({ page }) => {
    await signInAsDemo(page);

    await nav(page, 'Inicio').click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByTestId('card-portals').getByText('1 portal activo'));
    await expectVisible(page.getByTestId('latest-proposal').getByText('Plan de redes sociales para Clínica Dental Sonríe'));
    // The bell: the signature, the first view, the decline, a comment.
    await page.getByRole('button', { name: /notificaciones/i }).first().click();
    await expectVisible(page.getByText('Marta Núñez firmó la cotización «Identidad visual para Panadería Ñuñoa»'));
    await page.keyboard.press('Escape');

    await nav(page, 'Cotizaciones').click();
    await expectPath(page, '/proposals');
    for (const name of ['Sitio web corporativo para Constructora Los Andes', 'Plan de redes sociales para Clínica Dental Sonríe', 'Campaña de vendimia para Viña Valle Central']) {
      await expectVisible(page.getByText(name).first());
    }

    await nav(page, 'Clientes').click();
    await expectPath(page, '/clients');
    await expectVisible(page.getByText('Constructora Los Andes').first());
    await expectVisible(page.getByText('Valentina Soto').first());

    await nav(page, 'Servicios').click();
    await expectPath(page, '/services');
    await expectVisible(page.getByText('Sitio web corporativo').first());

    // A business line from the sidebar: its proposals.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Líneas de negocio' }).click();
    await nav(page, 'Diseño web').click();
    await expectPath(page, (u) => u.pathname.startsWith('/line/'));
    await expectVisible(page.getByText('Sitio web corporativo para Constructora Los Andes').first());

    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Equipo' }).click();
    await expectPath(page, '/team');
    await expectVisible(page.getByText('carla.diaz@example.com').first());

    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Ajustes' }).click();
    await expectPath(page, '/settings');
    const workspaceName = page.getByLabel('Nombre del espacio de trabajo');
    await expectVisible(workspaceName);
    await eventually(() => workspaceName.inputValue(), 'Estudio Demo', 'the settings show the demo workspace');

    // The portal made by the signature: stages, files, payments; then as the client sees it.
    await nav(page, 'Portales').click();
    await expectPath(page, '/projects');
    await page.getByText('Identidad visual para Panadería Ñuñoa').first().click();
    await expectPath(page, (u) => /^\/projects\/[^/]+$/.test(u.pathname));
    await expectVisible(page.getByText('Logotipo y variantes').first());
    await expectVisible(page.getByText('Diagnóstico de marca.pdf').first());
    // Issue 30 §2: the 40 % advance is paid; the rest still read 30 % of the total, not 50 % of what remained.
    const percentOf = (name: string) => page.getByRole('group', { name, exact: true }).getByLabel('Porcentaje').inputValue();
    await eventually(async () => [await percentOf('Anticipo'), await percentOf('Segundo Pago'), await percentOf('Entrega')], ['40', '30', '30'], 'staff percents of the total');
    await page.getByRole('link', { name: 'Ver como cliente' }).first().click();
    await expectPath(page, (u) => u.pathname.includes('/client'));
    await expectVisible(page.getByText('Logotipo y variantes').first());
    // The client reads the same figures, and each subservice's own quantity (never «Cantidad: 14» of hours and pieces).
    await page.getByRole('link', { name: /^Pagos/ }).first().click();
    await eventually(() => page.getByText('30% del total').count(), 2, 'the client sees 30 % twice');
    await expectVisible(page.getByText('40% del total'));
    await page.getByRole('link', { name: /^Servicios/ }).first().click();
    await expectVisible(page.getByText('Cantidad: 12 horas'));
    expect(await page.getByText('Cantidad: 14').count()).toBe(0);
  });

  test('a sample proposal: the banner with a sign-up link, signing leads to the demo page, whose link opens sign-up', async ({ page }) => {
    await signInAsDemo(page);
    await nav(page, 'Cotizaciones').click();
    await page.getByText('Sitio web corporativo para Constructora Los Andes').first().click();
    await expectPath(page, (u) => /^\/proposals\/[^/]+$/.test(u.pathname));
    // The public link, as the share page gives it to the studio.
    await page.getByRole('link', { name: 'Compartir' }).first().click();
    await expectPath(page, (u) => u.pathname.endsWith('/share'));
    const publicUrl = new URL(await page.getByRole('textbox', { name: 'Enlace público' }).inputValue());
    const slug = publicUrl.pathname.split('/').pop()!;

    // The client opens it in their own browser.
    const client = await page.context().browser()!.newContext({ locale: 'es-CL', viewport: { width: 1280, height: 800 } });
    await watchCsp(client);
    const pub = await client.newPage();
    try {
      await pub.goto(`${own.base}/p/${slug}`);
      await expectVisible(pub.getByText('Esta es una cotización de ejemplo: así verán tus clientes las tuyas.'));
      expect(await pub.getByRole('link', { name: 'Crea tu cuenta gratis' }).getAttribute('href')).toBe('/register');

      await pub.getByRole('button', { name: 'Aceptar cotización' }).first().click();
      const modal = pub.getByRole('dialog', { name: 'Firma' });
      await expectVisible(modal);
      await drawSignature(pub);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Firmar' }).click();

      await expectPath(pub, `/p/${slug}/demo`);
      await expectVisible(pub.getByRole('heading', { name: 'Esta cotización es de ejemplo: no se firmó' }));
      await expectVisible(pub.getByText('Lo que habría pasado al firmar'));
      await expectVisible(pub.getByText('¿Qué es Trato?'));
      await pub.getByRole('link', { name: 'Crea tu cuenta gratis' }).click();
      await expectPath(pub, '/register');
      await expectVisible(pub.getByRole('button', { name: 'Crear cuenta' }));
    } finally {
      await client.close();
    }
  });
});
