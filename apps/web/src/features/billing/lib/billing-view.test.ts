import { describe, expect, it } from 'vitest';
import type { Billing } from '../../../lib/billing/get-billing.ts';
import { describeCard, safeExternalUrl, statusTone, upgradeLabel } from './billing-view.ts';

const sub = (patch: Partial<Billing['subscription']> = {}): Billing['subscription'] => ({
  status: 'active',
  status_description: 'Activa',
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
  source: 'stripe',
  source_label: 'Pagado con tarjeta',
  card: null,
  ...patch,
});

describe('billing view', () => {
  it('colours the status: active green, ending or pending amber, lapsed or unpaid red', () => {
    expect(statusTone({ subscription: sub(), lapsed: false })).toBe('success');
    expect(statusTone({ subscription: sub({ cancel_at_period_end: true }), lapsed: false })).toBe('warning');
    expect(statusTone({ subscription: sub({ status: 'past_due' }), lapsed: false })).toBe('warning');
    expect(statusTone({ subscription: sub({ status: 'canceled' }), lapsed: true })).toBe('danger');
    expect(statusTone({ subscription: sub({ status: 'active' }), lapsed: true })).toBe('danger');
  });

  it('shows a card as brand, •••• last4 and a two-digit expiry', () => {
    expect(describeCard({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 })).toEqual({ name: 'Visa •••• 4242', expires: 'Vence 04/2030' });
    expect(describeCard({ brand: 'amex', last4: '0005', exp_month: 12, exp_year: 2031 })?.name).toBe('American Express •••• 0005');
    expect(describeCard({ brand: 'elo', last4: '1111', exp_month: null, exp_year: null })).toEqual({ name: 'elo •••• 1111', expires: null });
    expect(describeCard(null)).toBeNull();
  });

  it('names the way to the plans after the situation', () => {
    const plan = (is_free: boolean) => ({ id: 'x', name: 'X', description: '', is_free, limits: { active_proposals: 3, active_portals: 1 } });
    expect(upgradeLabel({ lapsed: false, plan: plan(true) })).toBe('Actualizar plan');
    expect(upgradeLabel({ lapsed: false, plan: plan(false) })).toBe('Cambiar de plan');
    expect(upgradeLabel({ lapsed: true, plan: plan(false) })).toBe('Renovar suscripción');
  });

  it('only follows http(s) provider URLs', () => {
    expect(safeExternalUrl('https://checkout.stripe.com/c/pay/cs_test_1', 'http://localhost')).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(safeExternalUrl('javascript:alert(1)', 'http://localhost')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi', 'http://localhost')).toBeNull();
    expect(safeExternalUrl('', 'http://localhost')).toBeNull();
    expect(safeExternalUrl(null, 'http://localhost')).toBeNull();
  });
});
