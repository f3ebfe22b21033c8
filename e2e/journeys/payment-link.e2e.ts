import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { newStripeAccount } from '../support/payment-accounts.ts';
import { signedFiftyFifty } from '../support/payments.ts';
import { hasHorizontalOverflow, phoneContext } from '../support/public.ts';
import { expectVisible } from '../support/ui.ts';

// Issue 31 journey (c), decision 0074: the «Pagar» link of a payment reminder, opened on a phone in a
// fresh browser that never signed in, pays by card on the Stripe stand-in and comes back to
// «Pago recibido», read from the server once the signed webhook has marked the payment paid. A second
// payment's link reports a bank transfer with «Ya transferí» (decision 0077): «En revisión», then the
// reason of the provider's rejection, on the same page.

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Where screenshots of the pay page go when asked for (E2E_SHOTS_DIR), e.g. /work/shots/h4. */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('payment link', () => {
  test('a reminder’s «Pagar» opens the payment without signing in, pays by Stripe, shows «Pago recibido»', async ({ browser }) => {
    const { account, projectId, contact } = await signedFiftyFifty();
    const t = account.token;
    // The provider connects its own Stripe account in «Cobros»; Stripe sends its events to the workspace's webhook.
    const stripe = await newStripeAccount(`${baseUrl()}/api/v1/webhooks/stripe/${account.workspace.id}`);
    await api('PUT', '/v1/collections/stripe', { token: t, body: { secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret } });
    // Its business identity and a peso account: the page shows them, the account with copy buttons.
    await api('PUT', '/v1/collections/identity', {
      token: t,
      body: { legal_name: 'Estudio Cobros SpA', tax_country: 'CL', tax_id: '76.123.456-0', address: 'Av. Providencia 1234, Santiago', contact_email: 'cobros@estudio.cl', contact_phone: '+56 9 1234 5678' },
    });
    await api('POST', '/v1/collections/bank-accounts', {
      token: t,
      body: { bank: 'Banco de Chile', account_type: 'checking', number: '00-123-45678-09', holder: 'Estudio Cobros SpA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.cl', currency: 'CLP' },
    });
    const project = await api<{ data: { payments: { payments: { id: string; name: string }[] } } }>('GET', `/v1/projects/${projectId}`, { token: t });
    const advance = project.data.payments.payments.find((p) => p.name === 'Anticipo')!;
    const second = project.data.payments.payments.find((p) => p.name !== 'Anticipo')!;

    // A payment reminder goes out (the staff's «Enviar recordatorio»): its «Pagar» button is the payment's own link.
    const before = await lastEmailId(contact.email);
    await api('POST', `/v1/payments/${advance.id}/reminder`, { token: t });
    const email = await waitForEmail({ to: contact.email, subject: /Recordatorio de pago: Anticipo/, afterId: before });
    const link = extractLink(email, '/pay/');
    expect(email.text).toContain(`Pagar: ${link}`);

    // Dark first: only looked at (and photographed); light then pays.
    for (const scheme of ['dark', 'light'] as const) {
      const context = await phoneContext(browser, scheme);
      try {
        const page = await context.newPage();
        await page.goto(link);
        await expectVisible(page.getByRole('heading', { name: 'Anticipo' }));
        await expectVisible(page.getByText('Marca Panadería Aurora'));
        await expectVisible(page.getByTestId('pay-amount').getByText(/125\.000/));
        await expectVisible(page.getByRole('group', { name: 'Elige cómo pagar' }));
        await expectVisible(page.getByRole('button', { name: /^Transferencia bancaria/ }));
        await expectVisible(page.getByText('Emitido por Estudio Cobros SpA · RUT 76123456-0'));
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await shot(page, `pay-page-390-${scheme}`);
        if (scheme === 'dark') continue;

        // «Tarjeta (Stripe)» → the stand-in's hosted Stripe page → «Pagar» → back to the pay page.
        await page.getByRole('button', { name: /^Tarjeta \(Stripe\)/ }).click();
        await page.waitForURL((u) => !u.href.startsWith(baseUrl()));
        await page.getByRole('button', { name: 'Pagar', exact: true }).click();
        await page.waitForURL((u) => u.href.startsWith(`${link}?resultado=ok`));
        await expectVisible(page.getByRole('heading', { name: 'Pago recibido' }));
        await shot(page, 'pay-page-390-light-paid');

        // The staff sees it paid; the link, opened again later, says so with the day.
        const after = await api<{ data: { payments: { payments: { id: string; status: string }[] } } }>('GET', `/v1/projects/${projectId}`, { token: t });
        expect(after.data.payments.payments.find((p) => p.id === advance.id)!.status).toBe('paid');
        await page.goto(link);
        await expectVisible(page.getByRole('heading', { name: 'Este pago ya está pagado' }));
        expect(await page.getByRole('button', { name: /^Tarjeta \(Stripe\)/ }).count()).toBe(0);
      } finally {
        await context.close();
      }
    }

    // The second payment's link (the staff's «Copiar enlace de pago»): a bank transfer reported with a proof.
    const created = await api<{ data: { url: string } }>('POST', `/v1/projects/${projectId}/payments/${second.id}/links`, { token: t });
    const context = await phoneContext(browser, 'light');
    try {
      const page = await context.newPage();
      await page.goto(created.data.url);
      await page.getByRole('button', { name: /^Transferencia bancaria/ }).click();
      const account = page.getByTestId('transfer-account');
      await expectVisible(account.getByText('00-123-45678-09'));
      await expectVisible(account.getByRole('button', { name: /Copiar número de cuenta/ }));
      await page.getByRole('button', { name: 'Ya transferí' }).click();
      await page.getByLabel('Comprobante (opcional)').setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG_1X1 });
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await shot(page, 'pay-page-390-transfer-form');
      await page.getByRole('button', { name: 'Enviar aviso' }).click();
      await expectVisible(page.getByRole('heading', { name: 'En revisión' }));
      await shot(page, 'pay-page-390-transfer-review');

      // The provider reads it in review and rejects it with a reason; the page, opened again, says why.
      const staffRead = await api<{ data: { payments: { payments: { id: string; review: string | null }[] } } }>('GET', `/v1/projects/${projectId}`, { token: t });
      expect(staffRead.data.payments.payments.find((p) => p.id === second.id)!.review).toBe('in_review');
      await api('POST', `/v1/projects/${projectId}/payments/${second.id}/transfer/reject`, { token: t, body: { reason: 'No vemos el abono en la cuenta.' } });
      await page.reload();
      await expectVisible(page.getByTestId('transfer-rejected').getByText('El equipo rechazó tu transferencia: «No vemos el abono en la cuenta». Puedes informar una nueva.'));
      await expectVisible(page.getByRole('button', { name: /^Transferencia bancaria/ }));
    } finally {
      await context.close();
    }
  });
});
