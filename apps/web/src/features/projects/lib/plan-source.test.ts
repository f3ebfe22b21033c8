import { describe, expect, it } from 'vitest';
import type { ProjectDto } from '@trato/domain/projects/dto';
import { statusOnlyChange } from './plan-source.ts';

const payment = (key: string, id: string, name: string, status: 'pending' | 'paid') => ({ key, id, name, amount: '50.00', percent: '50.00', status, due_at: '2026-12-01T00:00:00.000Z' });
const project = { payments: { type: null, plan: 'fiftyFifty', payments: [payment('a', 'id-a', 'Anticipo', 'pending'), payment('b', 'id-b', 'Entrega', 'pending')] } } as unknown as ProjectDto;
const input = (changes: Partial<Record<'a' | 'b', Partial<ReturnType<typeof payment>>>>) => ({
  type: null,
  plan: 'fiftyFifty' as const,
  payments: (['a', 'b'] as const).map((k) => {
    const { id: _id, ...p } = { ...project.payments.payments.find((x) => x.key === k)!, ...changes[k] };
    return p;
  }),
});

describe('statusOnlyChange', () => {
  it('finds the one payment marked paid (or pending again): that goes through the status endpoint', () => {
    expect(statusOnlyChange(project, input({ a: { status: 'paid', percent: '100.00' } }))).toEqual({ id: 'id-a', status: 'paid' });
  });
  it('is null for any other edit: name, date, two statuses at once, a payment added', () => {
    expect(statusOnlyChange(project, input({ a: { name: 'Adelanto' } }))).toBeNull();
    expect(statusOnlyChange(project, input({ b: { due_at: '2027-01-01T00:00:00.000Z' } }))).toBeNull();
    expect(statusOnlyChange(project, input({ a: { status: 'paid' }, b: { status: 'paid' } }))).toBeNull();
    const more = input({});
    more.payments.push({ ...more.payments[1]!, key: 'c' });
    expect(statusOnlyChange(project, more)).toBeNull();
  });
});
