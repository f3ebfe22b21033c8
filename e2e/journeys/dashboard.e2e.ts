import { formatMoney } from '@trato/domain/money-format';
import { signUpViaApi } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { signedPortal } from '../support/portal.ts';
import { createProposalFor, createSharedProposal } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** The sample services of e2e/support/proposals.ts: 150 000 + 2,5 × 40 000. */
const SAMPLE_TOTAL = '250000';

describe('dashboard', () => {
  test('a signed proposal: the dashboard counts the portal, the sent proposal and the accepted amount as the lists do; its links open them', async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Identidad para Panadería Aurora' });
    const projectId = await signedPortal(shared);
    const sent = await createProposalFor(shared, 'Catálogo para Panadería Aurora');

    await loginViaUi(page, shared.account);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByTestId('metric-active').getByText('1', { exact: true }));
    await expectVisible(page.getByTestId('metric-sent').getByText('1', { exact: true }));
    await expectVisible(page.getByTestId('metric-accepted').getByText(formatMoney(SAMPLE_TOTAL, 'CLP')));
    await expectVisible(page.getByTestId('card-portals').getByText('1 portal activo'));
    await expectVisible(page.getByTestId('card-proposals').getByText('1 cotización en línea'));

    // The same numbers in the lists.
    await nav.getByRole('link', { name: 'Portales', exact: true }).click();
    await expectPath(page, '/projects');
    await expectVisible(page.getByTestId('project-row').first());
    expect(await page.getByTestId('project-row').count()).toBe(1);
    await nav.getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expectPath(page, '/proposals');
    await expectVisible(page.getByTestId('proposal-row').first());
    expect(await page.getByTestId('proposal-row').filter({ has: page.locator('[data-status="SENT"]') }).count()).toBe(1);
    expect(await page.getByTestId('proposal-row').filter({ has: page.locator('[data-status="ACCEPTED"]') }).count()).toBe(1);

    // A latest proposal opens its page.
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.getByTestId('latest-proposal').filter({ hasText: sent.name }).click();
    await expectPath(page, `/proposals/${sent.id}`);

    // The portal card opens the portal.
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.getByTestId('card-portals').getByRole('link', { name: 'Abrir portal' }).click();
    await expectPath(page, `/projects/${projectId}`);
    await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
  });

  test('a new workspace: empty states, and the first business line is created from its card', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    await loginViaUi(page, account);
    await page.goto('/dashboard');
    await expectVisible(page.getByText('Aún no hay cotizaciones. Crea la primera desde una línea de negocio.'));
    await expectVisible(page.getByText('Nada en los próximos 14 días.'));
    const card = page.getByTestId('card-lines');
    await card.getByRole('button', { name: 'Crear línea' }).click();
    await expectVisible(card.getByText('El nombre de la línea no puede estar vacío'));
    await card.getByLabel('Nombre de la nueva línea de negocio').fill('Fotografía');
    await card.getByRole('button', { name: 'Crear línea' }).click();
    await expectVisible(page.getByText('Línea de negocio creada con éxito'));
    await expectPath(page, (u) => u.pathname.startsWith('/line/'));
  });
});
