import { describe, expect, it } from 'vitest';
import { chargeNeedsAttention, chargeStatusLabel, chargeTone, partialRefundLabel } from './charges.ts';

describe('online charge labels', () => {
  it('says every status in Spanish, naming the provider to refund a duplicate from', () => {
    const label = (status: Parameters<typeof chargeStatusLabel>[0]['status'], extra: object = {}) => chargeStatusLabel({ status, reversal: null, provider: 'mercadopago', ...extra });
    expect(label('paid')).toBe('Pagado');
    expect(label('pending')).toBe('Pendiente');
    expect(label('failed')).toBe('Rechazado');
    expect(label('reversed', { reversal: 'refund' })).toBe('Reembolsado');
    expect(label('reversed', { reversal: 'chargeback' })).toBe('Contracargo');
    expect(label('disputed')).toBe('En disputa');
    expect(label('duplicate')).toBe('Pago duplicado — reembólsalo desde Mercado Pago');
    expect(label('duplicate', { provider: 'stripe' })).toBe('Pago duplicado — reembólsalo desde Stripe');
    expect(label('mismatch')).toBe('Monto distinto al pedido');
  });

  it('flags duplicates and mismatches; tones follow the state', () => {
    expect(['duplicate', 'mismatch'].every((s) => chargeNeedsAttention(s as 'duplicate'))).toBe(true);
    expect(chargeNeedsAttention('paid')).toBe(false);
    expect(chargeTone('paid')).toBe('success');
    expect(chargeTone('disputed')).toBe('warning');
    expect(chargeTone('mismatch')).toBe('danger');
  });

  it('shows a partial refund of a charge that still counts, formatted in its currency', () => {
    expect(partialRefundLabel({ status: 'paid', refunded_amount: '5000.00', currency: 'CLP' })?.replace(/\s/g, ' ')).toBe('Reembolso parcial: 5.000 CLP');
    expect(partialRefundLabel({ status: 'reversed', refunded_amount: '5000.00', currency: 'CLP' })).toBeNull();
    expect(partialRefundLabel({ status: 'paid', refunded_amount: null, currency: 'CLP' })).toBeNull();
  });
});
