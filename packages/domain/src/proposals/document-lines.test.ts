import { describe, expect, it } from 'vitest';
import { quantityWithUnit, showsUnitPrice } from './document-lines.ts';

const line = (over: Partial<Parameters<typeof showsUnitPrice>[0]> = {}) => ({ type: 'hours', quantity: '1.00', quantity_type: null, value_type: null, ...over });

describe('showsUnitPrice', () => {
  it('never for a fixed-price line, whatever its numbers', () => {
    expect(showsUnitPrice(line({ type: 'simple', quantity: '3.00', quantity_type: 'horas' }))).toBe(false);
  });
  it('not for a plain one unit without a unit name', () => {
    expect(showsUnitPrice(line({ type: 'other' }))).toBe(false);
    expect(showsUnitPrice(line({ quantity: '1' }))).toBe(false);
  });
  it('for several units or a named unit', () => {
    expect(showsUnitPrice(line({ quantity: '2.50' }))).toBe(true);
    expect(showsUnitPrice(line({ quantity_type: 'horas' }))).toBe(true);
    expect(showsUnitPrice(line({ value_type: 'por m²' }))).toBe(true);
  });
});

describe('quantityWithUnit', () => {
  it('is the line’s own quantity with its own unit, in Spanish number format', () => {
    expect(quantityWithUnit(line({ quantity: '8.00', quantity_type: 'horas' }))).toBe('8 horas');
    expect(quantityWithUnit(line({ quantity: '2.50' }))).toBe('2,5');
  });
  it('is nothing where the unit price is not shown', () => {
    expect(quantityWithUnit(line({ type: 'simple', quantity: '3.00' }))).toBeNull();
    expect(quantityWithUnit(line())).toBeNull();
  });
});
