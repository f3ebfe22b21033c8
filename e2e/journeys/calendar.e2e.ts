import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState, paymentStateSentence } from '@trato/domain/payments/overdue';
import { api } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { signedPortal } from '../support/portal.ts';
import { createSharedProposal, hasHorizontalOverflow, phoneContext } from '../support/public.ts';
import { expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** Days of the current month in the browser's time zone (the fixture's America/Santiago). */
function thisMonth(day: number): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()).split('-');
  return `${y}-${m}-${String(day).padStart(2, '0')}`;
}

/** The 50/50 plan of the sample services' 250 000, the advance due this month. */
const plan = () => ({
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: thisMonth(15) },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: null },
  ],
});

/** An .ics body with its folded lines joined (RFC 5545: CRLF + one space continues a line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('calendar', () => {
  test('a stage added on the portal and a payment show in the month; filters hide them; an event opens its portal; the private feed lists them until revoked', async ({ page, context }) => {
    const shared = await createSharedProposal({ name: 'Web para Panadería Aurora' });
    const projectId = await signedPortal(shared);
    await api('PUT', `/v1/projects/${projectId}`, { token: shared.account.token, body: { payments: plan() } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    // Staff add a stage on the portal page.
    await loginViaUi(page, shared.account);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Portales', exact: true }).click();
    await page.getByTestId('project-row').getByRole('link', { name: shared.name }).click();
    await expectPath(page, `/projects/${projectId}`);
    const stages = page.getByRole('region', { name: 'Etapas', exact: true });
    await stages.getByRole('button', { name: 'Agregar etapa' }).click();
    await stages.getByLabel('Nombre de la etapa').fill('Diseño de interfaz');
    await stages.getByLabel('Inicio').fill(thisMonth(5));
    await stages.getByLabel('Término').fill(thisMonth(7));
    await stages.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(page.getByText('Etapa guardada'));

    // The month shows both.
    await nav.getByRole('link', { name: 'Calendario', exact: true }).click();
    await expectPath(page, '/calendar');
    const stage = page.getByRole('link', { name: `Etapa: Diseño de interfaz — ${shared.name}` });
    const payment = page.getByRole('link', { name: `Pago: Anticipo — ${shared.name}` });
    await expectVisible(stage.first());
    await expectVisible(payment);
    expect(await stage.count()).toBe(3);

    // 'Etapas' off: the stage goes, the payment stays; on again: back.
    await page.getByRole('button', { name: 'Etapas', pressed: true }).click();
    await expectHidden(stage.first());
    await expectVisible(payment);
    await page.getByRole('button', { name: 'Etapas', pressed: false }).click();
    await expectVisible(stage.first());

    // Next month has neither; 'Hoy' comes back.
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expectPath(page, (u) => u.pathname === '/calendar' && u.searchParams.has('month'));
    await expectHidden(payment);
    await page.getByRole('button', { name: 'Hoy' }).click();
    await expectVisible(payment);

    // An event opens its portal; going back returns to the same view, filters kept.
    await page.getByRole('button', { name: 'Etapas', pressed: true }).click();
    await expectHidden(stage.first());
    await payment.click();
    await expectPath(page, `/projects/${projectId}`);
    await page.goBack();
    await expectPath(page, (u) => u.pathname === '/calendar' && u.searchParams.get('stages') === '0');
    await expectVisible(payment);
    expect(await stage.count()).toBe(0);

    // The private feed: create, copy, read it as a calendar app would, revoke.
    await page.getByRole('button', { name: 'Suscribirse al calendario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suscribirse al calendario' });
    await dialog.getByRole('button', { name: 'Crear enlace' }).click();
    const field = dialog.getByLabel('Enlace del calendario');
    await expectVisible(field);
    const feedUrl = await field.inputValue();
    await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
    await expectVisible(page.getByText('Enlace copiado al portapapeles'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

    const feedPath = new URL(feedUrl).pathname;
    const ics = await page.request.get(feedPath);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = unfold(await ics.text());
    expect(body).toContain(`SUMMARY:Etapa: Diseño de interfaz — ${shared.name}`);
    expect(body).toContain(`DTSTART;VALUE=DATE:${thisMonth(5).replaceAll('-', '')}`);
    // The advance (the 15th) is overdue once the 15th has passed where the workspace is: the feed says
    // so as the app does (decision 0062), «Pago: Anticipo (vencido)» and «Vencido el 15 de …».
    const state = paymentState({ status: 'pending', due_at: thisMonth(15) }, todayIn('America/Santiago'), 'project');
    expect(body).toContain(`SUMMARY:Pago: Anticipo${state === 'overdue' ? ' (vencido)' : ''} — ${shared.name}`);
    expect(body).toContain(`DESCRIPTION:${paymentStateSentence(state, thisMonth(15))} · `);

    await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
    await expectVisible(page.getByText('Enlace revocado'));
    expect((await page.request.get(feedPath)).status()).toBe(404);
    await expectVisible(dialog.getByRole('button', { name: 'Crear enlace' }));
  });

  test('on a phone the month is an agenda whose rows open the portal', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Fotos para Panadería Aurora' });
    const projectId = await signedPortal(shared);
    await api('PUT', `/v1/projects/${projectId}`, { token: shared.account.token, body: { payments: plan() } });
    const phone = await phoneContext(browser);
    try {
      const page = await phone.newPage();
      await loginViaUi(page, shared.account);
      await page.goto('/calendar');
      const row = page.getByRole('list', { name: /^Agenda de / }).getByRole('link', { name: new RegExp(`Pago: Anticipo — ${shared.name}`) });
      await expectVisible(row);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await row.click();
      await expectPath(page, `/projects/${projectId}`);
    } finally {
      await phone.close();
    }
  });
});
