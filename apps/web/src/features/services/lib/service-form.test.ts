import { describe, expect, it } from 'vitest';
import { serviceCreateSchema } from '@trato/domain/services/schemas';
import { serviceTotals } from '@trato/domain/services/totals';
import { emptySubservice, toFormValues, toRequest } from './service-form.ts';

describe('service form', () => {
  it('a simple service sends quantity 1, value 1 and its price', () => {
    const values = { ...toFormValues(), name: 'Logo', type: 'simple' as const, quantity: '7', value: '3', total: '90000' };
    const body = toRequest(values);
    expect(body).toMatchObject({ quantity: '1', value: '1', total: '90000' });
    expect(serviceCreateSchema.safeParse(body).success).toBe(true);
  });
  it('subservices get positions in form order; the parent sends no amounts', () => {
    const values = {
      ...toFormValues(),
      name: 'Pack',
      subservices: [
        { ...emptySubservice(), name: 'A', quantity: '2', value: '10' },
        { ...emptySubservice(), id: '0b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f10', name: 'B', type: 'simple' as const, total: '5' },
      ],
    };
    const body = toRequest(values);
    expect(body).toMatchObject({ quantity: null, value: null, total: null });
    expect(body.subservices).toMatchObject([
      { name: 'A', position: 0 },
      { name: 'B', position: 1, id: '0b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f10', quantity: '1', value: '1', total: '5' },
    ]);
    expect(serviceTotals(serviceCreateSchema.parse(body)).total).toBe('25.00');
  });
  it('round-trips a service from the API', () => {
    const values = toFormValues({
      id: 'x',
      name: 'Horas',
      description: '',
      type: 'hours',
      quantity: '2.50',
      quantity_type: 'horas',
      value: '1000.00',
      value_type: null,
      total: '2500.00',
      lines: [],
      is_public: false,
      preload: false,
      subservices: [],
      created_at: '',
      updated_at: '',
    });
    expect(values).toMatchObject({ quantity: '2.5', value: '1000', quantity_type: 'horas', value_type: '', total: '' });
  });
});
