import type { Locator, Page } from 'playwright-core';
import { api, signUpViaApi, uid, type Account } from '../support/api.ts';
import { blocks, createProposalViaApi, editorArea, editorSettled, finishedProposalViaApi, insertBlock, newLineAtEnd, png } from '../support/builder.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { addThreeServices, CATALOGUE, group, paymentColumn, planFortyThirtyThirtyAndSplit, plansRegion, SPLIT_PLAN, text } from '../support/pricing.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi, nextFileChooser } from '../support/ui.ts';

type Saved = {
  status: string;
  name: string;
  company: { name: string; logo: string | null } | null;
  request: { blocks: { type: string; data: Record<string, unknown> }[] } | null;
  content: { blocks: { type: string; data: Record<string, unknown> }[] } | null;
  cover_url: string | null;
  valid_until_at: string | null;
  form_step: number;
  total: string;
  payments: { payments: { percent: string }[] };
};

const saved = async (account: Account, id: string) => (await api<{ result: Saved }>('GET', `/v1/proposal-form/${id}`, { token: account.token })).result;
const hashOf = (page: Page) => new URL(page.url()).hash;
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const SAVE_STATUS_ID = 'builder-save-status';
const saveStatus = (page: Page) => page.getByTestId(SAVE_STATUS_ID);

/** Waits until the builder says everything typed so far is on the server. */
async function expectAllSaved(page: Page) {
  await expectVisible(saveStatus(page).getByText('Cambios guardados'));
  await expectHidden(page.getByText('Guardando…'));
}

