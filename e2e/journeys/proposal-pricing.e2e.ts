import type { Locator, Page } from 'playwright-core';
import { api, signUpViaApi } from '../support/api.ts';
import { describe, expect, test, url } from '../support/fixtures.ts';
import { getProposal, proposalForPricing } from '../support/pricing.ts';
import { eventually, expectHidden, expectVisible, loginViaUi } from '../support/ui.ts';

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const service = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const payment = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const servicesRegion = (page: Page) => page.getByRole('region', { name: 'Servicios' });
const plansRegion = (page: Page) => page.getByRole('region', { name: 'Plan de pagos' });
const savedIn = (region: Locator) => expectVisible(region.getByTestId('pricing-save-status').getByText('Cambios guardados'));
const column = async (page: Page, label: 'Porcentaje' | 'Monto' | 'Nombre del pago') => {
  const rows = page.getByTestId('payment-row');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(await rows.nth(i).getByLabel(label, { exact: true }).inputValue());
  return out;
};

/** The right edge of the furthest element inside `region`, to compare with the viewport width. */
const rightmost = (region: Locator) =>
  region.evaluate((el) => Math.max(...[el, ...Array.from(el.querySelectorAll('*'))].map((e) => e.getBoundingClientRect().right)));

/** Fills a field and leaves it (payments apply an edit when the field is left). */
async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

