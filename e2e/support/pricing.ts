import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api, type Account } from './api.ts';
import { eventually, expectHidden, expectVisible } from './ui.ts';

/**
 * A proposal ready for its pricing steps, made through the API like the builder's first steps do:
 * a business line, a client (company with its contact), POST /v1/proposals in that line, then the
 * client, a name and step 3 set with PUT. Optional catalogue services are created first.
 */
export async function proposalForPricing(
  account: Account,
  options: { name?: string; catalogue?: Record<string, unknown>[]; services?: Record<string, unknown>[] } = {},
): Promise<ProposalDto> {
  const token = account.token;
  for (const service of options.catalogue ?? []) await api('POST', '/v1/services', { token, body: service });
  const line = await api<{ data: { id: string } }>('POST', '/v1/lines', { token, body: { name: 'Diseño' } });
  const client = await api<{ data: { company: { id: string } } }>('POST', '/v1/customers?withCompany=1', {
    token,
    body: { name: 'Marta Núñez', email: `marta-${Date.now()}@panaderia.test`, company_name: 'Panadería Ñuñoa' },
  });
  const created = await api<{ data: ProposalDto }>('POST', '/v1/proposals', { token, body: { line_id: line.data.id } });
  const updated = await api<{ data: ProposalDto }>('PUT', `/v1/proposals/${created.data.id}`, {
    token,
    body: { company_id: client.data.company.id, name: options.name ?? 'Rediseño del sitio', form_step: 3, ...(options.services ? { services: options.services } : {}) },
  });
  return updated.data;
}

/** The proposal as the server holds it now. */
export async function getProposal(account: Account, id: string): Promise<ProposalDto> {
  return (await api<{ data: ProposalDto }>('GET', `/v1/proposals/${id}`, { token: account.token })).data;
}

/** The text a person reads in an element, spaces collapsed. */
export const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** A service card or a payment, both groups named by what they hold ('Sitio web', 'Anticipo'). */
export const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
export const servicesRegion = (page: Page) => page.getByRole('region', { name: 'Servicios' });
export const plansRegion = (page: Page) => page.getByRole('region', { name: 'Plan de pagos' });
export const savedIn = (region: Locator) => expectVisible(region.getByTestId('pricing-save-status').getByText('Cambios guardados'));

/** One column of the payments, top to bottom. */
export async function paymentColumn(page: Page, label: 'Porcentaje' | 'Monto' | 'Nombre del pago'): Promise<string[]> {
  const rows = page.getByTestId('payment-row');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(await rows.nth(i).getByLabel(label, { exact: true }).inputValue());
  return out;
}

/** Fills a field and leaves it (prices and payments apply an edit when the field is left). */
export async function fillAndLeave(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}

/** The whole page fits its width: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `the page is ${scroll - client}px wider than the screen`).toBeLessThanOrEqual(client);
}

/** The catalogue the three-services journey picks from. */
export const CATALOGUE = [
  { name: 'Sitio web', description: 'Diseño y desarrollo', type: 'hours', quantity: '10', value: '25000' },
  { name: 'Sesión de fotos', type: 'simple', total: '80000' },
];

/**
 * Step 3, as a person: 'Sitio web' from the catalogue (found without accents, its description
 * edited only in the proposal), 'Hosting anual' ad hoc at a fixed price (a missing price is
 * explained), and 'Pack de marca' with two subservices (350 000 fixed + 5 h × 50 000). Checks the
 * totals shown, then what the server kept. Needs CATALOGUE in the account.
 */