describe('proposal builder', () => {
  // Session 2 saw this journey lose a block about one run in ten. Found since: Enter pressed before
  // Editor.js bound a new block's keys (editorSettled), and a failed read of the editor's blocks
  // that dropped the last change (editor/latest-read.ts). No retry: if it fails again, the two checks
  // after the content say whether the editor or the save lost the block
  // (`npm run test:e2e:repeat -- --runs 10 e2e/journeys/proposal-builder.e2e.ts`).
  test('the whole builder: a new client with a logo, the request, rich content of every kind, three services, the 40/30/30 plan moved and split, reloads without losses, preview, finish and the dashboard', { timeout: 150_000 }, async ({
    page,
  }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    for (const service of CATALOGUE) await api('POST', '/v1/services', { token: account.token, body: service });
    const { id } = await createProposalViaApi(account, 'Diseño web');
    await loginViaUi(page, account, `/login?r=${encodeURIComponent(`/proposals/${id}/edit`)}`);

    // Step 1 opens with its default title and lands in the URL as #step-1.
    await expectPath(page, (u) => u.pathname === `/proposals/${id}/edit` && u.hash === '#step-1');
    await expectVisible(stepTitle(page, 'Añadir cliente'));
    await expectVisible(page.getByRole('button', { name: 'Ir al paso 1: Cliente' }));
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);

    // New client: an empty form does not move on; a valid one is created with its logo and linked.
    await page.getByRole('button', { name: /Nuevo cliente/ }).click();
    await expectVisible(stepTitle(page, 'Nuevo cliente'));
    // Anterior undoes the choice (no company yet → back to the empty choice), then choose again.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectVisible(stepTitle(page, 'Añadir cliente'));
    await page.getByRole('button', { name: /Nuevo cliente/ }).click();
    // One primary action: Siguiente submits the form (it has no button of its own).
    await expectVisible(page.getByLabel('Nombre del contacto'));
    expect(await page.getByRole('button', { name: 'Crear cliente y continuar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectVisible(page.getByText('Ingresa el nombre del cliente.'));
    expect(hashOf(page)).toBe('#step-1');
    const email = `ana.${uid()}@luna.cl`;
    await page.getByLabel('Nombre del contacto').fill('Ana Rojas');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Nombre de la empresa').fill('Café Luna');
    await page.getByLabel('Logo', { exact: true }).setInputFiles(png('logo.png'));
    await expectVisible(page.getByRole('img', { name: 'Vista previa del logo del cliente' }));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectVisible(page.getByText('Cliente creado y asociado a la cotización.'));
    await expectPath(page, (u) => u.hash === '#step-2');
    const linked = await saved(account, id);
    expect(linked.company?.name).toBe('Café Luna');
    expect(linked.company?.logo).toMatch(/^\/api\/files\/company_logo\//);

    // Step 2 Solicitud: rich text, saved as you type; a reload keeps the step and the text.
    await expectVisible(stepTitle(page, 'Solicitud del cliente'));
    const request = editorArea(page, 'Solicitud');
    // While the server fails, the builder says so and keeps the change; Reintentar sends it.
    await page.route('**/api/v1/proposals/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Servicio no disponible"}' }) : route.fallback(),
    );
    await request.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Necesitamos un sitio nuevo con tienda en línea.');
    await expectVisible(saveStatus(page).getByText('No pudimos guardar los cambios.'));
    await expectVisible(saveStatus(page).getByText('Servicio no disponible'));
    expect((await saved(account, id)).request).toBeNull();
    // Siguiente does not leave unsaved work behind.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectVisible(page.getByText('No pudimos guardar tus cambios, así que seguimos en este paso.'));
    expect(hashOf(page)).toBe('#step-2');
    await page.unroute('**/api/v1/proposals/*');
    // At this width the notices stack in the top-right corner over the save status and its
    // Reintentar (and a pointer over them keeps them there): wait for them to go, as a person would.
    await eventually(() => page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').count(), 0, 'the notices are gone');
    await saveStatus(page).getByRole('button', { name: 'Reintentar' }).click();
    await eventually(async () => (await saved(account, id)).request?.blocks[0]?.data.text, 'Necesitamos un sitio nuevo con tienda en línea.', 'the request is saved');
    await expectAllSaved(page);
    await page.reload();
    await expectVisible(stepTitle(page, 'Solicitud del cliente'));
    expect(hashOf(page)).toBe('#step-2');
    await expectVisible(editorArea(page, 'Solicitud').getByText('Necesitamos un sitio nuevo con tienda en línea.'));

    // Step 3 Cotización: name, valid-until, cover, then one block of each kind.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectPath(page, (u) => u.hash === '#step-3');
    // A reload while a change still waits for its save (within the quiet delay) keeps it too.
    await typeThenReload(page, page.getByLabel('Nombre de la cotización'), 'Sitio web Café Luna');
    await eventually(() => page.getByLabel('Nombre de la cotización').inputValue(), 'Sitio web Café Luna', 'the name typed just before the reload');
    await page.getByLabel('Válida hasta').fill('2026-12-31');
    await page.getByLabel('Portada').setInputFiles(png('portada.png'));
    await expectVisible(page.getByRole('img', { name: 'Vista previa de la portada' }));

    const content = editorArea(page, 'Contenido de la cotización');
    await content.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Propuesta para el nuevo sitio.');
    await page.keyboard.press('Enter');
    await insertBlock(page, content, 'Título');
    await page.keyboard.type('Alcance');
    await page.keyboard.press('Enter');
    // Marker: select the last word, then 'Resaltar' in the inline toolbar.
    await page.keyboard.type('Incluye diseño y desarrollo');
    for (let i = 0; i < 'desarrollo'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await content.locator('.ce-inline-toolbar [data-item-name="marker"]').click();
    await expectVisible(content.locator('mark.cdx-marker', { hasText: 'desarrollo' }));
    // Back to the end of the line (the inline toolbar closes), then a new line.
    await content.getByText('Incluye diseño y').click();
    await expectHidden(content.locator('.ce-inline-toolbar [data-item-name="marker"]'));
    await page.keyboard.press('End');
    await editorSettled(page);
    await page.keyboard.press('Enter');
    await insertBlock(page, content, 'Lista con viñetas');
    await page.keyboard.type('Portada');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Catálogo');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item ends the list
    await insertBlock(page, content, 'Lista de tareas');
    await page.keyboard.type('Reunión de inicio');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await insertBlock(page, content, 'Separador');
    await newLineAtEnd(content);
    await insertBlock(page, content, 'Tabla');
    await page.keyboard.type('Fase');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Semanas');
    await expectVisible(content.locator('.tc-cell', { hasText: 'Semanas' }));
    await newLineAtEnd(content);
    const chooser = nextFileChooser(page); // listening before the block is inserted: see nextFileChooser
    await insertBlock(page, content, 'Imagen');
    await content.getByText('Elegir una imagen').click();
    await (await chooser).setFiles(png('foto.png'));
    await expectVisible(content.locator('img.image-tool__image-picture[src^="/api/files/project_content_images/"]'));
    await eventually(async () => (await saved(account, id)).content?.blocks.some((b) => b.type === 'image'), true, 'the image block is saved');
    await expectAllSaved(page);

    // The editor first (a block lost while typing), then the server (a block lost while saving).
    // (Editor.js keeps an empty line after the last block; it is not saved.)
    await eventually(() => blocks(content).filter({ hasNot: content.page().locator('.ce-paragraph:empty') }).count(), 8, 'the editor shows the eight blocks typed');
    const CONTENT_TYPES = ['paragraph', 'header', 'paragraph', 'list', 'checklist', 'delimiter', 'table', 'image'];
    const savedTypes = async () => (await saved(account, id)).content?.blocks.map((b) => b.type);
    await eventually(savedTypes, CONTENT_TYPES, 'the eight blocks typed are saved');

    // The services below the content: catalogue, fixed price, two subservices.
    await addThreeServices(page, account, id);

    // Reload mid-way: the step, the fields and every block come back from the server.
    await page.reload();
    await expectPath(page, (u) => u.hash === '#step-3');
    await eventually(() => page.getByLabel('Nombre de la cotización').inputValue(), 'Sitio web Café Luna', 'the name survives a reload');
    expect(await page.getByLabel('Válida hasta').inputValue()).toBe('2026-12-31');
    const reloaded = editorArea(page, 'Contenido de la cotización');
    await expectVisible(reloaded.getByText('Propuesta para el nuevo sitio.'));
    await expectVisible(reloaded.locator('h4', { hasText: 'Alcance' }));
    await expectVisible(reloaded.locator('.tc-cell', { hasText: 'Fase' }));
    await expectVisible(reloaded.locator('mark.cdx-marker', { hasText: 'desarrollo' }));
    await expectVisible(reloaded.locator('img[src^="/api/files/project_content_images/"]'));
    for (const selector of ['ul.cdx-list', '.cdx-checklist', '.ce-delimiter']) await expectVisible(reloaded.locator(selector));
    expect(await reloaded.locator('.ce-block:not(:has(.ce-paragraph:empty))').count()).toBe(8);
    await expectVisible(group(page, 'Pack de marca'));
    expect(await page.getByTestId('proposal-service').count()).toBe(3);
    expect(await text(page.getByTestId('proposal-grand-total'))).toBe('1.000.000 CLP');

    const stored = await saved(account, id);
    expect(stored.name).toBe('Sitio web Café Luna');
    expect(stored.valid_until_at?.slice(0, 10)).toBe('2026-12-31');
    expect(stored.cover_url).toMatch(/^\/api\/files\/project_covers\//);
    expect(stored.request?.blocks[0]?.data.text).toBe('Necesitamos un sitio nuevo con tienda en línea.');
    expect(stored.content?.blocks.map((b) => b.type)).toEqual(CONTENT_TYPES);
    expect(stored.content?.blocks.find((b) => b.type === 'header')?.data.level).toBe(4);
    expect(JSON.stringify(stored.content)).toContain('<mark class=\\"cdx-marker\\">desarrollo</mark>');

    // Jump back to step 1: the new client shows as selected.
    await page.getByRole('button', { name: 'Ir al paso 1: Cliente' }).click();
    await expectPath(page, (u) => u.hash === '#step-1');
    await expectVisible(stepTitle(page, 'Cliente seleccionado'));
    await expectVisible(page.getByText('Café Luna', { exact: true }));
    // Choosing another way and going back returns to the selected client (the proposal has one).
    await page.getByRole('button', { name: 'Cambiar cliente' }).click();
    await expectVisible(stepTitle(page, 'Seleccionar cliente'));
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectVisible(stepTitle(page, 'Cliente seleccionado'));

    // Step 4: one heading, the 40/30/30 plan, 10 % moved from the second payment to the first, the last split.
    await page.getByRole('button', { name: 'Ir al paso 4: Hitos y pagos' }).click();
    await expectPath(page, (u) => u.hash === '#step-4');
    await expectVisible(stepTitle(page, 'Hitos y pagos'));
    expect(await page.getByRole('heading', { name: 'Plan de pagos' }).count()).toBe(0);
    await planFortyThirtyThirtyAndSplit(page);
    // Reload on step 4: the plan is as it was left.
    await page.reload();
    await eventually(() => paymentColumn(page, 'Nombre del pago'), SPLIT_PLAN.names, 'the plan after a reload');
    expect(await paymentColumn(page, 'Porcentaje')).toEqual(SPLIT_PLAN.percents);
    expect(await paymentColumn(page, 'Monto')).toEqual(SPLIT_PLAN.amounts);
    expect(await plansRegion(page).getByRole('radio', { name: /^Cuotas/ }).isChecked()).toBe(true);
    expect((await saved(account, id)).payments.payments.map((p) => p.percent)).toEqual(['50.00', '20.00', '15.00', '15.00']);

    // Preview: what the client will read, services and plan included.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectPath(page, (u) => u.hash === '#step-5');
    const documentView = page.getByTestId('proposal-document');
    await expectVisible(documentView.getByRole('heading', { name: 'Sitio web Café Luna' }));
    await expectVisible(documentView.getByText('Propuesta para el nuevo sitio.'));
    await expectVisible(documentView.getByText('Alcance'));
    await expectVisible(documentView.getByText('Semanas'));
    for (const name of ['Sitio web', 'Hosting anual', 'Pack de marca', 'Logotipo', 'Horas de ajuste']) await expectVisible(documentView.getByText(name, { exact: true }).first());
    const planShown = documentView.getByTestId('document-payment');
    await eventually(() => planShown.count(), 4, 'four payments in the preview');
    for (const [i, name] of SPLIT_PLAN.names.entries()) {
      const shown = await text(planShown.nth(i));
      expect(shown).toContain(name);
      expect(shown).toContain(`${SPLIT_PLAN.percents[i]} %`);
    }

    // Finish → completed state → past it, the dashboard.
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Cotización lista' }));
    await expectPath(page, (u) => u.hash === '#step-6');
    expect((await saved(account, id)).status).toBe('DRAFT');
    await expectVisible(page.getByRole('link', { name: 'Ver cotización' }));
    await expectVisible(page.getByRole('link', { name: 'Compartir' }));
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expectPath(page, '/dashboard');
  });

  test('on the free plan a 4th active proposal opens the plan-limit modal; the draft stays saved', async ({ page }) => {
    const account = await signUpViaApi();
    for (const n of [1, 2, 3]) await finishedProposalViaApi(account, `Activa ${n}`);
    const { id } = await createProposalViaApi(account);
    const client = await api<{ data: { company: { id: string } } }>('POST', '/v1/customers?withCompany=1', {
      token: account.token,
      body: { name: 'Bruno Soto', email: `bruno.${uid()}@norte.cl`, company_name: 'Norte SpA' },
    });
    await api('PUT', `/v1/proposals/${id}`, { token: account.token, body: { company_id: client.data.company.id } });

    await loginViaUi(page, account, `/login?r=${encodeURIComponent(`/proposals/${id}/edit#step-3`)}`);
    await expectPath(page, (u) => u.hash === '#step-3');
    await page.getByLabel('Nombre de la cotización').fill('La cuarta');
    await page.getByRole('button', { name: 'Ir al paso 5: Previsualizar' }).click();
    await expectPath(page, (u) => u.hash === '#step-5');

    await page.getByRole('button', { name: 'Finalizar' }).click();
    const modal = page.getByRole('dialog', { name: 'Límite de propuestas alcanzado' });
    await expectVisible(modal);
    await expectVisible(modal.getByText(/3/));
    await expectVisible(modal.getByText('Tu cotización quedó guardada como borrador y podrás finalizarla cuando actualices tu plan.'));
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expectHidden(modal);
    expect(hashOf(page)).toBe('#step-5');

    // The draft is kept, with what was typed.
    const kept = await saved(account, id);
    expect(kept).toMatchObject({ status: 'init', name: 'La cuarta' });

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expectVisible(modal);
    await modal.getByRole('link', { name: 'Actualizar plan' }).click();
    await expectPath(page, '/billing');
  });

  test('finishing without a client says so and opens the Cliente step; without a name, the Cotización step', async ({ page }) => {
    const account = await signUpViaApi();
    const { id } = await createProposalViaApi(account);
    await loginViaUi(page, account, `/login?r=${encodeURIComponent(`/proposals/${id}/edit#step-5`)}`);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expectVisible(page.getByText('Elige o crea un cliente antes de terminar la cotización.'));
    await expectPath(page, (u) => u.hash === '#step-1');
    await expectVisible(stepTitle(page, 'Añadir cliente'));

    // Pick an existing client through the search, then try again: the name is missing now.
    await api('POST', '/v1/customers?withCompany=1', {
      token: account.token,
      body: { name: 'Eva Díaz', email: `eva.${uid()}@sur.cl`, company_name: 'Ferretería Sur' },
    });
    await page.getByRole('button', { name: /Seleccionar cliente/ }).click();
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('ferreteria');
    await page.getByRole('button', { name: 'Elegir Ferretería Sur' }).click();
    await expectVisible(stepTitle(page, 'Cliente seleccionado'));
    await page.getByRole('button', { name: 'Ir al paso 5: Previsualizar' }).click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expectVisible(page.getByText('Ponle un nombre a la cotización antes de terminarla.'));
    await expectPath(page, (u) => u.hash === '#step-3');
    expect((await saved(account, id)).status).toBe('init');
  });
});

/**
 * Types `value` into `input` and reloads the page before the autosave's quiet delay can end, however
 * loaded the machine: both happen in the page, the reload queued as a 0 ms timer, which runs before
 * the 800 ms save timer whatever stalls the page meets. (Typing from the test, then checking for
 * 'Guardando…', then reloading failed once in ~130 runs: the test process was held up past the delay
 * and the save had already gone.) Resolves once the reloaded page has loaded.
 */
async function typeThenReload(page: Page, input: Locator, value: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  const statusBeforeReload = await input.evaluate((el, [text, statusId]) => {
    const field = el as HTMLInputElement;
    // What Playwright's fill does: the native setter (React tracks the value), then an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    setTimeout(() => location.reload(), 0);
    return document.querySelector(`[data-testid="${statusId}"]`)?.textContent ?? '';
  }, [value, SAVE_STATUS_ID] as const);
  expect(statusBeforeReload, 'the change still waits for its save when the page reloads').toContain('Guardando…');
  await loaded;
}
