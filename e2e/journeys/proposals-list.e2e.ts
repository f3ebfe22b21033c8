import type { Locator, Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { createClient, createLine, createProposal, getProposal } from '../support/proposals.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const rows = (page: Page) => page.getByTestId('proposal-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByText(name, { exact: true }) });
const column = (page: Page, status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
const card = (page: Page, name: string) => page.getByTestId('board-card').filter({ has: page.getByText(name, { exact: true }) });
const rowNames = async (page: Page) => (await rows(page).getByRole('link').allTextContents()).map((t) => t.trim());

async function openRowMenu(page: Page, name: string) {
  await row(page, name).getByRole('button', { name: `Acciones de ${name}` }).click();
  await expectVisible(page.getByRole('menu'));
}

/** dnd-kit listens to real mouse moves: press, travel in steps (past its 6 px threshold), release. */
async function dragWithMouse(page: Page, from: Locator, to: Locator, inspect?: () => Promise<void>) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('card or column not on screen');
  const start = { x: a.x + a.width / 2, y: a.y + 24 };
  const end = { x: b.x + b.width / 2, y: b.y + 140 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(start.x + ((end.x - start.x) * i) / 12, start.y + ((end.y - start.y) * i) / 12);
  // A person's pause over the target before letting go: the board renders the last move (which
  // column the pointer is over) in a task of its own, and on a busy machine a release sent at once
  // could land before it — the card then dropped into the column it had just crossed (Enviado).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await inspect?.();
  await page.mouse.up();
}

describe('proposals list and board', () => {
  test('list, search, line filter, new proposal in the filtered line, line page; board drag to Enviado, a refused drop, keyboard move', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const web = await createLine(t, 'Diseño Web');
    const brand = await createLine(t, 'Branding');
    const client = await createClient(t, 'Panadería Ñuñoa', { name: 'Marta Núñez', email: 'marta.list@trato.test' });
    const identity = await createProposal(t, { lineId: brand.id, companyId: client.id, name: 'Identidad de marca' });
    const site = await createProposal(t, { lineId: web.id, companyId: client.id, name: 'Sitio web corporativo' });
    const landing = await createProposal(t, { lineId: web.id, companyId: client.id, name: 'Landing campaña', finish: false });

    await loginViaUi(page, account);
    await nav(page).getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expectPath(page, '/proposals');
    await expectVisible(page.getByRole('tab', { name: 'Cotizaciones', selected: true }));
    await eventually(() => rows(page).count(), 3, 'three proposals listed');
    // Each row: status tag, line, client and the exact total (150 000 + 2.5 × 40 000).
    const siteRow = row(page, 'Sitio web corporativo');
    await expectVisible(siteRow.getByText('Borrador'));
    await expectVisible(siteRow.getByText('Diseño Web'));
    await expectVisible(siteRow.getByText(/Panadería Ñuñoa/));
    expect((await siteRow.textContent())?.replace(/\s+/g, ' ')).toContain('Total: 250.000 CLP');
    await expectVisible(row(page, 'Landing campaña').getByText('Sin terminar'));

    // Search (debounced, accents ignored) lives in the URL.
    await page.getByLabel('Buscar cotizaciones').fill('sitio');
    await expectPath(page, (u) => u.searchParams.get('text') === 'sitio');
    await eventually(() => rowNames(page), ['Sitio web corporativo'], 'search result');
    await page.getByLabel('Buscar cotizaciones').fill('nunoa');
    await eventually(() => rows(page).count(), 3, 'search by client name without accents');
    await page.getByLabel('Buscar cotizaciones').fill('zzz');
    await expectVisible(page.getByText('Sin resultados'));
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await eventually(() => rows(page).count(), 3, 'search cleared');

    // Filter by line.
    await page.getByLabel('Filtrar por línea de negocio').selectOption({ label: 'Branding' });
    await expectPath(page, (u) => u.searchParams.get('line') === brand.slug);
    await eventually(() => rowNames(page), ['Identidad de marca'], 'Branding only');

    // 'Nueva cotización' creates an unfinished proposal in the filtered line and opens the builder.
    await page.getByRole('button', { name: 'Nueva cotización' }).first().click();
    await expectPath(page, (u) => /^\/proposals\/[0-9a-f-]{36}\/edit$/.test(u.pathname) && u.hash === '#step-1');
    const createdId = new URL(page.url()).pathname.split('/')[2]!;
    const created = (await getProposal(t, createdId)) as unknown as { status: string; line: { slug: string } };
    expect(created.status).toBe('init');
    expect(created.line.slug).toBe(brand.slug);

    // Rows open the proposal; an unfinished one opens the builder at step 1.
    await page.goto('/proposals#cotizaciones');
    await row(page, 'Landing campaña').getByRole('link', { name: 'Landing campaña' }).click();
    await expectPath(page, (u) => u.pathname === `/proposals/${landing.id}/edit` && u.hash === '#step-1');
    await page.goto('/proposals#cotizaciones');
    await row(page, 'Identidad de marca').getByRole('link', { name: 'Identidad de marca' }).click();
    await expectPath(page, `/proposals/${identity.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Identidad de marca', level: 1 }));

    // The line page shows the same list, only its line.
    await page.goto(`/line/${web.slug}?mode=list#cotizaciones`);
    await expectVisible(page.getByRole('heading', { name: 'Diseño Web' }));
    await eventually(async () => (await rowNames(page)).sort(), ['Landing campaña', 'Sitio web corporativo'], 'the line page lists its proposals');
    await expectHidden(page.getByLabel('Filtrar por línea de negocio'));

    // Board: drag 'Sitio web corporativo' from Borrador to Enviado with the mouse.
    await page.goto('/proposals#cotizaciones');
    await page.getByRole('radio', { name: 'Tablero' }).click();
    await expectPath(page, (u) => u.searchParams.get('mode') === 'board' && u.hash === '#cotizaciones');
    await expectVisible(card(page, 'Sitio web corporativo'));
    // Every column loaded (the unfinished count comes last), so nothing moves under the pointer.
    // One: 'Landing campaña'; the draft 'Nueva cotización' made above was never typed into, so it counts nowhere.
    await expectVisible(page.getByText('1 cotización sin terminar no aparece en el tablero: está en la lista.'));
    await dragWithMouse(page, card(page, 'Sitio web corporativo'), column(page, 'SENT'), async () => {
      // While dragging, the columns it may not go to are marked, and Enviado is a target.
      await eventually(() => column(page, 'SENT').getAttribute('data-droppable'), 'true', 'Enviado is a drop target');
      await eventually(() => column(page, 'ACCEPTED').getAttribute('data-droppable'), 'false', 'Aceptado is not');
      await expectVisible(column(page, 'ACCEPTED').getByText('No disponible'));
    });
    await expectVisible(page.getByText('Estado cambiado a Enviado'));
    await expectVisible(column(page, 'SENT').getByText('Sitio web corporativo'));
    await page.reload();
    await expectVisible(column(page, 'SENT').getByText('Sitio web corporativo'));
    expect((await getProposal(t, site.id)).status).toBe('SENT');

    // A refused drop (Borrador → Aceptado: only the client's signature accepts) changes nothing.
    await dragWithMouse(page, card(page, 'Identidad de marca'), column(page, 'ACCEPTED'));
    await page.waitForTimeout(500);
    await expectVisible(column(page, 'DRAFT').getByText('Identidad de marca'));
    expect(await column(page, 'ACCEPTED').getByTestId('board-card').count()).toBe(0);
    expect((await getProposal(t, identity.id)).status).toBe('DRAFT');

    // Keyboard: the grip takes the card, the arrow jumps to the next allowed column, Space drops it.
    await card(page, 'Identidad de marca').getByRole('button', { name: /Mover “Identidad de marca”/ }).focus();
    // At a person's pace: the sensor starts listening for the arrows just after the first key.
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    await expectVisible(column(page, 'SENT').getByText('Identidad de marca'));
    await eventually(async () => (await getProposal(t, identity.id)).status, 'SENT', 'moved with the keyboard');

    // The server refusing a move (409): its message is shown and the card goes back.
    await page.route('**/api/v1/proposals/*/status', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Esta cotización ya no puede cambiar de estado.', code: 'TRANSITION_NOT_ALLOWED' }) }),
    );
    await dragWithMouse(page, card(page, 'Sitio web corporativo'), column(page, 'FILED'));
    await expectVisible(page.getByText('Esta cotización ya no puede cambiar de estado.'));
    await expectVisible(column(page, 'SENT').getByText('Sitio web corporativo'));
    expect(await column(page, 'FILED').getByTestId('board-card').count()).toBe(0);
    await page.unroute('**/api/v1/proposals/*/status');

    // Unfinished proposals have no column; the board says how many are in the list.
    await expectVisible(page.getByText('1 cotización sin terminar no aparece en el tablero: está en la lista.'));
  });

  test('pages of 10 with the page in the URL', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const line = await createLine(t, 'Eventos');
    const client = await createClient(t, 'Club Deportivo', { name: 'Sara Vidal', email: 'sara.list@trato.test' });
    for (let i = 1; i <= 11; i++) await createProposal(t, { lineId: line.id, companyId: client.id, name: `Evento ${String(i).padStart(2, '0')}`, finish: false });

    await loginViaUi(page, account);
    await page.goto('/proposals#cotizaciones');
    await eventually(() => rows(page).count(), 10, 'first page of 10');
    await expectVisible(page.getByText('Página 1 de 2'));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectPath(page, (u) => u.searchParams.get('page') === '2' && u.hash === '#cotizaciones');
    await eventually(() => rowNames(page), ['Evento 01'], 'the oldest on page 2');
    await page.reload();
    await eventually(() => rowNames(page), ['Evento 01'], 'page 2 after a reload');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectPath(page, (u) => !u.searchParams.has('page'));
    await eventually(() => rows(page).count(), 10, 'back on page 1');
  });

  test('row actions: duplicate, change status, delete to the trash, recover, delete for good (with confirmations)', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const line = await createLine(t, 'Marketing');
    const client = await createClient(t, 'Café Andino', { name: 'Luis Rojas', email: 'luis.list@trato.test' });
    const original = await createProposal(t, { lineId: line.id, companyId: client.id, name: 'Campaña redes' });

    await loginViaUi(page, account);
    await page.goto('/proposals');
    await expectVisible(row(page, 'Campaña redes'));

    // Duplicate: the copy is listed (a finished original gives a Borrador copy).
    await openRowMenu(page, 'Campaña redes');
    await page.getByRole('menuitem', { name: 'Duplicar' }).click();
    await expectVisible(page.getByText('Cotización duplicada'));
    const copy = 'Campaña redes (copia)';
    await expectVisible(row(page, copy));
    await expectVisible(row(page, copy).getByText('Borrador'));

    // Change status from the menu: only allowed targets are offered (no Aceptado).
    await openRowMenu(page, 'Campaña redes');
    await expectHidden(page.getByRole('menuitem', { name: 'Mover a Aceptado' }));
    await page.getByRole('menuitem', { name: 'Mover a Archivado' }).click();
    await expectVisible(page.getByText('Estado cambiado a Archivado'));
    await expectVisible(row(page, 'Campaña redes').getByText('Archivado'));
    expect((await getProposal(t, original.id)).status).toBe('FILED');

    // Delete asks first; Cancel keeps it.
    await openRowMenu(page, copy);
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Mover la cotización a la papelera?' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expectHidden(confirm);
    await expectVisible(row(page, copy));
    await openRowMenu(page, copy);
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Mover a la papelera' }).click();
    await expectVisible(page.getByText('Cotización movida a la papelera'));
    await expectHidden(row(page, copy));

    // The trash lists it; Recuperar brings it back.
    await page.getByRole('radio', { name: 'Papelera' }).click();
    await expectPath(page, (u) => u.searchParams.get('trashed') === '1');
    await expectVisible(page.getByText('En la papelera'));
    const trashed = rows(page).filter({ hasText: copy });
    await expectVisible(trashed.getByText(/Eliminada el/));
    await trashed.getByRole('button', { name: `Acciones de ${copy}` }).click();
    await page.getByRole('menuitem', { name: 'Recuperar' }).click();
    await expectVisible(page.getByText('Cotización recuperada'));
    await expectVisible(page.getByText('La papelera está vacía'));
    await page.getByRole('radio', { name: 'Activas' }).click();
    await expectVisible(row(page, copy));

    // Delete again, then for good from the trash.
    await openRowMenu(page, copy);
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Mover a la papelera' }).click();
    await expectHidden(row(page, copy));
    await page.getByRole('radio', { name: 'Papelera' }).click();
    await rows(page).filter({ hasText: copy }).getByRole('button', { name: `Acciones de ${copy}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar definitivamente' }).click();
    const force = page.getByRole('alertdialog', { name: '¿Eliminar definitivamente?' });
    await expectVisible(force.getByText(/no se puede deshacer/));
    await force.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expectVisible(page.getByText('Cotización eliminada definitivamente'));
    await expectVisible(page.getByText('La papelera está vacía'));
    await page.getByRole('radio', { name: 'Activas' }).click();
    await eventually(() => rowNames(page), ['Campaña redes'], 'only the original is left');
  });

  test('without business lines, Cotizaciones explains that a line is needed', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await page.goto('/proposals');
    await expectVisible(page.getByText('Primero crea una línea de negocio'));
    await expectHidden(page.getByRole('button', { name: 'Nueva cotización' }));
  });
});