describe('proposal pricing: services (step 3) and payment plan (step 4)', () => {
  test('three services priced exactly, the 40/30/30 plan edited and split, everything kept after a reload', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const proposal = await proposalForPricing(account, {
      catalogue: [
        { name: 'Sitio web', description: 'Diseño y desarrollo', type: 'hours', quantity: '10', value: '25000' },
        { name: 'Sesión de fotos', type: 'simple', total: '80000' },
      ],
    });
    await loginViaUi(page, account);
    await page.goto(url(`/proposals/${proposal.id}/edit#step-3`));
    await expectVisible(page.getByText('Aún no hay servicios en esta cotización'));

    // 1. From the catalogue, found by a search without accents.
    await page.getByRole('button', { name: 'Agregar del catálogo' }).click();
    const picker = page.getByRole('dialog', { name: 'Agregar del catálogo' });
    await picker.getByRole('searchbox', { name: 'Buscar en el catálogo' }).fill('SITIO');
    await expectHidden(picker.getByRole('button', { name: 'Agregar Sesión de fotos' }));
    await picker.getByRole('button', { name: 'Agregar Sitio web' }).click();
    await expectHidden(picker);
    const web = service(page, 'Sitio web');
    await expectVisible(web);
    await expectVisible(web.getByText('Del catálogo'));
    expect(await text(web.getByLabel('Total Sitio web'))).toBe('250.000 CLP');
    // The copy is the proposal's own: changing it leaves the catalogue as it was (checked below).
    await fillAndLeave(web.getByLabel('Descripción'), 'Diseño y desarrollo a medida');

    // 2. Ad hoc, fixed price; a missing price is shown next to the field, in Spanish.
    await page.getByRole('button', { name: 'Servicio personalizado' }).click();
    const fresh = service(page, 'Servicio 2');
    await fresh.getByLabel('Tipo de servicio').first().selectOption('simple');
    await fillAndLeave(fresh.getByLabel('Precio').first(), '');
    await expectVisible(fresh.getByText('Ingresa el precio del servicio.'));
    await fresh.getByLabel('Nombre', { exact: true }).first().fill('Hosting anual');
    const hosting = service(page, 'Hosting anual');
    await fillAndLeave(hosting.getByLabel('Precio'), '150000');
    await expectHidden(hosting.getByText('Ingresa el precio del servicio.'));

    // 3. Ad hoc with two subservices: 350 000 fixed + 5 h × 50 000.
    await page.getByRole('button', { name: 'Servicio personalizado' }).click();
    await service(page, 'Servicio 3').getByLabel('Nombre', { exact: true }).first().fill('Pack de marca');
    const pack = service(page, 'Pack de marca');
    await pack.getByLabel('Tipo de servicio').first().selectOption('other');
    await pack.getByRole('button', { name: 'Agregar subservicio' }).click();
    await pack.getByRole('button', { name: 'Agregar subservicio' }).click();
    const logo = pack.getByRole('listitem', { name: 'Subservicio 1' });
    await logo.getByLabel('Nombre', { exact: true }).fill('Logotipo');
    await logo.getByLabel('Tipo de servicio').selectOption('simple');
    await logo.getByLabel('Precio').fill('350000');
    const hours = pack.getByRole('listitem', { name: 'Subservicio 2' });
    await hours.getByLabel('Nombre', { exact: true }).fill('Horas de ajuste');
    await hours.getByLabel('Cantidad').fill('5');
    await hours.getByLabel('Valor unitario').fill('50000');
    await expectVisible(pack.getByText('Suma de los subservicios'));
    await eventually(() => text(pack.getByLabel('Total Pack de marca')), '600.000 CLP', 'the parent is the sum of its subservices');

    // Per-type totals and the grand total in the proposal currency.
    await eventually(() => text(page.getByTestId('proposal-grand-total')), '1.000.000 CLP', 'grand total');
    const byType = page.getByTestId('type-total');
    expect(await byType.count()).toBe(3);
    const typeTotal = (type: string) => text(byType.filter({ hasText: type }).locator('dd'));
    expect([await typeTotal('Horas'), await typeTotal('Simple'), await typeTotal('Otro')]).toEqual(['250.000 CLP', '150.000 CLP', '600.000 CLP']);
    await savedIn(servicesRegion(page));
    const stored = await getProposal(account, proposal.id);
    expect(stored.totals.total).toBe('1000000.00');
    expect(stored.services.map((s) => [s.name, s.total, s.subservices.length])).toEqual([
      ['Sitio web', '250000.00', 0],
      ['Hosting anual', '150000.00', 0],
      ['Pack de marca', '600000.00', 2],
    ]);
    expect(stored.services[0]!.description).toBe('Diseño y desarrollo a medida');
    const catalogue = await api<{ result: { data: { name: string; description: string }[] } }>('GET', '/v1/services/search?query=Sitio', { token: account.token });
    expect(catalogue.result.data.map((s) => [s.name, s.description])).toEqual([['Sitio web', 'Diseño y desarrollo']]);

    // Step 4: the 40/30/30 plan.
    await page.getByRole('button', { name: 'Ir al paso 4: Hitos y Pagos' }).click();
    await expectVisible(plansRegion(page));
    await plansRegion(page).getByRole('radio', { name: /^Cuotas/ }).check();
    await eventually(() => column(page, 'Nombre del pago'), ['Anticipo', 'Segundo Pago', 'Entrega'], 'the plan’s payments');
    expect(await column(page, 'Porcentaje')).toEqual(['40', '30', '30']);
    expect(await column(page, 'Monto')).toEqual(['400000', '300000', '300000']);

    // Move 10 % from the second payment to the first.
    await fillAndLeave(payment(page, 'Segundo Pago').getByLabel('Porcentaje'), '20');
    await eventually(() => column(page, 'Porcentaje'), ['50', '20', '30'], '50/20/30');
    expect(await column(page, 'Monto')).toEqual(['500000', '200000', '300000']);

    // A change that would empty the previous payment snaps back and says why.
    const entrega = payment(page, 'Entrega');
    await fillAndLeave(entrega.getByLabel('Porcentaje'), '60');
    await expectVisible(entrega.getByText('El pago anterior no puede quedar en cero.'));
    expect(await entrega.getByLabel('Porcentaje').inputValue()).toBe('30');

    // Split the last: two payments of 15 %, the new one named 'Nombre'.
    await page.getByRole('button', { name: 'Dividir Entrega' }).click();
    await eventually(() => column(page, 'Nombre del pago'), ['Anticipo', 'Segundo Pago', 'Entrega', 'Nombre'], 'split');
    expect(await column(page, 'Porcentaje')).toEqual(['50', '20', '15', '15']);
    expect(await column(page, 'Monto')).toEqual(['500000', '200000', '150000', '150000']);
    expect(await text(page.getByTestId('payments-sum'))).toBe('1.000.000 CLP');
    await expectVisible(page.getByText('Coincide con el total de la cotización'));
    await savedIn(plansRegion(page));

    // Reload: the plan, then the services, are as they were left.
    await page.reload();
    await eventually(() => column(page, 'Nombre del pago'), ['Anticipo', 'Segundo Pago', 'Entrega', 'Nombre'], 'plan after reload');
    expect(await column(page, 'Porcentaje')).toEqual(['50', '20', '15', '15']);
    expect(await column(page, 'Monto')).toEqual(['500000', '200000', '150000', '150000']);
    expect(await plansRegion(page).getByRole('radio', { name: /^Cuotas/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Ir al paso 3: Cotización' }).click();
    await expectVisible(service(page, 'Pack de marca'));
    expect(await page.getByTestId('proposal-service').count()).toBe(3);
    expect(await text(page.getByTestId('proposal-grand-total'))).toBe('1.000.000 CLP');
    const packAgain = service(page, 'Pack de marca');
    expect(await packAgain.getByRole('listitem', { name: 'Subservicio 2' }).getByLabel('Nombre', { exact: true }).inputValue()).toBe('Horas de ajuste');
    expect(await text(packAgain.getByLabel('Total Pack de marca'))).toBe('600.000 CLP');

    const final = await getProposal(account, proposal.id);
    expect(final.payments.payments.map((p) => [p.name, p.percent, p.amount, p.status])).toEqual([
      ['Anticipo', '50.00', '500000.00', 'pending'],
      ['Segundo Pago', '20.00', '200000.00', 'pending'],
      ['Entrega', '15.00', '150000.00', 'pending'],
      ['Nombre', '15.00', '150000.00', 'pending'],
    ]);
  });
});

describe('proposal pricing on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('service cards and payments stack without sideways scrolling; a paid payment shows the loader and is kept', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const proposal = await proposalForPricing(account, {
      services: [
        { name: 'Consultoría', type: 'hours', quantity: '4', value: '62500.5' },
        { name: 'Informe final', type: 'simple', total: '99999', subservices: [] },
      ],
    });
    await loginViaUi(page, account);
    await page.goto(url(`/proposals/${proposal.id}/edit#step-3`));
    await expectVisible(service(page, 'Consultoría'));
    expect(await text(page.getByTestId('proposal-grand-total'))).toBe('350.001 CLP');
    expect(await rightmost(servicesRegion(page))).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Ir al paso 4: Hitos y Pagos' }).click();
    await plansRegion(page).getByRole('radio', { name: /^50\/50/ }).check();
    await eventually(() => column(page, 'Monto'), ['175000.5', '175000.5'], 'fifty-fifty');
    expect(await rightmost(plansRegion(page))).toBeLessThanOrEqual(390);
    await savedIn(plansRegion(page));

    await payment(page, 'Anticipo').getByRole('switch', { name: 'Pagado' }).click();
    await expectHidden(page.getByTestId('full-page-loader'));
    await expectVisible(payment(page, 'Anticipo').getByText('Pago registrado: no se puede modificar.'));
    await page.reload();
    await expectVisible(payment(page, 'Anticipo').getByText('Pago registrado: no se puede modificar.'));
    expect(await payment(page, 'Anticipo').getByRole('switch', { name: 'Pagado' }).isChecked()).toBe(true);
  });
});
