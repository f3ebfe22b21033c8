import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity-label.ts';

describe('activityLabel', () => {
  it('words proposal entries, a client signature or decline, and falls back to the portal wording', () => {
    expect(activityLabel({ type: 'proposal.created', data: {} })).toBe('Creó la cotización');
    expect(activityLabel({ type: 'proposal.status_changed', data: { from: 'DRAFT', to: 'SENT' } })).toBe('Cambió el estado a «Enviado»');
    expect(activityLabel({ type: 'proposal.status_changed', data: { to: 'ACCEPTED', by: 'client' } })).toBe('El cliente firmó la cotización');
    expect(activityLabel({ type: 'proposal.status_changed', data: { to: 'DECLINED', by: 'client' } })).toBe('El cliente rechazó la cotización');
    expect(activityLabel({ type: 'proposal.status_changed', data: {} })).toBe('Cambió el estado de la cotización');
    expect(activityLabel({ type: 'stage.created', data: { name: 'Diseño' } })).toBe('Agregó la etapa «Diseño»');
    expect(activityLabel({ type: 'payment.reminder_sent', data: { name: 'Anticipo' } })).toBe('Envió un recordatorio del pago «Anticipo»');
    expect(activityLabel({ type: 'payment.removed', data: { name: 'Entrega' } })).toBe('Eliminó el pago «Entrega»');
  });
});
