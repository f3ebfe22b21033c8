import { describe, expect, it } from 'vitest';
import { isPortalPagePath } from './portal-pages.ts';
import { isPublicPagePath } from './public-pages.ts';

describe('isPortalPagePath', () => {
  it('takes every customer portal page under both prefixes', () => {
    const pages = ['dashboard', 'project/abc', 'project/abc/files', 'files', 'payments', 'services', 'proposal', 'proposals', 'calendar', 'help', 'login', 'unauthorized'];
    for (const page of pages) {
      for (const prefix of ['/c/', '/@customer-portal/']) expect(isPortalPagePath(`${prefix}${page}`), prefix + page).toBe(true);
    }
    for (const url of ['/@customer-portal', '/@customer-portal/', '/c/login?magic_link=abc', '/c/dashboard#x']) {
      expect(isPortalPagePath(url), url).toBe(true);
    }
  });
  it('leaves the staff SPA and the public page alone', () => {
    for (const url of ['/', '/c', '/c/', '/clients', '/clients/1', '/callback', '/calendar', '/projects/1/client', '/p/abc', '/@customer-portals', '/login']) {
      expect(isPortalPagePath(url), url).toBe(false);
    }
  });
  it('never claims a page the public entry serves', () => {
    for (const url of ['/p/abc', '/@public/abc', '/terminos']) expect(isPublicPagePath(url) && isPortalPagePath(url)).toBe(false);
  });
});
