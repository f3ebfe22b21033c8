import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { loadPublicProposal } from '../public-proposals/public-proposal.queries.ts';
import { PUBLIC_READ_LIMITS } from '../public-proposals/read-limits.ts';
import type { PublicPageRenderer } from './public-page-renderer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page is made per request, so it is compressed per request (the static files come
 * precompressed from the build). Brotli at a middle quality: most of the gain for little CPU.
 */
async function compressed(req: FastifyRequest, reply: FastifyReply, html: string): Promise<Buffer | string> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return gzipAsync(html, { level: 6 });
  }
  return html;
}

/**
 * GET /p/{slug} and /@public/{slug} answered with the proposal already rendered (docs/decisions/0032):
 * the public read (the same statements as GET /api/v1/proposal/{slug}, as a guest), rendered by the
 * web build's server entry into the built public.html. An unknown link gets the not-found page with
 * a 404. The page embeds the proposal, so it is private and never stored, like the API's answer.
 *
 * Past the public read limit, or if rendering throws, the plain public.html goes out instead: the
 * browser then renders the page (and shows the API's own message) as it did before SSR.
 */
export async function publicPageRoutes(app: FastifyInstance, deps: AppDeps, webDist: string, renderer: PublicPageRenderer): Promise<void> {
  const { db } = deps.database;
  const { appUrl } = deps.config;
  // Its own counter, as generous as the API read's: a page load is one of each.
  const limiter = new MemoryRateLimit(PUBLIC_READ_LIMITS.proposal);
  const template = path.join(webDist, 'public.html');

  const clientOnly = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('public.html', { cacheControl: false });

  async function render(req: FastifyRequest, reply: FastifyReply) {
    const url = req.url;
    const route = renderer.matchRoute(url.split('?')[0] ?? url);
    if (route.page !== 'proposal' || !route.slug || limiter.take(req.ip) > 0) return clientOnly(reply);
    let html: string;
    let found: boolean;
    try {
      const proposal = await loadPublicProposal(db, route.slug, appUrl);
      found = proposal !== null;
      html = await renderer.renderPublicDocument(await fs.readFile(template, 'utf8'), { url, proposal: { slug: route.slug, proposal } });
    } catch (error) {
      req.log.error({ err: error }, 'public page server render failed; sending the client-only page');
      return clientOnly(reply);
    }
    return reply
      .status(found ? 200 : 404)
      .header('Cache-Control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(await compressed(req, reply, html));
  }

  for (const prefix of ['/p', '/@public']) app.get(`${prefix}/:slug`, { schema: { hide: true } }, render);
}
