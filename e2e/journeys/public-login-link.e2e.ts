import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { createSharedProposal, followEmailedLink, phoneContext, signViaApi } from '../support/public.ts';
import { expectPath, expectVisible } from '../support/ui.ts';

describe('a client asks for a new access link from the public proposal', () => {
  test('the link arrives by email, voids the older one, signs in once, and an unknown email gets the same answer', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Portal de clientes' });
    await signViaApi(shared); // the contact now has a portal (the project made from the proposal)
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      const ask = async (email: string) => {
        await page.goto(`/p/${shared.slug}/login`);
        await expectVisible(page.getByRole('heading', { name: 'Entra a tu portal' }));
        await page.getByLabel('Correo electrónico').fill(email);
        await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
        await expectVisible(page.getByText('Si el correo tiene acceso, te llegará un enlace en unos minutos.'));
      };

      // An address with no portal: the same confirmation (nobody learns who is a client).
      await ask('nadie.aqui@ejemplo.test');

      // The signature already emailed her a link; asking for a new one voids it.
      const copy = await waitForEmail({ to: shared.contact.email, subject: 'Copia firmada', body: `/p/${shared.slug}/accepted` });
      const after = await lastEmailId(shared.contact.email);
      await ask(shared.contact.email.toUpperCase());
      const mail = await waitForEmail({ to: shared.contact.email, subject: 'Tu enlace de acceso', afterId: after });
      const found = new RegExp(`https?://\\S+/p/${shared.slug}/accepted\\?magic_link=[\\w%-]+`).exec(mail.text);
      expect(found, mail.text).not.toBeNull();
      const link = new URL(found![0]);

      // The older link, from the signature's email, no longer signs in.
      await followEmailedLink(page, extractLink(copy, `/p/${shared.slug}/accepted`));
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectVisible(page.getByText('El enlace de acceso no es válido o ya fue usado.'));

      // The new link opens the proposal's accepted page; 'Ir a mi portal' signs in.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/'));
      expect(await page.evaluate(() => localStorage.getItem('trato.customerToken'))).toBeTruthy();

      // Once only: the same link again is refused.
      await page.evaluate(() => localStorage.removeItem('trato.customerToken'));
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectVisible(page.getByText('El enlace de acceso no es válido o ya fue usado.'));
    } finally {
      await client.close();
    }
    expect(await lastEmailId('nadie.aqui@ejemplo.test')).toBe(0);
  });
});
