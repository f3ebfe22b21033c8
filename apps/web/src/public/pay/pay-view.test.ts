import { describe, expect, it } from 'vitest';
import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import { payView } from './pay-view.ts';

const link = (status: 'pending' | 'paid', charge: NonNullable<PayLinkDto['last_charge']>['status'] | null = null): PayLinkDto => ({
  payment: { name: 'Anticipo', amount: '100.00', currency: 'USD', due_at: null, status, state: status === 'paid' ? 'paid' : 'pending', paid_at: null },
  project: { name: 'Portal' },
  organization: { name: 'Estudio', logo: null, logo_dark: null, primary_color: '#1d4ed8' },
  identity: null,
  methods: [],
  bank_accounts: [],
  last_charge: charge ? { status: charge, provider: 'stripe', updated_at: '2026-11-29T10:00:00.000Z' } : null,
  transfer: null,
  review: null,
});

describe('payView: what the pay page shows, from the server', () => {
  it('offers the methods when just opened, and says «ya está pagado» once paid', () => {
    expect(payView(link('pending'), null, false)).toBe('choose');
    expect(payView(link('paid'), null, false)).toBe('already-paid');
  });
  it('back from a checkout: paid, waiting for the webhook, then pending; a failed or cancelled one can be retried', () => {
    expect(payView(link('paid', 'paid'), 'ok', false)).toBe('paid');
    expect(payView(link('pending'), 'ok', false)).toBe('confirming');
    expect(payView(link('pending'), 'ok', true)).toBe('pending');
    expect(payView(link('pending', 'pending'), 'ok', false)).toBe('pending');
    expect(payView(link('pending', 'failed'), 'ok', false)).toBe('failed');
    expect(payView(link('pending'), 'cancelado', false)).toBe('failed');
    // A charge the server knows wins over the query: a voucher still pending after «cancelado», a
    // charge of another amount under review.
    expect(payView(link('pending', 'pending'), 'cancelado', false)).toBe('pending');
    expect(payView(link('pending', 'mismatch'), 'ok', false)).toBe('review');
  });
  it('a reported transfer reads «En revisión» until the team decides; a rejected one offers the methods again', () => {
    expect(payView({ ...link('pending'), review: 'in_review' }, null, false)).toBe('transfer-review');
    expect(payView({ ...link('pending'), review: 'in_review' }, 'cancelado', false)).toBe('transfer-review');
    expect(payView({ ...link('pending'), review: 'rejected' }, null, false)).toBe('choose');
    // Confirmed: the payment is paid.
    expect(payView({ ...link('paid'), review: null }, null, false)).toBe('already-paid');
  });
  it('a query cannot claim a payment paid: only the server says so', () => {
    expect(payView(link('pending', 'paid'), 'ok', true)).not.toBe('paid');
  });
});
