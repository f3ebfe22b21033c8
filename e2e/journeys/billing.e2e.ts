import { api, signUpViaApi, uid } from '../support/api.ts';
import { createProposalViaApi, finishedProposalViaApi } from '../support/builder.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { phoneContext } from '../support/public.ts';
import { operatorContext, plansOperator, superadminLists, superadminSearch, superadminTable } from '../support/superadmin.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi, openAvatarMenu } from '../support/ui.ts';

// The journey server runs self-hosted (no Stripe keys) with DEFAULT_PLAN=free (global-setup.ts):
// a new workspace has 3 active proposals and 1 active portal.
describe('billing (self-hosted instance)', () => {
  test('at the limit the modal shows the usage and "Actualizar plan" leads to /billing; the superadmin assigns Profesional at /superadmin and the owner finishes the draft', { timeout: 90_000 }, async ({ page, browser }) => {
    const workspace = `Estudio Rocío ${uid()}`;
    const account = await signUpViaApi({ workspaceName: workspace });
    for (const n of [1, 2, 3]) await finishedProposalViaApi(account, `Activa ${n}`);
    const { id } = await createProposalViaApi(account);
    const client = await api<{ data: { company: { id: string } } }>('POST', '/v1/customers?withCompany=1', {
      token: account.token,
      body: { name: 'Rocío Vidal', email: `rocio.${uid()}@sur.cl`, company_name: 'Sur Ltda' },
    });
    await api('PUT', `/v1/proposals/${id}`, { token: account.token, body: { name: 'La cuarta', company_id: client.data.company.id } });

    await loginViaUi(page, account, `/login?r=${encodeURIComponent(`/proposals/${id}/edit#step-5`)}`);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const modal = page.getByRole('dialog', { name: 'Límite de propuestas alcanzado' });
    await expectVisible(modal);
    await expectVisible(modal.getByText('Tu plan Gratis permite 3 cotizaciones activas. Actualiza tu plan para activar más.'));
    await expectVisible(modal.getByRole('meter', { name: /Cotizaciones activas/ }));
    expect(await modal.getByRole('meter').getAttribute('aria-valuetext')).toBe('3 de 3');
    await expectVisible(modal.getByText('Tu cotización quedó guardada como borrador y podrás finalizarla cuando actualices tu plan.'));
    await modal.getByRole('link', { name: 'Actualizar plan' }).click();

    await expectPath(page, '/billing');
    await expectHidden(modal);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Facturación' }));
    await expectVisible(page.getByTestId('billing-plan-name').getByText('Gratis'));
    expect(await page.getByRole('meter', { name: 'Cotizaciones activas' }).getAttribute('aria-valuetext')).toBe('3 de 3');
    expect(await page.getByRole('meter', { name: 'Portales activos' }).getAttribute('aria-valuetext')).toBe('0 de 1');
    const notice = page.getByRole('note', { name: 'Los planes los asigna el administrador' });
    await expectVisible(notice.getByText(/su administrador asigna el plan de cada espacio de trabajo/));
    // No fake checkout: nothing to pay with, no upgrade button, no card section.
    expect(await page.getByRole('link', { name: 'Actualizar plan' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Método de pago' }).count()).toBe(0);
    expect(await notice.getByRole('link', { name: /Superadmin/ }).count()).toBe(0);
    await expectVisible(page.getByText('Aún no tienes facturas'));
    await expectVisible(page.getByText('En esta instancia no se cobran planes, así que no hay facturas.'));

    // The draft was kept as it was.
    const kept = await api<{ result: { status: string; name: string } }>('GET', `/v1/proposal-form/${id}`, { token: account.token });
    expect(kept.result).toMatchObject({ status: 'init', name: 'La cuarta' });

    // The instance's operator, in their own browser, signs in and gives the workspace 'Profesional'.
    const operator = await operatorContext(browser);
    try {
      const admin = await operator.newPage();
      await loginViaUi(admin, await plansOperator());
      await openAvatarMenu(admin);
      await admin.getByRole('menuitem', { name: 'Superadmin' }).click();
      await expectPath(admin, '/superadmin');
      await superadminLists(admin).getByRole('link', { name: 'Espacios' }).click();
      await expectPath(admin, (u) => u.searchParams.get('list') === 'workspaces');
      await superadminSearch(admin, 'Espacios').fill(workspace);
      const row = superadminTable(admin, 'Espacios').getByRole('row').filter({ hasText: workspace });
      await expectVisible(row);
      await expectVisible(admin.getByTestId('superadmin-total').getByText('1 en total'));
      await row.getByLabel(`Plan de ${workspace}`).selectOption({ label: 'Profesional' });
      await row.getByRole('button', { name: 'Asignar plan' }).click();
      await expectVisible(admin.getByText(`Plan Profesional asignado a ${workspace}.`));
      await expectVisible(row.getByText('/ 25 cotizaciones', { exact: false }));
    } finally {
      await operator.close();
    }

    // The owner reloads /billing: the new plan, who gave it, and room for more proposals.
    await page.reload();
    await expectVisible(page.getByTestId('billing-plan-name').getByText('Profesional'));
    await expectVisible(page.getByText('Asignado por el administrador'));
    await eventually(() => page.getByRole('meter', { name: 'Cotizaciones activas' }).getAttribute('aria-valuetext'), '3 de 25', 'the proposals meter');

    // Back to the draft from the proposals list, and this time Finalizar finishes it.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expectPath(page, '/proposals');
    const draftRow = page.getByTestId('proposal-row').filter({ has: page.getByText('La cuarta', { exact: true }) });
    await expectVisible(draftRow.getByText('Sin terminar'));
    await draftRow.getByRole('link', { name: 'La cuarta' }).click();
    await expectPath(page, (u) => u.pathname === `/proposals/${id}/edit`);
    await page.getByRole('button', { name: 'Ir al paso 5: Previsualizar' }).click();
    await expectPath(page, (u) => u.hash === '#step-5');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Cotización lista' }));
    await expectHidden(modal);

    // No longer an unfinished draft: the list shows it finished (Borrador), and the server agrees.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expectPath(page, '/proposals');
    await expectVisible(draftRow.getByText('Borrador'));
    await expectHidden(draftRow.getByText('Sin terminar'));
    const finished = await api<{ result: { status: string } }>('GET', `/v1/proposal-form/${id}`, { token: account.token });
    expect(finished.result.status).toBe('DRAFT');
  });

  test('/checkout/plans lists the plans with the current one marked and explains the administrator assigns them', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'USD' });
    await loginViaUi(page, account, `/login?r=${encodeURIComponent('/checkout/plans')}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
    await expectVisible(page.getByText('En esta instancia los planes los asigna su administrador: aquí puedes ver qué incluye cada uno.'));
    const plans = page.getByRole('list', { name: 'Planes' });
    const current = plans.locator('li[aria-current="true"]');
    await expectVisible(current.getByText('Plan actual'));
    await expectVisible(current.getByRole('heading', { name: 'Gratis' }));
    expect(await plans.getByRole('button', { name: /Elegir el plan/ }).count()).toBe(0);

    // /checkout without a result says there is nothing to confirm and leads back to the plans.
    await page.goto('/checkout');
    await expectVisible(page.getByRole('heading', { name: 'Nada que confirmar' }));
    await page.getByRole('link', { name: 'Ver planes' }).click();
    await expectPath(page, '/checkout/plans');
  });

  test('on a phone in dark mode /billing fits the screen and the settings tabs lead there', async ({ browser }) => {
    const account = await signUpViaApi();
    const context = await phoneContext(browser, 'dark');
    const page = await context.newPage();
    try {
      await loginViaUi(page, account, '/settings');
      await page.getByRole('navigation', { name: 'Secciones de ajustes' }).getByRole('link', { name: 'Facturación' }).click();
      await expectPath(page, '/billing');
      await expectVisible(page.getByRole('meter', { name: 'Cotizaciones activas' }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
