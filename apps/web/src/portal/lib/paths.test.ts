import { describe, expect, it } from 'vitest';
import { safePortalRedirect } from './paths.ts';

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
