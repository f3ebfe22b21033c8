import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { lastEmailId, waitForEmail } from '../support/mail.ts';
import { day, draftAndSentPlans, signedFiftyFifty } from '../support/payments.ts';
import { expectNoSidewaysScroll, text } from '../support/pricing.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const row = (page: Page, name: string) => page.getByTestId('payment-row').filter({ hasText: name });
const CARD_IDS = { Cobrado: 'collected', 'Por cobrar': 'pending', Vencido: 'overdue', 'Sin firmar': 'pipeline' } as const;
type CardName = keyof typeof CARD_IDS;
const card = (page: Page, name: CardName) => page.getByTestId(`metric-${CARD_IDS[name]}`);
/** A card's headline: the amount in the workspace's currency. */
const headline = (page: Page, name: CardName) => page.getByTestId(`metric-${CARD_IDS[name]}-main`);
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true });
const milestones = (page: Page) => page.getByRole('region', { name: 'Próximos hitos' });
const chartTable = (page: Page) => page.getByRole('region', { name: 'Cobrado vs. por cobrar' }).getByRole('table');

/** The chart's figures as its table states them: [period, collected, pending] per row. */
async function chartRows(page: Page): Promise<string[][]> {
  const rows = chartTable(page).locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(await rows.nth(i).locator('th, td').allInnerTexts());
  return out;
}

/** Opens a row's menu and picks an item. */
async function rowAction(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones del pago ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Whether the full-page loader appeared at all between now and `until` (it may last one frame). */
async function sawLoader(page: Page, action: () => Promise<void>, until: Locator): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { sawLoader: boolean };
    w.sawLoader = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="full-page-loader"]')) w.sawLoader = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await action();
  await expectVisible(until);
  return page.evaluate(() => (window as unknown as { sawLoader: boolean }).sawLoader);
}

const money = async (locator: Locator) => (await text(locator)).replace(/\u00a0/g, ' ');

