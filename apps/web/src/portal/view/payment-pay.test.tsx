import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { mountRoot } from '../../testing/mount.ts';
import { PaymentPay } from './payment-pay.tsx';

// What a portal payment offers: «Pagar» when not paid (pending or overdue), «Pagado el …» once paid,
// nothing in the staff's read-only «Ver como cliente».
afterEach(() => {
  document.body.innerHTML = '';
});

const payment = (over: Partial<PortalPaymentDto>): PortalPaymentDto => ({
  id: 'p1',
  name: 'Anticipo',
  amount_type: 'CLP',
  amount: '125000.00',
  percent: '50.00',
  position: 0,
  status: 'pending',
  state: 'pending',
  due_at: null,
  paid_at: null,
  methods: [{ method: 'mercadopago', available: true, reason: null }],
  ...over,
});

function render(p: PortalPaymentDto, readOnly = false) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => mountRoot(container).render(<PaymentPay payment={p} readOnly={readOnly} />));
  return container;
}

describe('PaymentPay', () => {
  it('«Pagar» on a pending and an overdue payment', () => {
    for (const state of ['pending', 'overdue'] as const) {
      const el = render(payment({ state }));
      expect([...el.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pagar']);
    }
  });

  it('a paid one says when, with no button', () => {
    const el = render(payment({ state: 'paid', status: 'paid', paid_at: '2026-11-29T15:00:00Z' }));
    expect(el.textContent).toBe('Pagado el 29 de noviembre de 2026');
    expect(el.querySelector('button')).toBeNull();
  });

  it('nothing to press in the staff\'s read-only view', () => {
    expect(render(payment({}), true).textContent).toBe('');
  });
});
