import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { describe, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { enterPortalFromSignedEmail, portalNav, signedPortal } from '../support/portal.ts';
import { group } from '../support/pricing.ts';
import { createSharedProposal, followEmailedLink, phoneContext } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/**
 * Staff and client, each in their own browser, passing the portal back and forth by clicking:
 * what staff do on /projects/{id} is what the client sees on /c/* after a reload.
 */

/** The 50/50 plan of the sample services' 250 000, so the portal has a Pagos page. */
const PLAN = {
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: null },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: null },
  ],
};

/** The current month's first and 20th day, in the client's time zone: a stage the calendar shows now. */
function thisMonth(): { start: string; end: string } {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()).split('-');
  return { start: `${y}-${m}-01`, end: `${y}-${m}-20` };
}

const paymentRow = (page: Page, name: string) => page.getByTestId('portal-payment').filter({ hasText: name });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('portal round trip', () => {
  test('staff send access by email; the client follows it on a phone and sees what staff do: a paid advance, its notification, a new stage', async ({ page, browser }) => {
    const shared = await createSharedProposal({ name: 'Sitio web para Café Cordillera' });
    const projectId = await signedPortal(shared);
    await api('PUT', `/v1/projects/${projectId}`, { token: shared.account.token, body: { payments: PLAN } });

    // Staff open the portal from the list, by clicking.
    await loginViaUi(page, shared.account);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Portales', exact: true }).click();
    await page.getByTestId('project-row').getByRole('link', { name: shared.name }).click();
    await expectPath(page, `/projects/${projectId}`);

    const before = await lastEmailId(shared.contact.email);
    await page.getByRole('toolbar', { name: 'Acciones del portal' }).getByRole('button', { name: 'Enviar acceso por correo' }).click();
    await expectVisible(page.getByText('Correo de acceso enviado correctamente'));

    const client = await phoneContext(browser);
    try {
      const phone = await client.newPage();
      // The signed copy of the proposal may still be on its way (the outbox sends it after the
      // signature): the access email is the one with the portal's sign-in link.
      const mail = await waitForEmail({ to: shared.contact.email, afterId: before, body: '/c/login' });
      await followEmailedLink(phone, extractLink(mail, '/c/login'));
      await expectPath(phone, `/c/project/${projectId}`);
      await expectVisible(phone.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));

      // Pagos: the advance is pending.
      await portalNav(phone).getByRole('link', { name: 'Pagos' }).click();
      await expectPath(phone, '/c/payments');
      await expectVisible(paymentRow(phone, 'Anticipo').getByText('Pendiente', { exact: true }));

      // Staff mark it paid.
      await group(page, 'Anticipo').getByRole('switch', { name: 'Pagado' }).click();
      await expectVisible(group(page, 'Anticipo').getByText('Pago registrado: no se puede modificar.'));

      // The client reloads Pagos: paid, and her bell tells her.
      await phone.reload();
      await expectVisible(paymentRow(phone, 'Anticipo').getByText('Pagado', { exact: true }));
      await expectVisible(paymentRow(phone, 'Entrega').getByText('Pendiente', { exact: true }));
      // The bell tells a screen reader how many are unread, not only the badge's eye (issue 32 §5).
      await expectVisible(phone.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ }).getByTestId('unread-badge'));
      const bell = phone.getByRole('button', { name: /^Notificaciones/ });
      await bell.click();
      await expectVisible(phone.getByRole('region', { name: 'Notificaciones' }).getByText('Pago «Anticipo» registrado como pagado'));
      await bell.click();

      // Staff add a stage over this month.
      const { start, end } = thisMonth();
      const stages = section(page, 'Etapas');
      await stages.getByRole('button', { name: 'Agregar etapa' }).click();
      await stages.getByLabel('Nombre de la etapa').fill('Diseño de interfaz');
      await stages.getByLabel('Inicio').fill(start);
      await stages.getByLabel('Término').fill(end);
      await stages.getByRole('button', { name: 'Guardar' }).click();
      await expectVisible(page.getByText('Etapa guardada'));

      // The client sees it in Inicio and in Calendario.
      await phone.reload();
      await portalNav(phone).getByRole('link', { name: 'Inicio' }).click();
      await expectPath(phone, `/c/project/${projectId}`);
      await expectVisible(phone.getByText('Diseño de interfaz').first());
      await portalNav(phone).getByRole('link', { name: 'Calendario' }).click();
      await expectPath(phone, '/c/calendar');
      await expectVisible(phone.getByText('Etapa: Diseño de interfaz').first());
    } finally {
      await client.close();
    }
  });

  test("the signed copy's email leads to her portal through 'Ir a mi portal'", async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Fotos de producto' });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const phone = await client.newPage();
      await enterPortalFromSignedEmail(phone, shared);
      await expectPath(phone, `/c/project/${projectId}`);
      await expectVisible(portalNav(phone).getByRole('link', { name: 'Inicio' }));
    } finally {
      await client.close();
    }
  });
});
