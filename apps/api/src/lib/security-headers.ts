import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// No inline script anywhere; styles allow inline because toasts and dialogs inject <style> tags.
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The API docs UI ships inline bootstrapping code of its own.
const DOCS_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** Sets the security headers on one response. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Content-Security-Policy', req.url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP);
  reply.header('X-Request-Id', req.id);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => applySecurityHeaders(req, reply));
}
