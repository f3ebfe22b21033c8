import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { newMercadoPagoAccount } from '../support/payment-accounts.ts';
import { group } from '../support/pricing.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { createSharedProposal, drawSignature, followEmailedLink, phoneContext, staffProposal } from '../support/public.ts';
import { eventually, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/**
 * Issue 31 journey (a): the provider connects Mercado Pago in «Cobros»; a client signs on a phone,
 * pays the advance from the accepted page on the Mercado Pago stand-in's hosted page, comes back to
 * «Pago recibido», sees it paid in the portal, and the provider's open project page turns paid
 * without a reload (the stand-in's signed webhook → the server → realtime); the receipt e-mail's
 * link opens the receipt.
 */

const PLAN = {
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: null },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: null },
  ],
};

const paymentRow = (page: Page, name: string) => page.getByTestId('portal-payment').filter({ hasText: name });

/**
 * With SHOTS_DIR set, full-page screenshots of a page at 1440 and 390 px, light and dark, in a copy
 * of `from`'s session (its storage: the staff's or the customer's token); `prepare` brings the page
 * to the state to show. Without it, nothing (the journey is the test).
 */
async function shoot(browser: Browser, from: BrowserContext, path: string, name: string, prepare: (page: Page) => Promise<void>) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const storageState = await from.storageState();
  for (const width of [1440, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: new URL(from.pages()[0]!.url()).origin, storageState, viewport: { width, height: width > 500 ? 900 : 844 }, colorScheme, locale: 'es-CL', timezoneId: 'America/Santiago' });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await prepare(page);
        await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
}

describe('paying online (issue 31, journey a)', () => {
  test('Mercado Pago connected in «Cobros»; the client signs on a phone, pays the advance on the provider\'s page, both sides see it paid, and the receipt e-mail\'s link opens the receipt', { timeout: process.env.SHOTS_DIR ? 300_000 : 90_000 }, async ({ page, browser }) => {
    const shared = await createSharedProposal({ name: 'Sitio web para Café Cordillera' });
    await api('PUT', `/v1/proposals/${shared.id}`, { token: shared.account.token, body: { payments: PLAN } });

    // The provider connects her own Mercado Pago account and sees where its webhook must point.
    const mp = await newMercadoPagoAccount();
    await loginViaUi(page, shared.account, '/login?r=%2Fsettings%2Fcollections');
    await expectPath(page, '/settings/collections');
    const mercadopago = page.getByRole('region', { name: 'Mercado Pago' });
    await mercadopago.getByLabel('Access token').fill(mp.accessToken);
    await mercadopago.getByLabel('Clave secreta de los webhooks').fill(mp.webhookSecret);
    await mercadopago.getByRole('button', { name: 'Conectar' }).click();
    await expectVisible(mercadopago.getByText(`Conectado · …${mp.accessToken.slice(-4)}`));
    const webhook = page.getByLabel('Dirección de webhook de Mercado Pago', { exact: true });
    await eventually(async () => /\/api\/v1\/webhooks\/mercadopago\/[0-9a-f-]{36}$/.test(await webhook.inputValue()), true, 'the webhook address from the server');

    const client = await phoneContext(browser);
    try {
      const phone = await client.newPage();
      await phone.goto(`/p/${shared.slug}`);
      await expectVisible(phone.getByRole('heading', { name: shared.name, level: 1 }));
      await phone.getByRole('button', { name: 'Aceptar cotización' }).first().click();
      const modal = phone.getByRole('dialog', { name: 'Firma' });
      await expectVisible(modal);
      await drawSignature(phone);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Firmar' }).click();
      await expectPath(phone, (u) => u.pathname === `/p/${shared.slug}/accepted`);

      // The accepted page: the first payment due, «Pagar anticipo», its amount in the workspace's format.
      const advance = phone.getByTestId('advance-payment');
      await expectVisible(advance.getByText('Primer pago: Anticipo'));
      await expectVisible(advance.getByText('125.000 CLP'));
      await shoot(browser, client, `/p/${shared.slug}/accepted`, 'accepted-pagar-anticipo', async (p) => {
        await p.getByTestId('advance-payment').getByRole('button', { name: 'Pagar anticipo' }).click();
        await expectVisible(p.getByTestId('method-chooser'));
      });
      await shoot(browser, page.context(), '/settings/collections', 'cobros-webhooks', async (p) => {
        await expectVisible(p.getByLabel('Dirección de webhook de Stripe', { exact: true }));
      });

      // The provider opens the new project's page in her own browser.
      const projectId = (await staffProposal(shared.account.token, shared.id)).project!.id;
      await page.goto(`/projects/${projectId}`);
      const paidSwitch = group(page, 'Anticipo').getByRole('switch', { name: 'Pagado' });
      await eventually(() => paidSwitch.getAttribute('aria-checked'), 'false', 'the advance is pending for the provider');

      // Pays by Mercado Pago on the stand-in's hosted page.
      await advance.getByRole('button', { name: 'Pagar anticipo' }).click();
      await advance.getByRole('button', { name: /Mercado Pago/ }).click();
      await expectPath(phone, (u) => u.pathname === '/checkout/v1/redirect');
      await phone.getByRole('button', { name: 'Pagar', exact: true }).click();

      // Back on Trato: «Pago recibido», from the server's truth.
      await expectPath(phone, (u) => u.pathname === `/p/${shared.slug}/payment`);
      await expectVisible(phone.getByRole('heading', { name: 'Pago recibido' }));

      // The provider's page turned paid without a reload.
      await eventually(() => paidSwitch.getAttribute('aria-checked'), 'true', 'the advance turned paid on the open project page');

      // On to the portal: Pagos shows it paid, the next one with «Pagar».
      await phone.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(phone, (u) => u.pathname.startsWith('/c/'));
      await phone.goto('/c/payments');
      await expectVisible(paymentRow(phone, 'Anticipo').getByText('Pagado', { exact: true }));
      await expectVisible(paymentRow(phone, 'Anticipo').getByText(/^Pagado el /));
      expect(await paymentRow(phone, 'Anticipo').getByRole('button', { name: 'Pagar' }).count()).toBe(0);
      await expectVisible(paymentRow(phone, 'Entrega').getByRole('button', { name: 'Pagar' }));

      // The receipt e-mail reached her mailbox; its link opens the receipt, paid by Mercado Pago.
      const mail = await waitForEmail({ to: shared.contact.email, subject: /^Recibo REC-\d{4}-0001 · Anticipo$/ });
      const code = /REC-\d{4}-0001/.exec(mail.subject)![0];
      await followEmailedLink(phone, extractLink(mail, '/c/receipts/'));
      await expectVisible(phone.getByRole('heading', { name: `Recibo ${code}` }));
      await expectVisible(phone.getByTestId('receipt-details').getByText('Mercado Pago'));
      await expectVisible(phone.getByTestId('receipt-details').getByText('125.000 CLP'));

      await phone.goto('/c/payments');
      await shoot(browser, client, '/c/payments', 'portal-pagos', async (p) => {
        await paymentRow(p, 'Entrega').getByRole('button', { name: 'Pagar' }).click();
        await expectVisible(p.getByTestId('method-chooser'));
      });
    } finally {
      await client.close();
    }
  });
});
