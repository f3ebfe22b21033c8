import type { Page } from 'playwright-core';
import { api, signUpViaApi, uid } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { fiftyFifty } from '../support/payments.ts';
import { enterPortalFromSignedEmail, portalNav, signedPortal } from '../support/portal.ts';
import { createClient, createLine, createProposal, setStatus } from '../support/proposals.ts';
import { phoneContext, type SharedProposal } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

// Issue 31 journey (b), decision 0071: the provider adds a bank account in settings «Cobros»; the
// client of a signed portal reports a transfer with a proof from her phone and reads «En revisión»;
// the provider sees it on the project page, opens the proof and confirms; the client reads it paid.
// Then a second transfer is rejected with a reason the client reads.

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A CLP workspace whose client is about to sign a 50/50 proposal (Anticipo, Entrega). */
async function sentFiftyFifty(): Promise<SharedProposal> {
  const workspace = `Estudio Transferencias ${uid()}`;
  const account = await signUpViaApi({ currency: 'CLP', workspaceName: workspace });
  const line = await createLine(account.token, 'Branding');
  const contact = { name: 'Inés Vidal', email: `ines.${uid()}@trato.test` };
  const client = await createClient(account.token, 'Panadería Aurora', contact);
  const proposal = await createProposal(account.token, { lineId: line.id, companyId: client.id, name: 'Marca Panadería Aurora' });
  await api('PUT', `/v1/proposals/${proposal.id}`, { token: account.token, body: { payments: fiftyFifty() } });
  await setStatus(account.token, proposal.id, 'SENT');
  return { account, workspace, lineId: line.id, companyId: client.id, id: proposal.id, slug: proposal.slug, name: proposal.name, contact };
}

async function addBankAccountInSettings(staff: Page, shared: SharedProposal) {
  await loginViaUi(staff, shared.account, '/login?r=%2Fsettings%2Fcollections');
  await expectPath(staff, '/settings/collections');
  await staff.getByRole('button', { name: 'Agregar cuenta' }).click();
  const form = staff.getByRole('form', { name: 'Agregar cuenta' });
  await form.getByLabel('Banco', { exact: true }).fill('Banco de Chile');
  await form.getByLabel('Número de cuenta').fill('00-123-45678-09');
  await form.getByLabel('Titular', { exact: true }).fill('Estudio Núñez SpA');
  await form.getByLabel('Identificador tributario del titular').fill('76.123.456-0');
  await form.getByLabel('Correo para el comprobante').fill('pagos@estudio.test');
  await form.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expectVisible(staff.getByText('Cuenta agregada.'));
}

const row = (page: Page, name: string) => page.getByTestId('portal-payment').filter({ hasText: name });

/** The client presses «Pagar» on a payment, chooses the transfer, reads the account and reports it. */
async function openTransfer(client: Page, name: string) {
  await row(client, name).getByRole('button', { name: 'Pagar', exact: true }).click();
  await row(client, name).getByRole('button', { name: /^Transferencia bancaria/ }).click();
  return row(client, name);
}

async function reportTransfer(client: Page, name: string, proof: boolean) {
  const dialog = await openTransfer(client, name);
  const account = dialog.getByTestId('transfer-account');
  await expectVisible(account.getByText('Banco de Chile'));
  await expectVisible(account.getByText('00-123-45678-09'));
  await expectVisible(account.getByText('pagos@estudio.test'));
  // Bank, number (with its type), holder, its tax id and the proof's e-mail.
  expect(await account.getByRole('button', { name: /^Copiar/ }).count()).toBe(5);
  await dialog.getByRole('button', { name: 'Ya transferí' }).click();
  // The amount starts as the payment's.
  expect(await dialog.getByLabel(/Monto transferido/).inputValue()).toBe('125000.00');
  if (proof) await dialog.getByLabel('Comprobante (opcional)').setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  await expectVisible(client.getByText('Recibimos tu aviso: el equipo revisará la transferencia.'));
  await expectVisible(row(client, name).getByTestId('payment-review'));
  expect(await row(client, name).getByTestId('payment-review').innerText()).toBe('En revisión');
}

describe('bank transfer (issue 31 journey b)', () => {
  test('a transfer with a proof is confirmed by the provider; another is rejected with a reason the client reads', async ({ browser, page: staff }) => {
    const shared = await sentFiftyFifty();
    await addBankAccountInSettings(staff, shared);
    const projectId = await signedPortal(shared);

    const phone = await phoneContext(browser);
    try {
      const client = await phone.newPage();
      await enterPortalFromSignedEmail(client, shared);
      await portalNav(client).getByRole('link', { name: 'Pagos' }).click();
      await reportTransfer(client, 'Anticipo', true);

      // The provider: «En revisión» in /payments and on the project page, with the proof.
      await staff.goto('/payments');
      await expectVisible(staff.getByTestId('payment-row').filter({ hasText: 'Anticipo' }).getByText('En revisión', { exact: true }));
      await staff.goto(`/projects/${projectId}`);
      const review = staff.getByTestId('transfer-review-item').filter({ hasText: 'Anticipo' });
      await expectVisible(review.getByText('En revisión', { exact: true }));
      await expectVisible(review.getByText(/El cliente informó una transferencia de 125\.000/));
      const proof = review.getByRole('link', { name: 'Ver comprobante' });
      const href = (await proof.getAttribute('href')) ?? '';
      const served = await staff.request.get(href);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      await review.getByRole('button', { name: 'Confirmar pago' }).click();
      await expectVisible(staff.getByText('Pago confirmado: quedó como pagado.'));
      await expectVisible(staff.getByRole('group', { name: 'Anticipo' }).getByText('Pagado', { exact: true }));

      // The client reads it paid.
      await client.reload();
      await expectVisible(row(client, 'Anticipo').getByText('Pagado', { exact: true }));
      expect(await row(client, 'Anticipo').getByRole('button', { name: 'Pagar', exact: true }).count()).toBe(0);

      // A second transfer, without a proof, rejected with a reason.
      await reportTransfer(client, 'Entrega', false);
      await staff.reload();
      const second = staff.getByTestId('transfer-review-item').filter({ hasText: 'Entrega' });
      await expectVisible(second.getByText('Sin comprobante'));
      await second.getByRole('button', { name: 'Rechazar' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Rechazar la transferencia' });
      await dialog.getByLabel('Motivo').fill('No vemos el abono en la cuenta.');
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expectVisible(staff.getByText('Transferencia rechazada: el cliente verá el motivo.'));

      await client.reload();
      await expectVisible(row(client, 'Entrega').getByText('Transferencia rechazada'));
      await openTransfer(client, 'Entrega');
      await expectVisible(client.getByTestId('transfer-rejected').getByText('El equipo rechazó tu transferencia: «No vemos el abono en la cuenta». Puedes informar una nueva.'));
    } finally {
      await phone.close();
    }
  });
});
