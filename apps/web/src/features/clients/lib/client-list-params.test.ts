import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './client-list-params.ts';

describe('client list URL state', () => {
  it('reads defaults and bad values safely', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, search: '', archived: false });
    expect(readListParams(new URLSearchParams('page=-3&archived=yes'))).toEqual({ page: 1, search: '', archived: false });
    expect(readListParams(new URLSearchParams('page=3&search=%C3%B1u&archived=1'))).toEqual({ page: 3, search: 'ñu', archived: true });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListParams({ page: 1, search: ' ', archived: false }).toString()).toBe('');
    const p = { page: 2, search: 'panadería', archived: true };
    expect(readListParams(writeListParams(p))).toEqual(p);
  });
});
