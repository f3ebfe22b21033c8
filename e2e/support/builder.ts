import type { Locator, Page } from 'playwright-core';
import { api, uid, type Account } from './api.ts';
import { expectHidden, expectVisible } from './ui.ts';

/** A valid 1×1 PNG (client logos, covers, content images). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

type Dto = { id: string; [key: string]: unknown };

/** A business line and an `init` proposal in it, as 'Nueva cotización' makes them. */
export async function createProposalViaApi(account: Account, lineName = `Línea ${uid()}`): Promise<{ id: string; lineId: string }> {
  const line = await api<{ data: Dto }>('POST', '/v1/lines', { token: account.token, body: { name: lineName } });
  const created = await api<{ data: Dto }>('POST', '/v1/proposals', { token: account.token, body: { line_id: line.data.id } });
  return { id: created.data.id, lineId: line.data.id };
}

/** A finished proposal (a client, a name, then finish): it counts against the plan's active limit. */
export async function finishedProposalViaApi(account: Account, name: string): Promise<string> {
  const { id } = await createProposalViaApi(account);
  const client = await api<{ data: { company: Dto } }>('POST', '/v1/customers?withCompany=1', {
    token: account.token,
    body: { name: `Cliente ${uid()}`, email: `cliente.${uid()}@empresa.test`, company_name: `Empresa ${uid()}` },
  });
  await api('PUT', `/v1/proposals/${id}`, { token: account.token, body: { name, company_id: client.data.company.id } });
  await api('POST', `/v1/proposal-form/${id}/finish`, { token: account.token });
  return id;
}

/** The builder's Editor.js area by its accessible name ('Solicitud', 'Contenido de la cotización'). */
export const editorArea = (page: Page, label: string): Locator => page.getByRole('group', { name: label });

/** The paragraphs, headers… Editor.js has drawn inside an editor. */
export const blocks = (editor: Locator): Locator => editor.locator('.ce-block');

/**
 * Adds a block the way a person does with the keyboard: on an empty line '/' opens Editor.js's
 * toolbox, typing filters it, ↓ focuses the first match and Enter picks it ('Tabla', 'Imagen'…).
 * Right after Enter, Editor.js may still be moving its toolbar to the new line and let the '/'
 * through as text: then, like a person, delete it and press '/' again.
 */
/**
 * Waits until Editor.js has bound its keys to the blocks it just made. It binds a new block's
 * keydown handlers (Enter splits the block, '/' opens the toolbox) in a requestIdleCallback with a
 * 2 s timeout; on a busy machine a key pressed before that is handled by the browser alone (Enter
 * becomes a line break inside a title). An idle callback queued now runs after the editor's.
 */
export async function editorSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 5_000 })));
}

export async function insertBlock(page: Page, editor: Locator, toolName: string): Promise<void> {
  await editorSettled(page);
  const toolbox = editor.locator('.ce-toolbox .ce-popover--opened .ce-popover__container');
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('/');
    const opened = await toolbox
      .waitFor({ state: 'visible', timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (attempt === 3) throw new Error(`The toolbox did not open to insert "${toolName}"`);
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(toolName);
  await expectVisible(toolbox.locator('.ce-popover-item:not(.ce-popover-item--hidden)', { hasText: toolName }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectHidden(toolbox);
  await editorSettled(page);
}

/**
 * Starts a new empty line after the last block, as a click below the content does in Editor.js
 * (after a table or an image, Enter stays inside the block).
 */
export async function newLineAtEnd(editor: Locator): Promise<void> {
  const redactor = editor.locator('.codex-editor__redactor');
  const box = await redactor.boundingBox();
  if (!box) throw new Error('The editor is not on screen');
  await redactor.click({ position: { x: box.width / 2, y: box.height - 24 } });
  await expectVisible(blocks(editor).last().locator('.ce-paragraph:empty'));
  await editorSettled(editor.page());
}