describe('payments', () => {
  test('cards, chart and filters in the URL; mark paid, edit, remind, delete; the client tab; a rate changes the USD total', async ({ page }) => {
    const { account, projectId, contact } = await signedFiftyFifty();
    const t = account.token;
    // A third instalment, split off the delivery, so one can be deleted (the only pending payment cannot).
    await api('POST', '/v1/payments', { token: t, body: { project_id: projectId, name: 'Cuota extra', due_at: day(40) } });

    await loginViaUi(page, account);
    // The dashboard first: the advance (due today) is among the upcoming milestones.
    await sidebarLink(page, 'Inicio').click();
    await expectPath(page, '/dashboard');
    await expectVisible(milestones(page).getByRole('link', { name: /^Pago: Anticipo/ }));
    await sidebarLink(page, 'Pagos').click();
    await expectPath(page, '/payments');
    await expectVisible(page.getByRole('heading', { name: 'Pagos', level: 1 }));

    // The cards: nothing collected yet, 250 000 CLP owed (≈ 262,50 US$ converted at the default 0.00105).
    await expectVisible(card(page, 'Por cobrar').getByText('250.000 CLP'));
    expect(await money(card(page, 'Por cobrar'))).toContain('262,50 US$');
    expect(await money(headline(page, 'Cobrado'))).toBe('0 CLP');
    await expectVisible(row(page, 'Anticipo'));
    expect(await page.getByTestId('payment-row').count()).toBe(3);

    // A preset narrows the list and goes into the URL; a reload keeps it.
    await page.getByLabel('Vencimiento', { exact: true }).selectOption({ label: 'Próximos 14 días' });
    await expectPath(page, '/payments?preset=next_14_days');
    await eventually(() => page.getByTestId('payment-row').count(), 1, 'only the advance is due within 14 days');
    await page.reload();
    await expectVisible(row(page, 'Anticipo'));
    expect(await page.getByLabel('Vencimiento', { exact: true }).inputValue()).toBe('next_14_days');
    expect(await page.getByTestId('payment-row').count()).toBe(1);
    expect(await money(card(page, 'Por cobrar'))).toContain('125.000 CLP');

    // Mark the advance paid: the full-page loader, a toast, the collected card and the chart move.
    const marked = await sawLoader(page, () => row(page, 'Anticipo').getByRole('button', { name: 'Marcar como pagado' }).click(), page.getByText('Pago marcado como pagado.'));
    expect(marked, 'the full-page loader showed while the status was saved').toBe(true);
    await expectHidden(page.getByTestId('full-page-loader'));
    await expectVisible(row(page, 'Anticipo').getByText('Pagado', { exact: true }));
    await expectVisible(card(page, 'Cobrado').getByText('125.000 CLP'));
    expect(await money(card(page, 'Cobrado'))).toContain('131,25 US$');
    const advanceDay = (await chartRows(page)).find((r) => r[1]?.replace(/\u00a0/g, ' ') === '131,25 US$');
    expect(advanceDay, 'the chart has the 131,25 US$ collected on the advance day').toBeTruthy();

    // The dashboard follows: the paid advance leaves the upcoming milestones and shows in the activity.
    await sidebarLink(page, 'Inicio').click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('region', { name: 'Actividad reciente' }).getByText(/ marcó como pagado «Anticipo»/));
    await expectHidden(milestones(page).getByRole('link', { name: /^Pago: Anticipo/ }));
    await page.goBack();
    await expectPath(page, '/payments?preset=next_14_days');

    // Back to every payment (back button: the URL is the state).
    await page.goBack();
    await expectPath(page, (u) => u.pathname === '/payments' && !u.search.includes('preset'));
    await eventually(() => page.getByTestId('payment-row').count(), 3, 'all three payments again');

    // Edit the delivery's due date in the dialog.
    await rowAction(page, 'Entrega', 'Editar');
    const dialog = page.getByRole('dialog', { name: 'Editar pago' });
    await dialog.getByLabel('Vencimiento').fill(day(25));
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText('Pago actualizado.'));
    await expectHidden(dialog);
    const [y, m, d] = day(25).split('-').map(Number) as [number, number, number];
    const shown = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
    await expectVisible(row(page, 'Entrega').getByText(shown));

    // A reminder reaches the client; a second one right away is refused with the Spanish 429 message.
    const before = await lastEmailId(contact.email);
    await rowAction(page, 'Entrega', 'Enviar recordatorio');
    await expectVisible(page.getByText('Recordatorio enviado a 1 persona.'));
    const mail = await waitForEmail({ to: contact.email, subject: 'Recordatorio de pago: Entrega', afterId: before });
    expect(mail.text).toContain('Entrega');
    await rowAction(page, 'Entrega', 'Enviar recordatorio');
    await expectVisible(page.getByText(/Ya enviaste un recordatorio de este pago hace poco/));

    // Delete the extra instalment after confirming: its amount goes back to the delivery.
    await rowAction(page, 'Cuota extra', 'Eliminar');
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este pago?' });
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expectVisible(page.getByText('Pago eliminado.'));
    await expectHidden(row(page, 'Cuota extra'));
    await expectVisible(row(page, 'Entrega').getByText('125.000 CLP'));

    // The client's Pagos tab: amount, status and the project link.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Clientes', exact: true }).click();
    await expectPath(page, '/clients');
    await page.getByRole('link', { name: 'Panadería Aurora', exact: true }).click();
    await page.getByRole('tab', { name: 'Pagos' }).click();
    const tab = page.getByRole('list', { name: 'Pagos del cliente' });
    const advance = tab.getByTestId('company-payment').filter({ hasText: 'Anticipo' });
    await expectVisible(advance.getByText('125.000 CLP'));
    await expectVisible(advance.getByText('Pagado', { exact: true }));
    await expectVisible(tab.getByTestId('company-payment').filter({ hasText: 'Entrega' }).getByText('Pendiente', { exact: true }));
    expect(await tab.getByTestId('company-payment').count()).toBe(2);
    await advance.getByRole('link', { name: 'Marca Panadería Aurora' }).click();
    await expectPath(page, `/projects/${projectId}`);

    // Settings: a new CLP rate moves the USD total of what was collected (125 000 × 0.002 = 250 US$),
    // shown and typed the Spanish way: «0,0011» on screen, «0,002» typed.
    await page.goto('/settings');
    const rate = page.getByLabel('USD por unidad de CLP');
    await eventually(async () => /^0,\d+$/.test(await rate.inputValue()), true, 'the default rate has a decimal comma');
    await rate.fill('0,002');
    await page.getByRole('button', { name: 'Guardar tasas' }).click();
    await expectVisible(page.getByText('Tasas de cambio actualizadas.'));

    // The workspace's time zone is saved with the rest of the settings.
    await page.getByLabel('Zona horaria').selectOption('Europe/Madrid');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText('Espacio de trabajo actualizado.'));
    await page.reload();
    await eventually(() => page.getByLabel('Zona horaria').inputValue(), 'Europe/Madrid', 'the zone is kept');
    await eventually(() => rate.inputValue(), '0,002', 'the rate is shown as it was typed');

    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Pagos', exact: true }).click();
    await expectVisible(card(page, 'Cobrado').getByText('125.000 CLP'));
    await eventually(async () => (await money(card(page, 'Cobrado'))).includes('250,00 US$'), true, 'collected in USD at the new rate');
  });
});

