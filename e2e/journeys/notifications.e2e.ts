import { describe, expect, test } from '../support/fixtures.ts';
import { createSharedProposal, openOnPhone } from '../support/public.ts';
import { expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

describe('the notification bell', () => {
  test('a first view by the client rings the bell; opening it reads all; the item leads to the proposal', async ({ browser, page }) => {
    const shared = await createSharedProposal({ name: 'Rediseño web para Café Cordillera' });
    await loginViaUi(page, shared.account);
    await page.goto('/proposals');

    const quietBell = page.getByRole('button', { name: 'Notificaciones', exact: true });
    await expectVisible(quietBell);
    await quietBell.click();
    await expectVisible(page.getByRole('menu', { name: 'Notificaciones' }).getByText('No tienes notificaciones'));
    await page.keyboard.press('Escape');

    await openOnPhone(browser, shared);
    // The bell gets it on the realtime stream (realtime.e2e.ts); after a reload it is there too.
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
    await expectVisible(bell);
    expect(await page.getByTestId('notification-badge').textContent()).toBe('1');

    // Keyboard: focus the bell and open it with Enter.
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Notificaciones' });
    const item = menu.getByRole('menuitem', { name: `Tu cotización ${shared.name} fue vista por primera vez` });
    await expectVisible(item);
    await expectVisible(item.getByText(/^hace (un momento|\d+ minutos?)$/));
    // Opening read them all: the badge goes, but the row keeps its unread dot while the menu is open.
    await expectHidden(page.getByTestId('notification-badge'));
    await expectVisible(item.getByRole('img', { name: 'Sin leer' }));

    await item.click();
    await expectPath(page, `/proposals/${shared.id}`);
    await expectHidden(menu);

    // Read for good: after a reload the badge stays away and the row has no dot.
    await page.reload();
    const readBell = page.getByRole('button', { name: 'Notificaciones', exact: true });
    await expectVisible(readBell);
    await readBell.click();
    const again = page.getByRole('menu', { name: 'Notificaciones' }).getByRole('menuitem', { name: /fue vista por primera vez/ });
    await expectVisible(again);
    expect(await again.getByRole('img', { name: 'Sin leer' }).count()).toBe(0);
  });
});
