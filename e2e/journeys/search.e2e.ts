import type { Page } from 'playwright-core';
import { signUpViaApi, uid } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { createClient, createLine, createProposal } from '../support/proposals.ts';
import { phoneContext } from '../support/public.ts';
import { expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** A workspace with the client 'Panadería Aurora' and a finished proposal for it. */
async function bakery() {
  const account = await signUpViaApi();
  const line = await createLine(account.token, `Branding ${uid()}`);
  const client = await createClient(account.token, 'Panadería Aurora', { name: 'Inés Rojas', email: `ines.${uid()}@aurora.test` });
  const proposal = await createProposal(account.token, { lineId: line.id, companyId: client.id, name: 'Identidad para la panadería' });
  return { account, client, proposal };
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Buscar' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Resultados de búsqueda' });

describe('global search in the header', () => {
  test("'panaderia' finds the client and its proposal; the keyboard opens one; Ctrl+K elsewhere; nothing found; a click outside closes", async ({ page }) => {
    const { account, client, proposal } = await bakery();
    await loginViaUi(page, account);
    await page.goto('/dashboard');

    // Typed without the accent, as people do.
    await box(page).click();
    await box(page).fill('panaderia');
    const listbox = results(page);
    const clientOption = listbox.getByRole('option', { name: /Panadería Aurora.*Cliente/ });
    const proposalOption = listbox.getByRole('option', { name: /Identidad para la panadería.*Cotización/ });
    await expectVisible(clientOption);
    await expectVisible(proposalOption);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');

    // ↓ highlights the first result (proposals come before clients), ↓ again the client; Enter opens it.
    await page.keyboard.press('ArrowDown');
    expect(await proposalOption.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await clientOption.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await clientOption.getAttribute('id'));
    await page.keyboard.press('Enter');
    await expectPath(page, `/clients/${client.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Panadería Aurora' }));
    // Choosing a result clears the box and closes the panel.
    expect(await box(page).inputValue()).toBe('');
    await expectHidden(listbox);

    // From another page (focus on the link just followed), Ctrl+K goes to the box without a click.
    await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
    await expectPath(page, '/clients');
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    // Debounced: typing a word letter by letter asks the server once or twice, not once a letter.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/search') asked.push(new URL(r.url()).searchParams.get('query') ?? '');
    });
    await page.keyboard.type('xyzzy-nada', { delay: 40 });
    await expectVisible(page.getByText('No se encontraron resultados'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.at(-1)).toBe('xyzzy-nada');

    // A click outside closes the panel; the text stays until the box is used again.
    await page.getByRole('heading', { level: 1 }).first().click();
    await expectHidden(page.getByText('No se encontraron resultados'));
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');

    // Esc closes it too; one letter is not enough to search.
    await box(page).fill('p');
    await expectVisible(page.getByText('Escribe al menos 2 caracteres.'));
    await page.waitForTimeout(600);
    expect(asked).not.toContain('p');
    await page.keyboard.press('Escape');
    await expectHidden(page.getByText('Escribe al menos 2 caracteres.'));

    // A proposal opens its own page.
    await box(page).fill('identidad para');
    await listbox.getByRole('option', { name: /Identidad para la panadería/ }).click();
    await expectPath(page, `/proposals/${proposal.id}`);
  });

  test('on a phone the search is an icon that opens a full-width sheet', async ({ browser }) => {
    const { account, client } = await bakery();
    const context = await phoneContext(browser, 'dark');
    try {
      const page = await context.newPage();
      await loginViaUi(page, account);
      await page.goto('/dashboard');
      await expectHidden(box(page));
      await page.getByRole('button', { name: 'Abrir búsqueda' }).click();
      const sheet = page.getByRole('dialog', { name: 'Buscar' });
      await expectVisible(sheet);
      const width = await sheet.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBe(390);
      await box(page).fill('AURORA');
      await results(page).getByRole('option', { name: /Panadería Aurora.*Cliente/ }).click();
      await expectPath(page, `/clients/${client.id}`);
      await expectHidden(sheet);
    } finally {
      await context.close();
    }
  });
});
