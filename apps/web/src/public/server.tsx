/**
 * The public page's server entry (docs/decisions/0032), built by `vite build --ssr` into
 * apps/web/dist-ssr and loaded by the API at start: /p/{slug} answers with the proposal already
 * rendered, and hydrate.tsx (loaded by the boot script, main.tsx) hydrates the same components from the same data.
 */
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { primaryColorVariables } from '../lib/theme/primary-color.ts';
import { renderPageMarkup } from './ssr/render-page-markup.tsx';
import { scriptJson, SERVER_STATE_ID, type ServerPage } from './ssr/server-page.ts';
import { renderOnServer } from './ssr/server-markup.tsx';

export { matchRoute } from './lib/routes.ts';
export { setServerInlineParser } from '../features/proposals/lib/inline-html.ts';

// The parts the browser keeps as sent (ssr/server-markup.tsx, decision 0084) are rendered by this bundle only.
renderOnServer();

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function titleOf(proposal: PublicProposalDto | null): string {
  if (!proposal) return 'Cotización no encontrada';
  return `${proposal.name.trim() || 'Cotización'} · ${proposal.organization.name}`;
}

/** The workspace colour on <html> before any CSS variable is read (what applyPrimaryColor does in the browser). */
function colourStyle(proposal: PublicProposalDto | null): string {
  if (!proposal) return '';
  return Object.entries(primaryColorVariables(proposal.organization.primary_color))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The whole document for `url`: the built public.html (its CSS and scripts) with the rendered page
 * in #root, the state it was rendered from as JSON, the tab's title and the workspace colour.
 */
export async function renderPublicDocument(template: string, page: ServerPage): Promise<string> {
  if (!template.includes(ROOT)) throw new Error('public.html has no empty #root');
  const markup = await renderPageMarkup(page);
  const proposal = page.proposal?.proposal ?? null;
  const style = colourStyle(proposal);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titleOf(proposal))}</title>`)
    .replace('<html lang="es"', style ? `<html lang="es" style="${escapeHtml(style)}"` : '<html lang="es"')
    .replace(ROOT, `<div id="root">${markup}</div>${state}`);
}
