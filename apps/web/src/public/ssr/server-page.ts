import { createContext, useContext } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';

/**
 * What the server rendered /p/{slug} with (docs/decisions/0032): the proposal as a guest reads it,
 * or "not found". It travels to the browser as JSON in a non-executable
 * `<script type="application/json">` (the CSP allows no inline script), so hydration starts from the
 * very same data and renders the very same markup.
 */
export type ServerProposal = { slug: string; proposal: PublicProposalDto | null };

/** The state a page was rendered with: the URL (there is no window on the server) and, for /p/{slug}, the proposal. */
export type ServerPage = { url: string; proposal: ServerProposal | null };

export const SERVER_STATE_ID = 'public-state';

export const ServerPageContext = createContext<ServerPage | null>(null);

// Set once the page has hydrated: from then on, a page mounting (after navigating back to the
// proposal, say) must not show what the server rendered minutes ago.
let spent = false;

export function markServerPageSpent(): void {
  spent = true;
}

/** The server's page while rendering on the server or hydrating its markup; null in a client-only page and after hydration. */
export function useServerPage(): ServerPage | null {
  const page = useContext(ServerPageContext);
  return spent ? null : page;
}

/**
 * JSON that is safe inside a <script> element: `<` is escaped, so no text in the data (a name such
 * as "</script><script>…") can close the element. U+2028/2029 are escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The embedded state, when this page was rendered on the server. */
export function readServerPage(): ServerPage | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPage;
  } catch {
    return null;
  }
}
