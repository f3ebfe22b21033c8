import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChargeDto } from '@trato/domain/payments/charges';
import { setSession } from '../../../../lib/auth/token-storage.ts';
import { renderRoutes, settle, settleUntil } from '../../../billing/components/render-page.test-support.tsx';
import type { AppNotification } from '../../../notifications/api/get-notifications.ts';
import { announceNotification } from '../../../notifications/lib/notification-events.ts';
import { ProjectCharges } from './project-charges.tsx';
import { stubFetch } from '../../../../testing/stub-fetch.ts';

// «Cobros en línea» (decisions 0075, 0078): the charges of each payment as the team reads them, from
// GET /v1/projects/{id}/charges (fetch stubbed), labels and tones from the domain's one rule.
const PAYMENTS = [
  { id: 'pay1', name: 'Anticipo' },
  { id: 'pay2', name: 'Entrega' },
  { id: 'pay3', name: 'Sin cobros' },
];

const base: ChargeDto = {
  id: 'c1', payment_id: 'pay1', provider: 'stripe', provider_ref: 'cs_test_1', status: 'paid', held_status: null, reversal: null,
  amount: '150.00', currency: 'USD', refunded_amount: null, batch_id: null,
  paid_at: '2026-11-20T15:00:00.000Z', created_at: '2026-11-20T14:59:00.000Z', updated_at: '2026-11-20T15:00:00.000Z',
};

function stubCharges(charges: ChargeDto[]) {
  return stubFetch((path) =>
    path.endsWith('/charges') ? new Response(JSON.stringify({ data: charges })) : new Response(JSON.stringify({ message: 'no' }), { status: 404 }),
  );
}

const Page = () => <ProjectCharges projectId="pr1" payments={PAYMENTS} />;
const render = () => renderRoutes({ '/projects/:id': Page }, '/projects/pr1');

beforeEach(() => {
  localStorage.clear();
  setSession('t', 'password');
});

describe('«Cobros en línea»', () => {
  it('groups the charges under their payment: provider, reference, amount, the Spanish state in its tone, the refunded part', async () => {
    stubCharges([
      { ...base, refunded_amount: '20.00' },
      { ...base, id: 'c2', provider_ref: 'cs_test_2', status: 'duplicate' },
      { ...base, id: 'c3', payment_id: 'pay2', provider: 'mercadopago', provider_ref: '1234', status: 'reversed', reversal: 'chargeback', amount: '90000', currency: 'CLP', refunded_amount: '90000' },
      { ...base, id: 'c4', payment_id: 'pay2', provider: 'mercadopago', provider_ref: '5678', status: 'mismatch', amount: null, currency: 'CLP' },
      { ...base, id: 'c5', payment_id: 'pay2', provider: 'stripe', provider_ref: 'cs_test_5', status: 'disputed', held_status: 'paid' },
    ]);
    const { container } = await render();
    await settleUntil(() => container.querySelector('[data-testid="payment-charges"]') !== null);

    expect(container.querySelector('h3')?.textContent).toBe('Cobros en línea');
    expect(container.querySelector('#cobros-en-linea')?.getAttribute('aria-labelledby')).toBe('project-charges-title');
    const groups = [...container.querySelectorAll('[data-testid="payment-charges"]')];
    // A payment without charges is not listed.
    expect(groups.map((g) => g.querySelector('p')?.textContent)).toEqual(['Anticipo', 'Entrega']);

    const row = (id: string) => container.querySelector(`li:has([title="${id}"])`)!;
    const tag = (id: string) => row(id).querySelector('.rounded-full')!;
    expect(row('cs_test_1').textContent).toContain('Stripe');
    expect(row('cs_test_1').textContent).toMatch(/150,00\sUS\$/);
    expect(tag('cs_test_1').textContent).toBe('Pagado');
    expect(tag('cs_test_1').className).toContain('text-success');
    expect(row('cs_test_1').textContent).toMatch(/Reembolso parcial: 20,00\sUS\$/);

    expect(tag('cs_test_2').textContent).toBe('Pago duplicado — reembólsalo desde Stripe');
    expect(tag('cs_test_2').className).toContain('text-danger');
    expect(row('cs_test_2').className).toContain('bg-danger-soft');

    expect(row('1234').textContent).toContain('Mercado Pago');
    expect(tag('1234').textContent).toBe('Contracargo');
    expect(tag('1234').className).toContain('text-warning');
    // Reversed in full: no «Reembolso parcial».
    expect(row('1234').textContent).not.toContain('Reembolso parcial');

    expect(tag('5678').textContent).toBe('Monto distinto al pedido');
    expect(row('5678').textContent).toContain('—');
    expect(tag('cs_test_5').textContent).toBe('En disputa');
    expect(tag('cs_test_5').className).toContain('text-warning');
    // The reference is announced as such to a screen reader.
    expect(row('1234').textContent).toContain('Referencia');
  });

  it('shows nothing while there are no charges', async () => {
    const calls = stubCharges([]);
    const { container } = await render();
    await settleUntil(() => calls.length > 0);
    await settle();
    // (The toaster's own live region is all the page holds.)
    expect(container.querySelector('#cobros-en-linea')).toBeNull();
    expect(container.textContent).not.toContain('Cobros en línea');
  });

  it('refetches when a provider flags, pays or reverses a charge of this project (realtime); not for another project', async () => {
    const calls = stubCharges([base]);
    const { container } = await render();
    await settleUntil(() => container.querySelector('[data-testid="payment-charges"]') !== null);
    const reads = () => calls.filter((c) => c.endsWith('/v1/projects/pr1/charges')).length;

    act(() => announceNotification(arrived('payment.charge_flagged', 'pr2')));
    await settle();
    expect(reads()).toBe(1);
    for (const type of ['payment.charge_flagged', 'payment.paid', 'payment.reversed']) {
      const was = reads();
      act(() => announceNotification(arrived(type, 'pr1')));
      await settleUntil(() => reads() > was);
      expect(reads(), type).toBe(was + 1);
    }
  });
});

const arrived = (type: string, projectId: string): AppNotification => ({
  id: `n-${type}-${projectId}`,
  type,
  createdAt: new Date().toISOString(),
  readed: false,
  data: { url: `/projects/${projectId}`, project_id: projectId },
  notification: { icon: 'credit-card', title: 'Stripe' },
});
