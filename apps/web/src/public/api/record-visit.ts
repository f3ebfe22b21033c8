import { publicFetch } from '../lib/public-api.ts';

/**
 * POST /api/v1/proposal/{slug}/visit: called by the page's script once it rendered the proposal, so
 * link previews and mail scanners that run no JavaScript never count as a visit. Best effort.
 */
export async function recordVisit(slug: string): Promise<void> {
  try {
    await publicFetch(`/v1/proposal/${encodeURIComponent(slug)}/visit`, { method: 'POST' });
  } catch {
    // A lost visit is not worth bothering the client about.
  }
}
