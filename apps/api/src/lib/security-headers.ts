import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One policy for the app, the public pages, the API and the API docs UI (whose page has no inline
 * script). Everything is denied unless named. Styles keep 'unsafe-inline': toasts (sonner), the
 * editor (Editor.js) and dialogs' scroll lock (radix) insert <style> elements at run time, and the
 * grading rules do not count it against style-src alone (docs/decisions/0012).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Features the app never uses are denied. Copying a link writes the clipboard, here only; reading it
 * keeps the browser's default (this origin, behind the browser's own prompt), which the journeys use
 * to check what 'Copiar enlace' copied.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Two years, and subdomains: only ever sent over HTTPS, where the browser will honour it. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Uploaded files are public by link (docs/decisions/0004) and meant to be embedded elsewhere, such
 * as logos in emails read in a webmail; every other response is for this origin only.
 */
const isEmbeddableFile = (url: string) => url.startsWith('/api/files/');

/**
 * Sets the security headers on one response. HSTS only when the request came over HTTPS as Fastify
 * sees it: directly, or through the X-Forwarded-Proto of a proxy TRUST_PROXY trusts (decision 0058).
 */
/**
 * Scripts, styles, fonts and source maps of the web build: never documents. CSP, framing, opener
 * and permission policies govern documents (and workers, which the app does not start), so on these
 * they only cost bytes: about 1 KB per response, ~20 KB over the public page's scripts on a phone
 * (issue 13). SVGs and HTML keep every header: a browser can open them as documents.
 */
const isBuildSubresource = (url: string) => url.startsWith('/assets/') && /\.(js|css|woff2?|map)(\?|$)/.test(url);

export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  if (isBuildSubresource(req.url)) {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return;
  }
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Cross-Origin-Resource-Policy', isEmbeddableFile(req.url) ? 'cross-origin' : 'same-origin');
  if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  reply.header('X-Request-Id', req.id);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Callback-style hooks here and in app.ts: they run on every response, and an async hook costs a
  // promise and its microtasks on each (issue 13, the app against a bare route).
  app.addHook('onSend', (req, reply, _payload, done) => {
    applySecurityHeaders(req, reply);
    done();
  });
}
