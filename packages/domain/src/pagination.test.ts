import { describe, expect, it } from 'vitest';
import { emptyPage, lastPage, pageOffset, pageSchema, paginationMeta } from './pagination.ts';

describe('pagination meta (SPEC §3)', () => {
  it('describes a middle page with links that keep the filters', () => {
    const meta = paginationMeta({ page: 2, total: 25, path: '/api/v1/companies', query: { search: 'ñu', archived: 1, page: 9, empty: '' } });
    expect(meta).toEqual({
      current_page: 2,
      from: 11,
      last_page: 3,
      links: {
        first: '/api/v1/companies?search=%C3%B1u&archived=1&page=1',
        last: '/api/v1/companies?search=%C3%B1u&archived=1&page=3',
        prev: '/api/v1/companies?search=%C3%B1u&archived=1&page=1',
        next: '/api/v1/companies?search=%C3%B1u&archived=1&page=3',
      },
      path: '/api/v1/companies',
      per_page: 10,
      to: 20,
      total: 25,
    });
  });

  it('the last page is partial and has no next link', () => {
    const meta = paginationMeta({ page: 3, total: 25, path: '/x' });
    expect(meta).toMatchObject({ current_page: 3, from: 21, to: 25, last_page: 3, links: { prev: '/x?page=2', next: null } });
  });

  it('an empty list has one page, no positions and no prev/next', () => {
    expect(emptyPage('/x')).toEqual({
      data: [],
      meta: {
        current_page: 1,
        from: null,
        last_page: 1,
        links: { first: '/x?page=1', last: '/x?page=1', prev: null, next: null },
        path: '/x',
        per_page: 10,
        to: null,
        total: 0,
      },
    });
  });

  it('a page past the end is empty and its prev link points at the last page', () => {
    const meta = paginationMeta({ page: 7, total: 12, path: '/x' });
    expect(meta).toMatchObject({ current_page: 7, from: null, to: null, last_page: 2, links: { prev: '/x?page=2', next: null } });
  });

  it('supports other page sizes', () => {
    expect(paginationMeta({ page: 1, perPage: 5, total: 11, path: '/x' })).toMatchObject({ per_page: 5, last_page: 3, from: 1, to: 5 });
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });

  it('parses ?page= (default 1) and refuses anything but a whole number ≥ 1 in Spanish', () => {
    expect(pageSchema.parse(undefined)).toBe(1);
    expect(pageSchema.parse('4')).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'abc']) {
      const r = pageSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('La página debe ser un número entero mayor o igual a 1.');
    }
  });
});
