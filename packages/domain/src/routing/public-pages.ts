/**
 * The pages served by the public proposal entry (apps/web/public.html) rather than the staff SPA:
 * SPEC §2.3's /p/{slug} and /@public/{slug} with their sub-pages, the terms page, and a payment's
 * «Pagar» link /pay/{token} (decision 0074). The server's
 * page fallback, Vite's dev server and the public page's own navigation all ask this one question.
 */
export function isPublicPagePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^\/(p|@public)\/[^/]/.test(path) || /^\/terminos\/?$/.test(path) || /^\/pay\/[^/]+\/?$/.test(path);
}
