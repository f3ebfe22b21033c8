import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlineNode } from '@trato/domain/proposals/content-html';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { parseInlineHtml } from '../proposals/content-html.ts';

/** What the web build's server entry (apps/web/src/public/server.tsx) exports. */
export type ServerPage = { url: string; proposal: { slug: string; proposal: PublicProposalDto | null } | null };
export type PublicPageRenderer = {
  matchRoute: (pathname: string) => { page: string; slug?: string };
  renderPublicDocument: (template: string, page: ServerPage) => Promise<string>;
  setServerInlineParser: (parse: (html: string) => InlineNode[]) => void;
};

/** The server entry beside a web build: `vite build --ssr` writes apps/web/dist-ssr next to apps/web/dist. */
export const ssrEntryOf = (webDist: string) => path.join(webDist, '..', 'dist-ssr', 'server.js');

/**
 * Loads the public page's server renderer once, at start. Null when the build has none (an older
 * build, or one made without its `--ssr` step): the server then sends public.html as before and the
 * page renders in the browser, so a missing SSR build costs speed, never the page.
 */
export async function loadPublicPageRenderer(entry: string, warn: (message: string) => void): Promise<PublicPageRenderer | null> {
  if (!fs.existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as Partial<PublicPageRenderer>;
    if (typeof module.renderPublicDocument !== 'function' || typeof module.matchRoute !== 'function' || typeof module.setServerInlineParser !== 'function') {
      warn(`${entry} no exporta renderPublicDocument/matchRoute/setServerInlineParser; /p/{slug} se renderiza en el navegador`);
      return null;
    }
    // Rich text is read by the same allow-list parser the API uses (there is no DOMParser in Node).
    module.setServerInlineParser(parseInlineHtml);
    return module as PublicPageRenderer;
  } catch (error) {
    warn(`No se pudo cargar ${entry} (${error instanceof Error ? error.message : String(error)}); /p/{slug} se renderiza en el navegador`);
    return null;
  }
}
