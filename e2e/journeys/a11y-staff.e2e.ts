import type { Page } from 'playwright-core';
import { expectNoViolations, scan } from '../support/axe.ts';
import { describe, test } from '../support/fixtures.ts';
import { signedPortal } from '../support/portal.ts';
import { createProposalFor, createSharedProposal } from '../support/public.ts';
import { createProposal, setStatus } from '../support/proposals.ts';
import { expectPath, expectVisible, loginViaUi, openAvatarMenu } from '../support/ui.ts';

/**
 * axe-core on every page of the staff app (issue 14), with real data: a signed proposal (so a
 * portal), a sent one, a rejected one (the 'Rechazado' pill) and a draft, in a light workspace
 * colour on purpose. Each page at 390 px and 1440 px in light and dark mode, reached by clicking.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const h1 = (page: Page) => expectVisible(page.getByRole('heading', { level: 1 }));

async function viaNav(page: Page, label: string, path: string): Promise<void> {
  await nav(page).getByRole('link', { name: label, exact: true }).click();
  await expectPath(page, path);
  await h1(page);
}

async function viaAvatar(page: Page, label: string, path: string): Promise<void> {
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: label }).click();
  await expectPath(page, path);
  await h1(page);
}

describe('accessibility of the staff app', () => {
  test('every page of the app has no serious or critical violations', { timeout: 150_000 }, async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Identidad para Panadería Aurora', primaryColor: '#fbbf24' });
    const projectId = await signedPortal(shared);
    await createProposalFor(shared, 'Catálogo para Panadería Aurora');
    const rejected = await createProposalFor(shared, 'Fotos para Panadería Aurora');
    await setStatus(shared.account.token, rejected.id, 'DECLINED');
    const draft = await createProposal(shared.account.token, { lineId: shared.lineId, companyId: shared.companyId, name: 'Borrador accesible' });
    const found: string[] = [];

    await loginViaUi(page, shared.account);
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByTestId('latest-proposal').first());
    found.push(...(await scan(page, '/dashboard')));

    await viaNav(page, 'Cotizaciones', '/proposals');
    await expectVisible(page.locator('[data-status="DECLINED"]').first());
    found.push(...(await scan(page, '/proposals')));

    await page.getByTestId('proposal-row').filter({ hasText: rejected.name }).first().click();
    await expectPath(page, `/proposals/${rejected.id}`);
    await h1(page);
    found.push(...(await scan(page, '/proposals/{id}')));

    await page.goto(`/proposals/${draft.id}/edit`);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    found.push(...(await scan(page, '/proposals/{id}/edit')));

    await page.goto(`/proposals/${shared.id}/share`);
    await h1(page);
    found.push(...(await scan(page, '/proposals/{id}/share')));

    await viaNav(page, 'Portales', '/projects');
    await expectVisible(page.getByTestId('project-row').first());
    found.push(...(await scan(page, '/projects')));
    await page.getByTestId('project-row').first().click();
    await expectPath(page, `/projects/${projectId}`);
    await h1(page);
    found.push(...(await scan(page, '/projects/{id}')));

    await viaNav(page, 'Clientes', '/clients');
    found.push(...(await scan(page, '/clients')));
    await page.getByText('Café Cordillera').first().click();
    await expectPath(page, (u) => /^\/clients\/[^/]+$/.test(u.pathname));
    await h1(page);
    found.push(...(await scan(page, '/clients/{id}')));

    // The sidebar's remaining pages, then the avatar menu's.
    for (const [reach, label, path] of [
      [viaNav, 'Servicios', '/services'],
      [viaNav, 'Calendario', '/calendar'],
      [viaNav, 'Pagos', '/payments'],
      [viaAvatar, 'Ajustes', '/settings'],
      [viaAvatar, 'Facturación', '/billing'],
      [viaAvatar, 'Equipo', '/team'],
    ] as const) {
      await reach(page, label, path);
      found.push(...(await scan(page, path)));
    }
    expectNoViolations(found);
  });
});
