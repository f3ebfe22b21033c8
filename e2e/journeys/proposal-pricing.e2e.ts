import { signUpViaApi } from '../support/api.ts';
import { describe, expect, test, url } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, group, paymentColumn, plansRegion, proposalForPricing, savedIn, servicesRegion, text } from '../support/pricing.ts';
import { eventually, expectHidden, expectVisible, loginViaUi } from '../support/ui.ts';

// The desktop sequence (three services, 40/30/30 moved and split) is part of the whole-builder
// journey in proposal-builder.e2e.ts; this file keeps what only a phone shows.
describe('proposal pricing on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every step fits the screen without sideways scrolling; a paid payment shows the loader and is kept', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const proposal = await proposalForPricing(account, {
      services: [
        { name: 'Consultoría', type: 'hours', quantity: '4', value: '62500.5' },
        { name: 'Informe final', type: 'simple', total: '99999', subservices: [] },
      ],
    });
    await loginViaUi(page, account);
    await page.goto(url(`/proposals/${proposal.id}/edit#step-3`));
    await expectVisible(group(page, 'Consultoría'));
    expect(await text(page.getByTestId('proposal-grand-total'))).toBe('350.001 CLP');
    await expectVisible(servicesRegion(page));
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Ir al paso 4: Hitos y pagos' }).click();
    await plansRegion(page).getByRole('radio', { name: /^50\/50/ }).check();
    await eventually(() => paymentColumn(page, 'Monto'), ['175000.5', '175000.5'], 'fifty-fifty');
    await savedIn(plansRegion(page));
    await expectNoSidewaysScroll(page);

    await group(page, 'Anticipo').getByRole('switch', { name: 'Pagado' }).click();
    await expectHidden(page.getByTestId('full-page-loader'));
    await expectVisible(group(page, 'Anticipo').getByText('Pago registrado: no se puede modificar.'));
    await page.reload();
    await expectVisible(group(page, 'Anticipo').getByText('Pago registrado: no se puede modificar.'));
    expect(await group(page, 'Anticipo').getByRole('switch', { name: 'Pagado' }).isChecked()).toBe(true);
    await expectNoSidewaysScroll(page);

    // The other steps, each with its own content, fit too.
    for (const [n, name, title] of [
      [1, 'Cliente', 'Cliente seleccionado'],
      [2, 'Solicitud', 'Solicitud del cliente'],
      [5, 'Previsualizar', 'Previsualizar'],
    ] as const) {
      await page.getByRole('button', { name: `Ir al paso ${n}: ${name}` }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: title, exact: true }));
      await expectNoSidewaysScroll(page);
    }
  });
});
