import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToString, multiplyCents, normalizeAmount, toCents } from './money.ts';
import { SERVICE_MESSAGES, serviceCreateSchema } from './schemas.ts';
import { itemTotals, serviceTotals } from './totals.ts';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from './types.ts';

describe('money', () => {
  it('parses amounts with up to 2 decimals, comma or dot, into cents', () => {
    expect(toCents('12')).toBe(1200n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('12,05')).toBe(1205n);
    expect(toCents(' 0.1 ')).toBe(10n);
    expect(toCents(0.1)).toBe(10n);
    expect(toCents('999999999999.99')).toBe(99_999_999_999_999n);
  });
  it('refuses negatives, 3 decimals, exponents and garbage', () => {
    for (const bad of ['-1', '1.234', '1e3', 'abc', '', '.5', '1.', '1,2,3', 'NaN']) expect(toCents(bad), bad).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(1e21)).toBeNull();
  });
  it('formats cents with exactly 2 decimals', () => {
    expect(centsToString(0n)).toBe('0.00');
    expect(centsToString(5n)).toBe('0.05');
    expect(centsToString(123456n)).toBe('1234.56');
    expect(normalizeAmount('7')).toBe('7.00');
    expect(() => normalizeAmount('x')).toThrow();
  });
  it('multiplies exactly and rounds half up to the cent', () => {
    expect(multiplyCents(10n, 10n)).toBe(1n); // 0.10 × 0.10 = 0.01
    expect(multiplyCents(15n, 10n)).toBe(2n); // 0.15 × 0.10 = 0.015 → 0.02
    expect(multiplyCents(14n, 10n)).toBe(1n); // 0.014 → 0.01
    expect(multiplyCents(333n, 300n)).toBe(999n); // 3.33 × 3 = 9.99 (floats give 9.990000000000002)
    expect(multiplyCents(99_999_999_999_999n, 100n)).toBe(99_999_999_999_999n);
  });
});

describe('service types', () => {
  it('are the 13 of SPEC §3, each with a Spanish name', () => {
    expect(SERVICE_TYPES).toEqual(['simple', 'hours', 'ufmt2', 'files', 'inform', 'report', 'contract', 'meet', 'platform', 'app', 'consulta', 'control', 'other']);
    expect(SERVICE_TYPE_LABELS.hours).toBe('Horas');
    expect(SERVICE_TYPE_LABELS.ufmt2).toBe('UF/m²');
    for (const t of SERVICE_TYPES) expect(SERVICE_TYPE_LABELS[t].length).toBeGreaterThan(1);
  });
});

describe('totals (SPEC §5)', () => {
  it('simple: quantity 1 and value 1, total is its fixed price', () => {
    expect(itemTotals({ type: 'simple', quantity: '7', value: '9', total: '150000' })).toEqual({ quantity: '1.00', value: '1.00', total: '150000.00' });
    expect(itemTotals({ type: 'simple' })).toEqual({ quantity: '1.00', value: '1.00', total: '0.00' });
  });
  it('other types: quantity × value, the client total ignored', () => {
    expect(itemTotals({ type: 'hours', quantity: '10', value: '25000', total: '1' })).toEqual({ quantity: '10.00', value: '25000.00', total: '250000.00' });
    expect(itemTotals({ type: 'ufmt2', quantity: '1.5', value: '0.33' })).toEqual({ quantity: '1.50', value: '0.33', total: '0.50' }); // 0.495 → 0.50
    expect(itemTotals({ type: 'meet', quantity: '0.1', value: '0.2' }).total).toBe('0.02');
    expect(itemTotals({ type: 'other', quantity: null, value: '5' }).total).toBe('0.00');
  });
  it('with subservices: total, quantity and value are sums; the parent figures are ignored', () => {
    const t = serviceTotals({
      type: 'hours',
      quantity: '100',
      value: '100',
      total: '1',
      subservices: [
        { type: 'hours', quantity: '2', value: '10.10' },
        { type: 'simple', total: '5.55' },
        { type: 'report', quantity: '0.1', value: '0.2' },
      ],
    });
    expect(t).toEqual({
      quantity: '3.10', // 2 + 1 + 0.1
      value: '11.30', // 10.10 + 1 + 0.2
      total: '25.77', // 20.20 + 5.55 + 0.02
      subservices: [
        { quantity: '2.00', value: '10.10', total: '20.20' },
        { quantity: '1.00', value: '1.00', total: '5.55' },
        { quantity: '0.10', value: '0.20', total: '0.02' },
      ],
    });
  });
  it('without subservices the parent is its own item', () => {
    expect(serviceTotals({ type: 'app', quantity: '3', value: '0.1', subservices: [] })).toEqual({ quantity: '3.00', value: '0.10', total: '0.30', subservices: [] });
  });

  const amount = fc.bigInt({ min: 0n, max: 99_999_999n }).map((c) => centsToString(c));
  const type = fc.constantFrom(...SERVICE_TYPES) as fc.Arbitrary<ServiceType>;
  const item = fc.record({ type, quantity: amount, value: amount, total: amount });

  it('property: every total has exactly 2 decimals', () => {
    fc.assert(
      fc.property(item, fc.array(item, { maxLength: 8 }), (parent, subs) => {
        const t = serviceTotals({ ...parent, subservices: subs });
        for (const v of [t.total, t.quantity, t.value, ...t.subservices.flatMap((s) => [s.total, s.quantity, s.value])]) expect(v).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
  it('property: the parent total equals the sum of subservice totals to the cent', () => {
    fc.assert(
      fc.property(item, fc.array(item, { minLength: 1, maxLength: 8 }), (parent, subs) => {
        const t = serviceTotals({ ...parent, subservices: subs });
        const sum = t.subservices.reduce((acc, s) => acc + toCents(s.total)!, 0n);
        expect(toCents(t.total)).toBe(sum);
      }),
    );
  });
  it('property: a priced item is within half a cent of the exact product', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.bigInt({ min: 0n, max: 10n ** 10n }), (q, v) => {
        const total = toCents(itemTotals({ type: 'hours', quantity: centsToString(q), value: centsToString(v) }).total)!;
        const exact = q * v; // in 1/10 000ths
        const diff = total * 100n - exact;
        expect(diff > -50n && diff <= 50n).toBe(true); // half up: exactly half a cent goes up
      }),
    );
  });
  it('property: reordering subservices never changes the total', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (subs) => {
        const a = serviceTotals({ type: 'other', subservices: subs }).total;
        const b = serviceTotals({ type: 'other', subservices: [...subs].reverse() }).total;
        expect(a).toBe(b);
      }),
    );
  });
});

