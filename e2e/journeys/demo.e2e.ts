import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from '../support/fixtures.ts';
import { watchCsp } from '../support/csp.ts';
import { drawSignature } from '../support/public.ts';
import { useOwnServer } from '../support/own-server.ts';
import { eventually, expectPath, expectVisible, openAvatarMenu, submitLogin } from '../support/ui.ts';
import { settledText, slips } from '../support/visible-text.ts';

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
    await eventually(async () => [await percentOf('Anticipo'), await percentOf('Segundo pago'), await percentOf('Entrega')], ['40', '30', '30'], 'staff percents of the total');
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

  test('every staff, portal and public page reads in Spanish: no English word of the stop-list, no raw identifier', { timeout: 180_000 }, async ({ page }) => {
    // The check itself can fail: the slips of issue 30 §4 are caught, correct Spanish is not.
    for (const slip of ['Untitled', 'This page could not be found', 'Autenticated as ana@x.cl', 'Link copiado', 'Enviar acceso por email', 'Ana services.quote_requested', 'payment.paid', 'Oops...Something went wrong']) {
      expect(slips(slip), slip).not.toEqual([]);
    }
    expect(slips('Cancelar · Correo electrónico · carla.diaz@example.com · Diagnóstico de marca.pdf · LinkedIn · Enlace público')).toEqual([]);

    const found: string[] = [];
    const walk = async (on: Page, paths: string[], signedIn = true) => {
      for (const path of paths) {
        await on.goto(`${own.base}${path}`);
        const text = await settledText(on);
        const at = new URL(on.url()).pathname;
        // A page that sent a signed-in person to a login was not read at all.
        if (signedIn && /^\/(c\/)?login$/.test(at)) found.push(`${path}: sent to ${at}`);
        for (const slip of slips(text)) found.push(`${path} (${at}): ${slip}`);
      }
    };

    // Signed out: the sign-in, sign-up and recovery pages, the portal's login, the terms, a 404.
    await walk(page, ['/login', '/register', '/auth/forgot', '/auth/reset', '/register/verify', '/c/login', '/terminos', '/no-existe'], false);

    await signInAsDemo(page);
    const token = await page.evaluate(() => localStorage.getItem('trato.token'));
    const read = async <T,>(path: string): Promise<T> => {
      const res = await fetch(`${own.base}/api${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: T }).data;
    };
    type Item = { id: string; name: string; status: string; slug: string };
    const proposals = await read<Item[]>('/v1/proposals?type=proposal');
    const byStatus = (status: string) => proposals.find((p) => p.status === status)!;
    const [sent, accepted, declined] = [byStatus('SENT'), byStatus('ACCEPTED'), byStatus('DECLINED')];
    const portal = (await read<Item[]>('/v1/projects'))[0]!;
    const company = (await read<Item[]>('/v1/companies'))[0]!;
    const line = (await read<Item[]>('/v1/lines'))[0]!;
    const access = await read<{ url: string }>(`/v1/projects/${portal.id}/magic-link`);

    // The client, in her own browser: every page of her portal, and she asks to quote an optional service.
    const client: BrowserContext = await page.context().browser()!.newContext({ locale: 'es-CL', viewport: { width: 1280, height: 800 } });
    await watchCsp(client);
    try {
      const her = await client.newPage();
      await her.goto(access.url);
      await expectPath(her, (u) => u.pathname.startsWith('/c/project/'));
      await walk(her, ['/c/dashboard', `/c/project/${portal.id}`, `/c/project/${portal.id}/files`, '/c/files', '/c/payments', '/c/proposal', '/c/proposals', '/c/calendar', '/c/help', '/c/services']);
      await her.getByRole('checkbox').first().check();
      await her.getByRole('button', { name: 'Solicitar cotización' }).click();
      await expectVisible(her.getByText('Cotización solicitada').first());
    } finally {
      await client.close();
    }

    // Staff: every page of the app, the quote request among the activity in Spanish.
    await walk(page, [
      '/dashboard',
      '/proposals',
      `/proposals/${sent.id}`,
      `/proposals/${sent.id}/edit`,
      `/proposals/${sent.id}/preview`,
      `/proposals/${sent.id}/share`,
      `/proposals/${accepted.id}`,
      `/proposals/${declined.id}`,
      '/projects',
      `/projects/${portal.id}`,
      `/projects/${portal.id}/edit`,
      `/projects/${portal.id}/client`,
      '/clients',
      `/clients/${company.id}`,
      `/clients/${company.id}/edit`,
      `/line/${line.slug}`,
      '/calendar',
      '/payments',
      '/services',
      '/settings',
      '/billing',
      '/team',
      '/superadmin',
    ]);
    await page.goto(`${own.base}/dashboard`);
    await expectVisible(page.getByTestId('dashboard-activity').filter({ hasText: / pidió cotizar «/ }).first());
    await page.goto(`${own.base}/projects/${portal.id}`);
    await expectVisible(page.getByTestId('activity-item').filter({ hasText: / pidió cotizar «/ }).first());

    // Public pages, in a browser with no session (a session would be sent to the portal). /pdf opens
    // the PDF itself, whose words the API's PDF tests read.
    const visitor = await page.context().browser()!.newContext({ locale: 'es-CL', viewport: { width: 1280, height: 800 } });
    await watchCsp(visitor);
    try {
      const pub = await visitor.newPage();
      await walk(pub, [
        ...[sent, accepted, declined].map((p) => `/p/${p.slug}`),
        `/p/${sent.slug}/login`,
        `/p/${accepted.slug}/accepted`,
        `/p/${sent.slug}/demo`,
      ]);
    } finally {
      await visitor.close();
    }

    expect(found, `English or raw identifiers on screen:\n${found.join('\n')}`).toEqual([]);
  });
});
