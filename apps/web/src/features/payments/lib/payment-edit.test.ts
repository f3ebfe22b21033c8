import { describe, expect, it } from 'vitest';
import { editPatch, editValues } from './payment-edit.ts';

const before = { name: 'Anticipo', due_at: '2026-12-01', amount: '125000' };

describe('payment edit patch', () => {
  it('reads a payment into the form', () => {
    const values = editValues({ name: 'Entrega', due_at: '2026-12-15T00:00:00.000Z', amount: '1250.50' } as never);
    expect(values).toEqual({ name: 'Entrega', due_at: '2026-12-15', amount: '1250.5' });
  });

  it('sends only what changed, parsed like the server does', () => {
    expect(editPatch(before, { ...before })).toEqual({ patch: null, errors: {} });
    expect(editPatch(before, { ...before, due_at: '2026-12-20' })).toEqual({ patch: { due_at: '2026-12-20' }, errors: {} });
    expect(editPatch(before, { ...before, due_at: '' }).patch).toEqual({ due_at: null });
    expect(editPatch(before, { name: ' Seña ', due_at: before.due_at, amount: '100000,5' }).patch).toEqual({ name: 'Seña', amount: '100000.5' });
  });

  it('answers Spanish messages per field', () => {
    const { patch, errors } = editPatch(before, { name: '', due_at: before.due_at, amount: '-3' });
    expect(patch).toBeNull();
    expect(errors.name).toBe('Ingresa el nombre del pago.');
    expect(errors.amount).toBe('Ingresa un monto válido, mayor que 0 y con hasta 2 decimales.');
  });
});
