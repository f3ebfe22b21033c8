import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './public-pages.ts';

describe('isPublicPagePath', () => {
  it('takes the public proposal pages and the terms', () => {
    for (const url of ['/p/abc', '/@public/abc', '/p/abc/accepted?magic_link=x', '/p/abc/login', '/p/abc/pdf', '/terminos', '/terminos/', '/terminos?v=1', '/pay/abcDEF_-123', '/pay/abc?resultado=ok']) {
      expect(isPublicPagePath(url), url).toBe(true);
    }
  });
  it('leaves everything else to the staff SPA', () => {
    for (const url of ['/', '/p', '/p/', '/proposals/abc', '/projects/1', '/c/dashboard', '/terminos-y-condiciones', '/pages/x', '/@publico/x', '/pay', '/pay/', '/pay/a/b', '/payments']) {
      expect(isPublicPagePath(url), url).toBe(false);
    }
  });
});
