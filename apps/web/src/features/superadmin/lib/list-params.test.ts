import { describe, expect, it } from 'vitest';
import { listHref, listParam, pageParam } from './list-params.ts';

describe('superadmin list URL', () => {
  it('reads the list and page, falling back to users and page 1', () => {
    expect(listParam('workspaces')).toBe('workspaces');
    expect(listParam('secrets')).toBe('users');
    expect(listParam(null)).toBe('users');
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });

  it('writes the search trimmed and leaves out page 1', () => {
    expect(listHref('users', '', 1)).toBe('?list=users');
    expect(listHref('workspaces', '  Peñalolén ', 2)).toBe('?list=workspaces&search=Pe%C3%B1alol%C3%A9n&page=2');
  });
});
