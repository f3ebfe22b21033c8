import { describe, expect, it } from 'vitest';
import { proposalUpdateSchema } from '@trato/domain/proposals/schemas';
import { SERVICE_MESSAGES, type ServiceDto } from '@trato/domain/services/schemas';
import { serviceFixture } from '../testing/proposal-fixture.ts';
import { draftFromCatalogue, draftsFromProposal, emptyService, keysOf, moveItem, newKey, serviceErrors, toServicesInput } from './service-draft.ts';
import { draftTotals } from './proposal-totals.ts';

const catalogue: ServiceDto = {
  id: '6f1c1c5e-8a53-4f0b-9a56-0a4b8c3c2d10',
  name: 'Pack de marca',
  description: 'Identidad',
  type: 'other',
  quantity: '3.00',
  quantity_type: null,
  value: '35.00',
  value_type: null,
  total: '150020.00',
  lines: [],
  is_public: false,
  preload: false,
  subservices: [
    { id: 's2', key: 'zzzzz', name: 'Logotipo', description: '', type: 'simple', quantity: '1.00', quantity_type: null, value: '1.00', value_type: null, total: '150000.00', position: 1 },
    { id: 's1', key: 'yyyyy', name: 'Ajustes', description: '', type: 'hours', quantity: '2.00', quantity_type: 'horas', value: '10.00', value_type: null, total: '20.00', position: 0 },
  ],
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
};

describe('services of a proposal in the builder', () => {
  it('reads the proposal services in position order, amounts as a person types them', () => {
    const drafts = draftsFromProposal([serviceFixture({ key: 'b', position: 1, name: 'Segundo' }), serviceFixture({ key: 'a', position: 0, type: 'simple', total: '90000.50' })]);
    expect(drafts.map((d) => d.key)).toEqual(['a', 'b']);
    expect(drafts[0]).toMatchObject({ type: 'simple', total: '90000.5' });
    expect(drafts[1]).toMatchObject({ quantity: '10', value: '25000', total: '' });
  });

  it('copies a catalogue service with its subservices in order, fresh keys, and the catalogue id', () => {
    const taken = new Set(['zzzzz']);
    const draft = draftFromCatalogue(catalogue, taken);
    expect(draft).toMatchObject({ service_id: catalogue.id, name: 'Pack de marca', description: 'Identidad' });
    expect(draft.subservices.map((s) => s.name)).toEqual(['Ajustes', 'Logotipo']);
    const keys = [draft.key, ...draft.subservices.map((s) => s.key)];
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9]{5}$/);
      expect(taken.has(key)).toBe(false);
    }
    expect(catalogue.subservices[0]!.key).toBe('zzzzz'); // the catalogue object is not touched
  });

  it('new keys avoid every key already used by services and subservices', () => {
    const services = [draftFromCatalogue(catalogue, new Set()), emptyService(new Set())];
    const used = keysOf(services);
    expect(used.size).toBe(4);
    for (let i = 0; i < 50; i++) expect(used.has(newKey(used))).toBe(false);
  });

  it('sends the whole list with positions; simple items send quantity 1, value 1 and their price; a parent with subservices sends no figures', () => {
    const custom = { ...emptyService(new Set()), name: ' Hosting ', type: 'simple' as const, quantity: '7', value: '3', total: '12000' };
    const body = toServicesInput([draftFromCatalogue(catalogue, new Set()), custom]);
    expect(body[0]).toMatchObject({ position: 0, service_id: catalogue.id, quantity: null, value: null, total: null });
    expect(body[0]!.subservices.map((s) => [s.name, s.position])).toEqual([
      ['Ajustes', 0],
      ['Logotipo', 1],
    ]);
    expect(body[0]!.subservices[1]).toMatchObject({ quantity: '1', value: '1', total: '150000' });
    expect(body[1]).toMatchObject({ position: 1, name: 'Hosting', service_id: null, quantity: '1', value: '1', total: '12000' });
    // The server's own schema accepts it as is.
    expect(proposalUpdateSchema.safeParse({ services: body }).success).toBe(true);
  });

  it('gives the Spanish messages of SPEC §5 per field, subservices included', () => {
    const fresh = emptyService(new Set());
    expect(serviceErrors(fresh)).toEqual({ name: SERVICE_MESSAGES.nameRequired, value: SERVICE_MESSAGES.valueRequired });
    expect(serviceErrors({ ...fresh, name: 'Diseño', value: '1.234' })).toEqual({ value: SERVICE_MESSAGES.amountInvalid });
    expect(serviceErrors({ ...fresh, name: 'Logo', type: 'simple' })).toEqual({ total: SERVICE_MESSAGES.priceRequired });
    const withSub = { ...fresh, name: 'Pack', subservices: [{ ...fresh, key: 'sub01', name: 'Boceto', value: '' }] };
    expect(serviceErrors(withSub)).toEqual({ 'subservices.0.value': SERVICE_MESSAGES.valueRequired });
    expect(serviceErrors(draftFromCatalogue(catalogue, new Set()))).toEqual({});
  });

  it('moves an item up or down; out of range leaves the order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('live totals', () => {
  it('per service, per type in order of appearance (a parent counts with its subservices), and the exact grand total', () => {
    const pack = draftFromCatalogue(catalogue, new Set());
    const hours = { ...emptyService(new Set()), name: 'Horas', type: 'hours' as const, quantity: '2,5', value: '33333.33' };
    const more = { ...emptyService(new Set()), name: 'Más', type: 'other' as const, quantity: '0.1', value: '0.2' };
    const totals = draftTotals([hours, pack, more]);
    expect(totals.services.map((s) => s.total)).toEqual(['83333.33', '150020.00', '0.02']);
    expect(totals.byType).toEqual([
      { type: 'hours', total: '83333.33' },
      { type: 'other', total: '150020.02' },
    ]);
    expect(totals.total).toBe('233353.35');
    expect(draftTotals([])).toEqual({ services: [], byType: [], total: '0.00' });
  });
});
