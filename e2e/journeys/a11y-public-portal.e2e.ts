import { axeViolations, describeViolations, expectNoViolations, scan } from '../support/axe.ts';
import { describe, inNpmChromium, test } from '../support/fixtures.ts';
import { allowedNav, enterPortalFromSignedEmail, portalAsStaff, portalNav, signedPortal } from '../support/portal.ts';
import { createProposalFor, createSharedProposal } from '../support/public.ts';
import { expectVisible } from '../support/ui.ts';

/**
 * axe-core on the client's side (issue 14): the public proposal /p/{slug} before and after signing,
 * and every page of the client portal, each at 390 px and 1440 px in light and dark mode.
 * A light workspace colour (#fbbf24) on purpose: text on it must still be readable.
 */
// In the npm-installed Chromium (decision 0086): the browser of a machine without Debian's must
// render the client's pages as readable; the staff app's sweep (a11y-staff) runs in Debian's.
inNpmChromium();

describe('accessibility of the public proposal and the client portal', () => {
  // Four scans per page over a dozen pages: 39 s in a CI run on a slow machine, two thirds of the
  // default 60 s, and over it with the cores shared; the scan count, not a hang, sets its length.
  test('the proposal, its accepted page and every portal page have no serious or critical violations', { timeout: 120_000 }, async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Identidad visual accesible', primaryColor: '#fbbf24' });
    const open = await createProposalFor(shared, 'Segunda cotización abierta');
    const found: string[] = [];

    await page.goto(`/p/${open.slug}`);
    await expectVisible(page.getByRole('heading', { name: open.name, level: 1 }));
    found.push(...(await scan(page, `/p/${open.slug}`)));
    // Issue 14's moderate findings on this page too: heading levels that skip, content outside landmarks.
    const moderate = await axeViolations(page, { impacts: new Set(['moderate', 'serious', 'critical']) });
    if (moderate.length) found.push(`/p/${open.slug} (moderate included):\n${describeViolations(moderate)}`);

    const projectId = await signedPortal(shared);
    await enterPortalFromSignedEmail(page, shared);
    found.push(...(await scan(page, 'portal Inicio')));

    const project = await portalAsStaff(shared, projectId);
    for (const label of allowedNav(project).slice(1)) {
      await portalNav(page).getByRole('link', { name: label }).click();
      await expectVisible(page.getByRole('heading', { name: label, level: 1 }));
      found.push(...(await scan(page, `portal ${label}`)));
    }
    expectNoViolations(found);
  });
});
