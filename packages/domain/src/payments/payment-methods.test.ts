import { describe, expect, it } from 'vitest';
import { availableMethods, paymentMethodsFor } from './payment-methods.ts';

const none = { mercadopago: false, stripe: false, transferCurrencies: [] };
const all = { mercadopago: true, stripe: true, transferCurrencies: ['CLP', 'USD'] };

describe('which methods a payment offers', () => {
  it('CLP with everything connected: Mercado Pago, Stripe and transfer', () => {
    expect(availableMethods('CLP', all)).toEqual(['mercadopago', 'stripe', 'transfer']);
  });

  it('USD: Mercado Pago does not charge in dollars, and says so', () => {
    const usd = paymentMethodsFor('USD', all);
    expect(usd.find((o) => o.method === 'mercadopago')).toEqual({ method: 'mercadopago', available: false, reason: 'Mercado Pago no cobra en USD.' });
    expect(availableMethods('USD', all)).toEqual(['stripe', 'transfer']);
  });

  it('UF: no provider charges in it and no transfer is made in it', () => {
    expect(availableMethods('UF', all)).toEqual([]);
    expect(paymentMethodsFor('UF', all).map((o) => o.reason)).toEqual([
      'Mercado Pago no cobra en UF.',
      'Stripe no cobra en UF.',
      'Una transferencia no se hace en UF: se paga en pesos chilenos.',
    ]);
  });

  it('nothing connected: each method says what is missing', () => {
    expect(paymentMethodsFor('MXN', none).map((o) => o.reason)).toEqual(['Mercado Pago no está conectado.', 'Stripe no está conectado.', 'No hay una cuenta bancaria en MXN.']);
  });

  it('a transfer needs an account in that very currency', () => {
    expect(availableMethods('EUR', { ...none, transferCurrencies: ['CLP'] })).toEqual([]);
    expect(availableMethods('EUR', { ...none, transferCurrencies: ['EUR'] })).toEqual(['transfer']);
  });
});
