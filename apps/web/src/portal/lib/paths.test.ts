import { describe, expect, it } from 'vitest';
import { portalPaths, safePortalRedirect } from './paths.ts';

describe('safePortalRedirect', () => {
  it("follows the API's redirect inside the portal", () => {
    expect(safePortalRedirect('/c/project/abc')).toBe('/c/project/abc');
    expect(safePortalRedirect('/@customer-portal/files')).toBe('/@customer-portal/files');
  });
  it('sends anything else to the dashboard', () => {
    for (const bad of [null, undefined, '', 'https://evil.test/c/x', '//evil.test/c/x', '/\\evil.test', '/dashboard', '/c/', '/p/abc']) {
      expect(safePortalRedirect(bad), String(bad)).toBe('/c/dashboard');
    }
  });
});

describe('portalPaths.loginFor (decision 0081)', () => {
  it('brands /c/login with the workspace, or leaves it plain when none is known', () => {
    expect(portalPaths.loginFor('0b9e6f1c-3c1a-4f55-9d7e-2f3b8a1c4d5e')).toBe('/c/login?w=0b9e6f1c-3c1a-4f55-9d7e-2f3b8a1c4d5e');
    expect(portalPaths.loginFor(null)).toBe('/c/login');
  });
});
