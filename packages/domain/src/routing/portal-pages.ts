/**
 * The pages served by the client portal's entry (apps/web/portal.html) rather than the staff SPA:
 * SPEC §2.2's /c/* and /@customer-portal(/*). The server's page fallback, Vite's dev server and the
 * portal's own links all ask this one question.
 */
export function isPortalPagePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^\/c\/[^/]/.test(path) || /^\/@customer-portal(\/|$)/.test(path);
}
