import type { Page } from 'playwright-core';
import { formatMoney } from '@trato/domain/money-format';
import { api, signUpViaApi } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { day, draftAndSentPlans, signedFiftyFifty } from '../support/payments.ts';
import { signedPortal } from '../support/portal.ts';
import { createProposalFor, createSharedProposal } from '../support/public.ts';
import { text } from '../support/pricing.ts';
import { eventually, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** The sample services of e2e/support/proposals.ts: 150 000 + 2,5 × 40 000. */
const SAMPLE_TOTAL = '250000';

describe('dashboard', () => {
  test('a signed proposal: the dashboard counts the portal, the sent proposal and the accepted amount as the lists do; its links open them', async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Identidad para Panadería Aurora' });
    const projectId = await signedPortal(shared);
    const sent = await createProposalFor(shared, 'Catálogo para Panadería Aurora');

    await loginViaUi(page, shared.account);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByTestId('metric-active').getByText('1', { exact: true }));
    await expectVisible(page.getByTestId('metric-sent').getByText('1', { exact: true }));
    await expectVisible(page.getByTestId('metric-accepted').getByText(formatMoney(SAMPLE_TOTAL, 'CLP')));
    await expectVisible(page.getByTestId('card-portals').getByText('1 portal activo'));
    await expectVisible(page.getByTestId('card-proposals').getByText('1 cotización en línea'));

    // The same numbers in the lists.
    await nav.getByRole('link', { name: 'Portales', exact: true }).click();
    await expectPath(page, '/projects');
    await expectVisible(page.getByTestId('project-row').first());
    expect(await page.getByTestId('project-row').count()).toBe(1);
    await nav.getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expectPath(page, '/proposals');
    await expectVisible(page.getByTestId('proposal-row').first());
    expect(await page.getByTestId('proposal-row').filter({ has: page.locator('[data-status="SENT"]') }).count()).toBe(1);
    expect(await page.getByTestId('proposal-row').filter({ has: page.locator('[data-status="ACCEPTED"]') }).count()).toBe(1);

    // A latest proposal opens its page.
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.getByTestId('latest-proposal').filter({ hasText: sent.name }).click();
    await expectPath(page, `/proposals/${sent.id}`);

    // The portal card opens the portal.
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.getByTestId('card-portals').getByRole('link', { name: 'Abrir portal' }).click();
    await expectPath(page, `/projects/${projectId}`);
    await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
  });

  test('the money figures: each opens its /payments list, whose card shows the same amount', async ({ page }) => {
    const { account, projectId, lineId, companyId } = await signedFiftyFifty();
    const token = account.token;
    await draftAndSentPlans(token, lineId, companyId);
    // The advance is three days late; the delivery, moved to today, is paid.
    const plan = (await api<{ data: { id: string; name: string }[] }>('GET', `/v1/payments?project_id=${projectId}`, { token })).data;
    const id = (name: string) => plan.find((p) => p.name === name)!.id;
    await api('PUT', `/v1/payments/${id('Anticipo')}`, { token, body: { due_at: day(-3) } });
    await api('PUT', `/v1/payments/${id('Entrega')}`, { token, body: { due_at: day(0) } });
    await api('PUT', `/v1/payments/${id('Entrega')}`, { token, body: { status: 'paid' } });

    await loginViaUi(page, account);
    await page.goto('/dashboard');
    const figures: [figure: string, list: string, card: string, amount: string][] = [
      ['owed', '/payments?status=pending', 'pending', '125.000 CLP'],
      ['overdue', '/payments?status=overdue', 'overdue', '125.000 CLP'],
      ['collected_month', '/payments?status=paid&preset=this_month', 'collected', '125.000 CLP'],
      // The sent proposal's and the draft's plans: not owed, apart.
      ['pipeline', '/payments?status=pipeline', 'pipeline', '500.000 CLP'],
    ];
    for (const [figure, list, card, amount] of figures) {
      await eventually(() => money(page, `money-${figure}-main`), amount, `the dashboard's ${figure}`);
      await page.getByTestId(`money-${figure}`).getByRole('link').click();
      await expectPath(page, list);
      await eventually(() => money(page, `metric-${card}-main`), amount, `the list's ${card} card equals the dashboard's ${figure}`);
      await page.goBack();
      await expectPath(page, '/dashboard');
    }

    // The next payment due: who, how much, when (late, in the calm words of the one rule); it opens the portal.
    const next = page.getByTestId('next-payment').first();
    await expectVisible(next.getByText('Panadería Aurora'));
    await expectVisible(next.getByText(/^Vencido el /));
    await next.click();
    await expectPath(page, `/projects/${projectId}`);
  });

  test('a new workspace: empty states, and the first business line is created from its card', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    await loginViaUi(page, account);
    await page.goto('/dashboard');
    await expectVisible(page.getByText('Aún no hay cotizaciones. Crea la primera desde una línea de negocio.'));
    await expectVisible(page.getByText('Nada en los próximos 14 días.'));
    const card = page.getByTestId('card-lines');
    await card.getByRole('button', { name: 'Crear línea' }).click();
    await expectVisible(card.getByText('El nombre de la línea no puede estar vacío'));
    await card.getByLabel('Nombre de la nueva línea de negocio').fill('Fotografía');
    await card.getByRole('button', { name: 'Crear línea' }).click();
    await expectVisible(page.getByText('Línea de negocio creada con éxito'));
    await expectPath(page, (u) => u.pathname.startsWith('/line/'));
  });
});

/** A figure's text with its non-breaking spaces made plain. */
async function money(page: Page, testId: string): Promise<string> {
  return (await text(page.getByTestId(testId))).replace(/\u00a0/g, ' ');
}
