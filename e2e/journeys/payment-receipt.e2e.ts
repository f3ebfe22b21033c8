import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { signedFiftyFifty } from '../support/payments.ts';
import { followEmailedLink, phoneContext } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const paymentRow = (page: Page, name: string) => page.getByTestId('payment-row').filter({ hasText: name });

describe('payment receipts (issue 31 §3)', () => {
  test('the provider marks the advance paid → the client gets the receipt e-mail → its link (after signing in) shows the receipt → the PDF downloads', async ({ page, browser }) => {
    const { account, projectId, contact } = await signedFiftyFifty();

    // The provider marks the advance paid from /payments.
    await loginViaUi(page, account, '/payments');
    await paymentRow(page, 'Anticipo').getByRole('button', { name: 'Marcar como pagado' }).click();
    await expectVisible(page.getByText('Pago marcado como pagado.'));

    // The client's mailbox has the receipt: its number, the amount, a link to the receipt in the portal.
    const mail = await waitForEmail({ to: contact.email, subject: /^Recibo REC-\d{4}-0001 · Anticipo$/ });
    const code = /REC-\d{4}-0001/.exec(mail.subject)![0];
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('Monto: 125.000 CLP');
    const link = extractLink(mail, '/c/receipts/');

    // The project page lists the receipt with its number.
    await page.goto(`/projects/${projectId}`);
    await expectVisible(page.getByTestId('project-receipts').getByText(code));

    const client = await phoneContext(browser);
    try {
      const phone = await client.newPage();
      // Signed out: the link asks her to sign in; she asks for an access link by e-mail.
      await followEmailedLink(phone, link);
      await expectPath(phone, '/c/login');
      await phone.getByLabel('Correo electrónico').fill(contact.email);
      await phone.getByRole('button', { name: 'Continuar', exact: true }).click();
      const before = await lastEmailId(contact.email);
      await phone.getByRole('button', { name: 'Envíame un enlace de acceso' }).click();
      const access = await waitForEmail({ to: contact.email, subject: 'Tu enlace de acceso', afterId: before });
      // Opening the access link leads to the receipt she asked for.
      await followEmailedLink(phone, extractLink(access, '/c/login'));
      await expectPath(phone, new URL(link).pathname);
      await expectVisible(phone.getByRole('heading', { name: `Recibo ${code}` }));
      const details = phone.getByTestId('receipt-details');
      await expectVisible(details.getByText('125.000 CLP'));
      await expectVisible(details.getByText('Anticipo', { exact: false }));
      await expectVisible(phone.getByText('Vigente', { exact: true }));

      const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: `Descargar PDF · Recibo ${code}` }).click()]);
      expect(download.suggestedFilename()).toBe(`recibo-${code.toLowerCase()}.pdf`);
      expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The Pagos page lists it under «Recibos», and the paid advance links it.
      await phone.goto('/c/payments');
      await expectVisible(phone.getByTestId('portal-receipt').getByText(code));
      await expectVisible(phone.getByTestId('portal-payment').filter({ hasText: 'Anticipo' }).getByRole('link', { name: `Ver recibo ${code}` }));
    } finally {
      await client.close();
    }
  });
});