export async function addThreeServices(page: Page, account: Account, proposalId: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar del catálogo' }).click();
  const picker = page.getByRole('dialog', { name: 'Agregar del catálogo' });
  await picker.getByRole('searchbox', { name: 'Buscar en el catálogo' }).fill('SITIO');
  await expectHidden(picker.getByRole('button', { name: 'Agregar Sesión de fotos' }));
  await picker.getByRole('button', { name: 'Agregar Sitio web' }).click();
  await expectHidden(picker);
  const web = group(page, 'Sitio web');
  await expectVisible(web.getByText('Del catálogo'));
  expect(await text(web.getByLabel('Total Sitio web'))).toBe('250.000 CLP');
  await fillAndLeave(web.getByLabel('Descripción'), 'Diseño y desarrollo a medida');

  await page.getByRole('button', { name: 'Servicio personalizado' }).click();
  const fresh = group(page, 'Servicio 2');
  await fresh.getByLabel('Tipo de servicio').first().selectOption('simple');
  await fillAndLeave(fresh.getByLabel('Precio').first(), '');
  await expectVisible(fresh.getByText('Ingresa el precio del servicio.'));
  await fresh.getByLabel('Nombre', { exact: true }).first().fill('Hosting anual');
  const hosting = group(page, 'Hosting anual');
  await fillAndLeave(hosting.getByLabel('Precio'), '150000');
  await expectHidden(hosting.getByText('Ingresa el precio del servicio.'));

  await page.getByRole('button', { name: 'Servicio personalizado' }).click();
  await group(page, 'Servicio 3').getByLabel('Nombre', { exact: true }).first().fill('Pack de marca');
  const pack = group(page, 'Pack de marca');
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

  const stored = await getProposal(account, proposalId);
  expect(stored.totals.total).toBe('1000000.00');
  expect(stored.services.map((s) => [s.name, s.total, s.subservices.length])).toEqual([
    ['Sitio web', '250000.00', 0],
    ['Hosting anual', '150000.00', 0],
    ['Pack de marca', '600000.00', 2],
  ]);
  expect(stored.services[0]!.description).toBe('Diseño y desarrollo a medida');
  // The proposal's copy changed; the catalogue did not.
  const catalogue = await api<{ result: { data: { name: string; description: string }[] } }>('GET', '/v1/services/search?query=Sitio', { token: account.token });
  expect(catalogue.result.data.map((s) => [s.name, s.description])).toEqual([['Sitio web', 'Diseño y desarrollo']]);
}

/** The plan addThreeServices' 1 000 000 ends with: 50/20/15/15, the new payment named 'Nombre'. */
export const SPLIT_PLAN = {
  names: ['Anticipo', 'Segundo pago', 'Entrega', 'Nombre'],
  percents: ['50', '20', '15', '15'],
  amounts: ['500000', '200000', '150000', '150000'],
};

/**
 * Step 4 on a 1 000 000 proposal: the 40/30/30 'Cuotas' plan, 10 % moved from the second payment
 * to the first (50/20/30), a change that would empty a payment refused with its reason, then the
 * last payment split into two of 15 % (the new one named 'Nombre'); the sum still matches.
 */
export async function planFortyThirtyThirtyAndSplit(page: Page): Promise<void> {
  await expectVisible(plansRegion(page));
  await plansRegion(page).getByRole('radio', { name: /^Cuotas/ }).check();
  await eventually(() => paymentColumn(page, 'Nombre del pago'), ['Anticipo', 'Segundo pago', 'Entrega'], 'the plan’s payments');
  expect(await paymentColumn(page, 'Porcentaje')).toEqual(['40', '30', '30']);
  expect(await paymentColumn(page, 'Monto')).toEqual(['400000', '300000', '300000']);

  await fillAndLeave(group(page, 'Segundo pago').getByLabel('Porcentaje'), '20');
  await eventually(() => paymentColumn(page, 'Porcentaje'), ['50', '20', '30'], '50/20/30');
  expect(await paymentColumn(page, 'Monto')).toEqual(['500000', '200000', '300000']);

  const entrega = group(page, 'Entrega');
  await fillAndLeave(entrega.getByLabel('Porcentaje'), '60');
  await expectVisible(entrega.getByText('El pago anterior no puede quedar en cero.'));
  expect(await entrega.getByLabel('Porcentaje').inputValue()).toBe('30');

  await page.getByRole('button', { name: 'Dividir Entrega' }).click();
  await eventually(() => paymentColumn(page, 'Nombre del pago'), SPLIT_PLAN.names, 'split');
  expect(await paymentColumn(page, 'Porcentaje')).toEqual(SPLIT_PLAN.percents);
  expect(await paymentColumn(page, 'Monto')).toEqual(SPLIT_PLAN.amounts);
  expect(await text(page.getByTestId('payments-sum'))).toBe('1.000.000 CLP');
  await expectVisible(page.getByText('Coincide con el total de la cotización'));
  await savedIn(plansRegion(page));
}
