import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-text.ts';

const say = (type: string, data: Record<string, unknown>, user: string | null = null) => {
  const { actor, text } = activitySentence({ type, data, user: user ? { name: user } : null });
  return actor ? `${actor} ${text}` : text;
};

describe('activitySentence', () => {
  it('a provider that paid or took back a payment by itself is who did it (issue 31); a team member confirming a transfer stays the actor', () => {
    expect(say('payment.paid', { name: 'Anticipo', method: 'mercadopago', provider_ref: '123' })).toBe('Mercado Pago confirmó el pago «Anticipo»');
    expect(say('payment.pending', { name: 'Anticipo', method: 'stripe' })).toBe('Stripe revirtió el pago «Anticipo»');
    expect(say('payment.paid', { name: 'Anticipo', method: 'transfer' }, 'Carla Díaz')).toBe('Carla Díaz marcó como pagado «Anticipo»');
  });

  it('a transfer reported through a «Pagar» link says so after the client\'s name (decision 0077)', () => {
    expect(say('payment.transfer_reported', { name: 'Anticipo', customer_name: 'Marta Núñez' })).toBe('Marta Núñez informó una transferencia del pago «Anticipo»');
    expect(say('payment.transfer_reported', { name: 'Anticipo', customer_name: 'Marta Núñez', via: 'pay_link' })).toBe('Marta Núñez informó una transferencia del pago «Anticipo» vía enlace de pago');
  });

  it('puts the verb in lower case after who did it, naming the stage, payment or file', () => {
    expect(say('payment.paid', { payment_name: 'Anticipo' }, 'Carla Díaz')).toBe('Carla Díaz marcó como pagado «Anticipo»');
    expect(say('stage.created', { name: 'Diseño' }, 'Carla Díaz')).toBe('Carla Díaz agregó la etapa «Diseño»');
    expect(say('proposal.created', {}, 'Carla Díaz')).toBe('Carla Díaz creó la cotización');
    expect(say('payment.reminder_sent', { name: 'Anticipo' }, 'Ana')).toBe('Ana envió un recordatorio del pago «Anticipo»');
  });
  it('starts with a capital when nobody is named', () => {
    expect(say('file.uploaded', {})).toBe('Subió el archivo');
    expect(say('project.created', { from_proposal: 'x' })).toBe('Creó el portal');
  });
  it("names the client of a quote request and a signature, and words a status change by where it went", () => {
    expect(say('services.quote_requested', { services: ['Sesión de fotos', 'Video'], customer_name: 'Marta Núñez' })).toBe('Marta Núñez pidió cotizar «Sesión de fotos, Video»');
    expect(say('proposal.status_changed', { to: 'ACCEPTED', by: 'client', signer: 'Marta Núñez' })).toBe('Marta Núñez firmó la cotización');
    expect(say('proposal.status_changed', { to: 'DECLINED', by: 'client' })).toBe('El cliente rechazó la cotización');
    expect(say('proposal.status_changed', { from: 'DRAFT', to: 'SENT' }, 'Ana')).toBe('Ana cambió el estado a «Enviado»');
    expect(say('proposal.status_changed', {})).toBe('Cambió el estado de la cotización');
  });
  it('names the bank account or payment provider of a settings «Cobros» change, never a secret', () => {
    expect(say('collections.provider_replaced', { name: 'Mercado Pago', provider: 'mercadopago', mode: 'test' }, 'Ana')).toBe('Ana reemplazó las credenciales del medio de pago «Mercado Pago»');
    expect(say('collections.bank_account_added', { name: 'Banco de Chile · CLP' }, 'Ana')).toBe('Ana agregó la cuenta bancaria «Banco de Chile · CLP»');
  });
  it('a «Pagar» link created or revoked names the payment, never the link (decision 0078)', () => {
    expect(activitySentence({ type: 'payment.link_created', data: { payment_id: 'p1', payment_name: 'Anticipo', expires_at: '2026-12-28T00:00:00Z' }, user: { name: 'Carla Díaz' } })).toEqual({
      actor: 'Carla Díaz',
      text: 'creó un enlace de pago para «Anticipo»',
    });
    expect(activitySentence({ type: 'payment.links_revoked', data: { payment_name: 'Anticipo', revoked: 2 } })).toEqual({ actor: null, text: 'Revocó los enlaces de pago de «Anticipo»' });
  });

  it('an extended validity says until when (decision 0079); a plain update stays «actualizó»', () => {
    expect(say('proposal.updated', { extended: true, valid_until: { from: '2026-01-15T00:00:00.000Z', to: '2026-12-20T00:00:00.000Z' } }, 'Ana')).toBe(
      'Ana extendió la validez de la cotización hasta el 20 de diciembre de 2026',
    );
    expect(say('proposal.updated', {}, 'Ana')).toBe('Ana actualizó la cotización');
  });

  it('never shows a raw type', () => expect(say('x.y_z', {})).toBe('Registró una actividad'));
});
