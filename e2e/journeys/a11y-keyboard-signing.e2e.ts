import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from '../support/fixtures.ts';
import { createSharedProposal, type SharedProposal } from '../support/public.ts';
import { eventually, expectPath, expectVisible, nextFileChooser } from '../support/ui.ts';

/**
 * The signing flow by keyboard alone (issue 14): Tab, Shift+Tab, arrows, Space, Enter and Escape,
 * never the mouse. The modal keeps focus inside and gives it back to its opener on close; the
 * accepted page announces the new status by taking focus on its heading.
 */

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)} in ${max} presses`);
}

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

async function openModalByKeyboard(page: Page, shared: SharedProposal): Promise<{ accept: Locator; modal: Locator }> {
  await page.goto(`/p/${shared.slug}`);
  await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
  const accept = page.getByRole('group', { name: 'Acciones de la cotización' }).getByRole('button', { name: 'Aceptar cotización' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Firma' });
  await expectVisible(modal);
  await eventually(() => focusInside(modal), true, 'focus moves into the modal');
  return { accept, modal };
}

async function fillSignerAndSign(page: Page, modal: Locator, shared: SharedProposal): Promise<void> {
  await tabTo(page, modal.getByLabel('Nombre completo'), { back: true });
  await page.keyboard.type(shared.contact.name);
  await page.keyboard.press('Tab');
  expect(await isFocused(modal.getByLabel('Correo electrónico'))).toBe(true);
  await page.keyboard.type(shared.contact.email);
  const terms = modal.getByRole('checkbox', { name: /términos y condiciones/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
  await tabTo(page, modal.getByRole('button', { name: 'Firmar' }));
  await page.keyboard.press('Enter');
  await expectPath(page, (u) => u.pathname === `/p/${shared.slug}/accepted`);
  const heading = page.getByRole('heading', { name: '¡Gracias! Tu cotización quedó aceptada', level: 1 });
  await expectVisible(heading);
  await eventually(() => isFocused(heading), true, 'the accepted heading takes focus, so the new status is read out');
}

describe('signing by keyboard alone', () => {
  test('the modal traps Tab and gives focus back on Escape; then a typed signature signs', async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Firma con teclado' });
    const { accept, modal } = await openModalByKeyboard(page, shared);

    // Forty Tabs forwards and backwards never leave the modal.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press(key);
        expect(await focusInside(modal), `${key} #${i + 1} stays in the modal`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await eventually(() => modal.isVisible(), false, 'Escape closes the modal');
    await eventually(() => isFocused(accept), true, 'focus returns to Aceptar cotización');

    await page.keyboard.press('Enter');
    await expectVisible(modal);
    // The modes are a tab list: arrows move between Dibujar, Escribir and Cargar.
    await tabTo(page, modal.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    const typeTab = modal.getByRole('tab', { name: 'Escribir' });
    await eventually(() => typeTab.getAttribute('aria-selected'), 'true', 'ArrowRight selects Escribir');
    await fillSignerAndSign(page, modal, shared);
  });

  test('an uploaded signature, chosen and sent by keyboard', async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Firma cargada con teclado' });
    const chooserOpened = nextFileChooser(page); // listening from the start: see nextFileChooser
    const { modal } = await openModalByKeyboard(page, shared);
    await tabTo(page, modal.getByRole('tab', { selected: true }));
    await page.keyboard.press('End');
    await eventually(() => modal.getByRole('tab', { name: 'Cargar' }).getAttribute('aria-selected'), 'true', 'End selects Cargar');

    // Enter on the focused file field opens the system's file chooser; the file is picked there.
    await tabTo(page, modal.getByLabel('Imagen de tu firma'));
    await page.keyboard.press('Enter');
    await (await chooserOpened).setFiles({ name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expectVisible(modal.getByRole('img', { name: 'Vista previa de la firma cargada' }));
    await fillSignerAndSign(page, modal, shared);
  });
});