describe('service schema', () => {
  const valid = { name: 'Diseño web', type: 'hours', quantity: '10', value: '25000' };
  const errors = (input: unknown) => {
    const r = serviceCreateSchema.safeParse(input);
    if (r.success) return {};
    return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a priced service, with defaults', () => {
    const r = serviceCreateSchema.parse(valid);
    expect(r).toMatchObject({ name: 'Diseño web', description: '', lines: [], is_public: false, preload: false, subservices: [] });
  });
  it('gives Spanish messages per field', () => {
    expect(errors({ ...valid, name: '  ' })).toEqual({ name: SERVICE_MESSAGES.nameRequired });
    expect(errors({ ...valid, type: 'magic' })).toEqual({ type: SERVICE_MESSAGES.typeInvalid });
    expect(errors({ ...valid, quantity: '-1' })).toEqual({ quantity: SERVICE_MESSAGES.amountInvalid });
    expect(errors({ ...valid, value: '1.234' })).toEqual({ value: SERVICE_MESSAGES.amountInvalid });
    expect(errors({ ...valid, quantity: '' })).toEqual({ quantity: SERVICE_MESSAGES.quantityRequired });
    expect(errors({ ...valid, value: '9999999999999' })).toEqual({ value: SERVICE_MESSAGES.amountTooLarge });
    expect(errors({ ...valid, quantity: '999999999', value: '999999999' })).toEqual({ total: SERVICE_MESSAGES.amountTooLarge });
    expect(errors({ ...valid, lines: ['x'] })).toEqual({ 'lines.0': SERVICE_MESSAGES.lineInvalid });
  });
  it('simple needs a price, not quantity and value', () => {
    expect(errors({ name: 'Logo', type: 'simple' })).toEqual({ total: SERVICE_MESSAGES.priceRequired });
    expect(serviceCreateSchema.safeParse({ name: 'Logo', type: 'simple', total: '90000' }).success).toBe(true);
  });
  it('is invalid while any subservice is invalid; the parent then needs no pricing', () => {
    const sub = { name: 'Boceto', type: 'hours', quantity: '2', value: '1000' };
    expect(serviceCreateSchema.safeParse({ name: 'Pack', type: 'other', subservices: [sub, sub] }).success).toBe(true);
    expect(errors({ name: 'Pack', type: 'other', subservices: [sub, { ...sub, name: '' }] })).toEqual({ 'subservices.1.name': SERVICE_MESSAGES.subNameRequired });
    expect(errors({ name: 'Pack', type: 'other', subservices: [{ ...sub, value: '' }] })).toEqual({ 'subservices.0.value': SERVICE_MESSAGES.valueRequired });
    expect(errors({ name: 'Pack', type: 'other', subservices: [{ name: 'Fijo', type: 'simple' }] })).toEqual({ 'subservices.0.total': SERVICE_MESSAGES.priceRequired });
  });
  it('property: the schema accepts exactly the amounts toCents accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{1,6}([.,]\d{1,3})?$/)), (q) => {
        const ok = serviceCreateSchema.safeParse({ ...valid, quantity: q }).success;
        const trimmed = q.trim();
        expect(ok).toBe(trimmed !== '' && toCents(trimmed) !== null);
      }),
    );
  });
});
