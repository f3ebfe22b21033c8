/**
 * The terms a signer accepts: the web serves the page at /terminos; the version is what the public
 * DTO shows and what the signature snapshot freezes (bump it whenever that page's text changes).
 */
export const TERMS = { url: '/terminos', version: '2026-11-01' } as const;
