import { describe, expect, test } from '../support/fixtures.ts';
import { createSharedProposal, signViaApi } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

// The staff bell asks for news every 30 s (get-notifications.ts): the page updates within one round.
const ONE_BELL_ROUND_MS = 45_000;

describe('the staff proposal page while the client signs', () => {
  test('shows Aceptado and the project without a reload, and the project opens as an active portal', async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Identidad para Café Cordillera' });
    await loginViaUi(page, shared.account);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await page.getByTestId('proposal-row').getByRole('link', { name: shared.name }).click();
    await expectPath(page, `/proposals/${shared.id}`);
    await expectVisible(page.getByTestId('proposal-document').getByText('Enviado'));
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    // The client signs from their own device.
    await signViaApi(shared);

    // The notification reaches the bell, and the open page reads the proposal again.
    await expectVisible(page.getByTestId('proposal-document').getByText('Aceptado'), ONE_BELL_ROUND_MS);
    const project = page.getByRole('link', { name: 'Abrir proyecto' });
    await expectVisible(project);
    expect(reloaded).toBe(false);

    await project.click();
    await expectPath(page, (u) => /^\/projects\/[0-9a-f-]{36}$/.test(u.pathname));
    await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
    await expectVisible(page.getByTestId('project-cover').getByText('Activo'));
  });
});