describe('payments in a CLP workspace', () => {
  test('CLP is the headline and the USD total a converted aside; what is owed leaves out drafts and sent proposals, which are the pipeline apart', async ({ page }) => {
    const { account, lineId, companyId } = await signedFiftyFifty();
    await draftAndSentPlans(account.token, lineId, companyId);
    await loginViaUi(page, account);
    await page.goto('/payments');
    // Owed: the signed portal's 250 000 CLP alone (the draft's and the sent proposal's plans are not owed).
    await eventually(() => money(headline(page, 'Por cobrar')), '250.000 CLP', 'the owed headline is in CLP');
    expect(await money(card(page, 'Por cobrar'))).toMatch(/≈ 262,50 US\$ convertido/);
    await eventually(() => money(headline(page, 'Sin firmar')), '500.000 CLP', 'the draft and the sent proposal are the pipeline');
    // Each card lists exactly its payments.
    await card(page, 'Por cobrar').getByRole('button').click();
    await expectPath(page, '/payments?status=pending');
    await eventually(() => page.getByTestId('payment-row').count(), 2, 'only the portal owes');
    expect(await page.getByTestId('payment-row').filter({ hasText: 'Marca Panadería Aurora' }).count()).toBe(2);
    await card(page, 'Sin firmar').getByRole('button').click();
    await expectPath(page, '/payments?status=pipeline');
    await eventually(() => page.getByTestId('payment-row').count(), 4, 'the two proposals’ plans');
    expect(await page.getByTestId('payment-row').filter({ hasText: 'Marca Panadería Aurora' }).count()).toBe(0);
  });
});

describe('payments on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards stack, each payment is a card that fits, and marking one paid works from the phone', async ({ page }) => {
    const { account } = await signedFiftyFifty();
    await loginViaUi(page, account);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Pagos', exact: true }).click();
    await expectPath(page, '/payments');
    await expectVisible(row(page, 'Anticipo'));
    await expectNoSidewaysScroll(page);

    // One card under the other, full width.
    const [collected, pending] = await Promise.all([card(page, 'Cobrado').boundingBox(), card(page, 'Por cobrar').boundingBox()]);
    expect(pending!.y).toBeGreaterThan(collected!.y + collected!.height - 1);
    expect(Math.round(pending!.x)).toBe(Math.round(collected!.x));

    await row(page, 'Anticipo').getByRole('button', { name: 'Marcar como pagado' }).click();
    await expectVisible(page.getByText('Pago marcado como pagado.'));
    await expectVisible(card(page, 'Cobrado').getByText('125.000 CLP'));
    await expectNoSidewaysScroll(page);
  });
});
