import { describe, expect, it } from 'vitest';
import { filterOptions, normalizeSearch } from './combobox-filter.ts';

describe('combobox filter', () => {
  const options = ['Diseño gráfico', 'Agencia de diseño web', 'Desarrollo de software', 'Otro'];

  it('ignores accents, case and extra spaces', () => {
    expect(normalizeSearch('  Diseño   GRÁFICO ')).toBe('diseno grafico');
    expect(filterOptions(options, 'disENO')).toEqual(['Diseño gráfico', 'Agencia de diseño web']);
  });

  it('puts prefix matches first and matches every word', () => {
    expect(filterOptions(options, 'de')).toEqual(['Desarrollo de software', 'Agencia de diseño web']);
    expect(filterOptions(options, 'web agencia')).toEqual(['Agencia de diseño web']);
    expect(filterOptions(options, '')).toEqual(options);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
});
