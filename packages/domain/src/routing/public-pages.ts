/**
 * The pages served by the public proposal entry (apps/web/public.html) rather than the staff SPA:
 * SPEC §2.3's /p/{slug} and /@public/{slug} with their sub-pages, and the terms page. The server's
 * page fallback, Vite's dev server and the public page's own navigation all ask this one question.
 */
export function isPublicPagePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^\/(p|@public)\/[^/]/.test(path) || /^\/terminos\/?$/.test(path);
}
