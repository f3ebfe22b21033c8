import { describe, expect, it } from 'vitest';
import { tabHash, viewModeFrom } from './tab-hash.ts';

describe('top tabs', () => {
  it('derives the hash from the lower-cased tab name', () => {
    expect(tabHash('Cotizaciones')).toBe('#cotizaciones');
    expect(tabHash('Activos')).toBe('#activos');
    expect(tabHash('Hitos y Pagos')).toBe('#hitos-y-pagos');
  });

  it('defaults the view mode to list', () => {
    expect(viewModeFrom(new URLSearchParams(''))).toBe('list');
    expect(viewModeFrom(new URLSearchParams('mode=board'))).toBe('board');
    expect(viewModeFrom(new URLSearchParams('mode=grid'))).toBe('list');
  });
});
