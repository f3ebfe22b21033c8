import { describe, expect, it } from 'vitest';
import { isValidTaxId, normalizeTaxId } from './tax-id.ts';

describe('tax ids per country', () => {
  it('Chile: the RUT check digit decides, K included, dots and hyphen optional', () => {
    expect(isValidTaxId('CL', '76.123.456-0')).toBe(true);
    expect(isValidTaxId('CL', '76.123.456-1')).toBe(false);
    expect(isValidTaxId('CL', '11.111.111-1')).toBe(true);
    expect(isValidTaxId('CL', '111111111')).toBe(true);
    expect(isValidTaxId('CL', '11.111.111-2')).toBe(false);
    expect(isValidTaxId('CL', '10.000.013-k')).toBe(true);
    expect(isValidTaxId('CL', '12.345.678-5')).toBe(true);
    expect(isValidTaxId('CL', '12.345.678-K')).toBe(false);
    expect(isValidTaxId('CL', 'abc')).toBe(false);
  });

  it('Argentina: CUIT with its check digit; Peru: RUC with its prefix and check digit', () => {
    expect(isValidTaxId('AR', '20-12345678-6')).toBe(true);
    expect(isValidTaxId('AR', '20-12345678-5')).toBe(false);
    expect(isValidTaxId('AR', '2012345678')).toBe(false);
    expect(isValidTaxId('PE', '20123456786')).toBe(true);
    expect(isValidTaxId('PE', '20123456785')).toBe(false);
    expect(isValidTaxId('PE', '30123456786')).toBe(false);
  });

  it('Mexico: RFC of a company (12) and of a person (13); Colombia: NIT with or without its check digit', () => {
    expect(isValidTaxId('MX', 'ABC010203AB1')).toBe(true);
    expect(isValidTaxId('MX', 'GODE561231GR8')).toBe(true);
    expect(isValidTaxId('MX', 'AB010203AB1')).toBe(false);
    expect(isValidTaxId('CO', '900123456-8')).toBe(true);
    expect(isValidTaxId('CO', '900123456-7')).toBe(false);
    expect(isValidTaxId('CO', '900123456')).toBe(true);
    expect(isValidTaxId('BO', '1234567')).toBe(true);
    expect(isValidTaxId('BO', '12A4567')).toBe(false);
  });

  it('Spain: DNI and NIE letters are checked, a CIF by its shape', () => {
    expect(isValidTaxId('ES', '12345678Z')).toBe(true);
    expect(isValidTaxId('ES', '12345678A')).toBe(false);
    expect(isValidTaxId('ES', 'X1234567L')).toBe(true);
    expect(isValidTaxId('ES', 'X1234567A')).toBe(false);
    expect(isValidTaxId('ES', 'B12345678')).toBe(true);
  });

  it('stores upper case without spaces or dots', () => {
    expect(normalizeTaxId(' 10.000.013-k ')).toBe('10000013-K');
  });
});
