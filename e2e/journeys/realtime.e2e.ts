import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { enterPortalFromSignedEmail, signedPortal } from '../support/portal.ts';
import { createSharedProposal, phoneContext } from '../support/public.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

// "A few seconds": the comment travels client → API → pg_notify → LISTEN → SSE → the open page.
const REALTIME_MS = 5_000;

describe('realtime notifications', () => {
  test('a client comments on the public page: the open proposal page pops a toast and shows the comment without a reload', async ({ browser, page }) => {
    const shared = await createSharedProposal({ name: 'Sitio web para Panadería Aurora' });
    // The header's bell opens the stream as soon as the staff app shows.
    const streamOpened = page.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/stream') && r.status() === 200);
    await loginViaUi(page, shared.account);
    await streamOpened;

    await page.goto('/proposals');
    await page.getByTestId('proposal-row').getByRole('link', { name: shared.name }).click();
    await expectPath(page, `/proposals/${shared.id}`);
    const comments = page.getByRole('region', { name: 'Comentarios' });
    await expectVisible(comments);
    // A marker on the window: gone if the page reloads or navigates away.
    await page.evaluate(() => Object.assign(window, { realtimeMarker: 'sin recargar' }));

    const question = '¿Pueden entregar el logo en formato vectorial?';
    const client = await phoneContext(browser);
    try {
      const phone = await client.newPage();
      await phone.goto(`/p/${shared.slug}`);
      await phone.getByRole('group', { name: 'Acciones de la cotización' }).getByRole('button', { name: 'Contactar' }).click();
      await phone.getByLabel('Tu nombre').fill(shared.contact.name);
      await phone.getByLabel('Tu correo').fill(shared.contact.email);
      await phone.getByPlaceholder('Escribe tu comentario…').fill(question);
      await phone.getByRole('button', { name: 'Enviar comentario' }).click();
      await expectVisible(phone.getByTestId('comment').filter({ hasText: question }));
    } finally {
      await client.close();
    }

    // The toast (top-right, with the notification's title), the comment in the open thread and the
    // unread badge (the first view of the link, then the comment): all without a reload.
    const toast = page.getByRole('button', { name: `${shared.contact.name} comentó la cotización ${shared.name}` });
    await expectVisible(toast, REALTIME_MS);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box && box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
    expect(box && box.y).toBeLessThan(viewport.height / 2);
    await expectVisible(comments.getByTestId('staff-comment').filter({ hasText: question }), REALTIME_MS);
    await expectVisible(page.getByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    await eventually(() => page.evaluate(() => (window as unknown as { realtimeMarker?: string }).realtimeMarker ?? null), 'sin recargar', 'the page did not reload');
    await expectPath(page, `/proposals/${shared.id}`);
    await expectVisible(page.getByRole('region', { name: 'Visitas' }).getByTestId('staff-visit'));

    // It lasts 5000 ms, then goes by itself.
    await expectHidden(toast, 8_000);
  });

  test('staff answer on a portal: the client, in the portal on a phone, gets a toast and the count on the bell without a reload', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Video para Panadería Aurora' });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      const streamOpened = page.waitForResponse((r) => r.url().endsWith('/api/v1/customer/notifications/stream') && r.status() === 200);
      await enterPortalFromSignedEmail(page, shared);
      await streamOpened;
      await page.evaluate(() => Object.assign(window, { realtimeMarker: 'sin recargar' }));

      await api('POST', '/v1/comments', { token: shared.account.token, body: { type: 'project', proposalId: projectId, origin: 'admin', body: 'Subimos el guion' } });
      const toast = page.getByRole('status').filter({ hasText: `comentó en el portal ${shared.name}` });
      await expectVisible(toast, REALTIME_MS);
      await expectVisible(page.getByRole('button', { name: 'Notificaciones' }).getByText('1', { exact: true }));
      await eventually(() => page.evaluate(() => (window as unknown as { realtimeMarker?: string }).realtimeMarker ?? null), 'sin recargar', 'the portal did not reload');

      // Choosing the toast opens what it is about (the portal's home).
      await toast.click();
      await expectPath(page, `/c/project/${projectId}`);
      await expectHidden(toast);
    } finally {
      await client.close();
    }
  });
});
