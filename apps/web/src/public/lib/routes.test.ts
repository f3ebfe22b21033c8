import { describe, expect, it } from 'vitest';
import { matchRoute, publicPaths } from './routes.ts';

describe('public routes', () => {
  it('reads the proposal page under both prefixes, with its sub-pages', () => {
    expect(matchRoute('/p/abc123')).toEqual({ page: 'proposal', slug: 'abc123' });
    expect(matchRoute('/@public/abc123')).toEqual({ page: 'proposal', slug: 'abc123' });
    expect(matchRoute('/p/abc123/')).toEqual({ page: 'proposal', slug: 'abc123' });
    expect(matchRoute('/p/abc123/accepted')).toEqual({ page: 'accepted', slug: 'abc123' });
    expect(matchRoute('/@public/abc123/login')).toEqual({ page: 'login', slug: 'abc123' });
    expect(matchRoute('/p/abc123/pdf')).toEqual({ page: 'pdf', slug: 'abc123' });
    expect(matchRoute('/p/abc123/demo')).toEqual({ page: 'demo', slug: 'abc123' });
    expect(matchRoute('/terminos')).toEqual({ page: 'terms' });
    expect(matchRoute('/pay/abc_DEF-1')).toEqual({ page: 'pay', token: 'abc_DEF-1' });
  });

  it('anything else is not found (never a guess at another page)', () => {
    for (const path of ['/p', '/p/abc/otra', '/p/abc/accepted/x', '/x/abc', '/p/%E0%A4%A', '/terminos/extra', '/pay', '/pay/a/b']) {
      expect(matchRoute(path), path).toEqual({ page: 'not-found' });
    }
  });

  it('builds the paths back, the magic link encoded', () => {
    expect(publicPaths.accepted('abc', 'a+b/c')).toBe('/p/abc/accepted?magic_link=a%2Bb%2Fc');
    expect(publicPaths.accepted('abc')).toBe('/p/abc/accepted');
    expect(publicPaths.login('a b')).toBe('/p/a%20b/login');
    expect(publicPaths.pay('abc')).toBe('/pay/abc');
  });
});
