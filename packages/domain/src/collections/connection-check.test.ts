import { describe, expect, it } from 'vitest';
import { judgeMercadoPago, judgeStripe, maskEmail } from './connection-check.ts';

describe('«Probar conexión»: what the provider’s answer means', () => {
  it('a UF workspace is charged in pesos: a Chilean Mercado Pago account fits it', () => {
    expect(judgeMercadoPago({ siteId: 'MLC', email: null, token: 'APP_USR-x', mode: 'test', workspaceCurrency: 'UF' })).toMatchObject({ ok: true });
    expect(judgeMercadoPago({ siteId: 'MLM', email: null, token: 'APP_USR-x', mode: 'test', workspaceCurrency: 'UF' }).message).toBe(
      'Esta cuenta de Mercado Pago es de México y cobra en MXN; tu espacio cobra en UF.',
    );
  });

  it('a site Trato does not know fails, naming it', () => {
    expect(judgeMercadoPago({ siteId: 'MLV', email: null, token: 'APP_USR-x', mode: 'test', workspaceCurrency: 'CLP' })).toMatchObject({
      ok: false,
      message: 'Esta cuenta de Mercado Pago es de un país que Trato no reconoce (MLV).',
    });
  });

  it('Stripe: the same currency says nothing about payouts; a country without a name shows its code', () => {
    expect(judgeStripe({ country: 'JP', defaultCurrency: 'clp', email: 'ab@x.jp', name: null, mode: 'test', workspaceCurrency: 'CLP' })).toEqual({
      ok: true,
      message: 'Conexión correcta con tu cuenta de Stripe de JP (modo prueba).',
      details: { country: 'JP', currency: 'CLP', mode: 'test', account: 'ab***@x.jp' },
    });
  });

  it('masks an e-mail to its first two characters and domain; not an e-mail is nothing', () => {
    expect(maskEmail('carolina@estudio.cl')).toBe('ca***@estudio.cl');
    expect(maskEmail('sin-arroba')).toBeNull();
    expect(maskEmail(null)).toBeNull();
  });
});
