import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text.ts';

describe('activityText', () => {
  it('says what happened, naming the stage, payment or file', () => {
    expect(activityText({ type: 'payment.paid', data: { payment_name: 'Anticipo' } })).toBe('Marcó como pagado «Anticipo»');
    expect(activityText({ type: 'stage.created', data: { name: 'Diseño' } })).toBe('Agregó la etapa «Diseño»');
    expect(activityText({ type: 'file.uploaded', data: {} })).toBe('Subió el archivo');
    expect(activityText({ type: 'project.finished', data: {} })).toBe('Finalizó el portal');
  });
  it('shows an unknown type as it is', () => expect(activityText({ type: 'x.y', data: {} })).toBe('x.y'));
});
