import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { parseApiError } from '../../lib/api-error.ts';
import { publicFetch, readBody } from '../lib/public-api.ts';

export type PublicProposalResult = { kind: 'proposal'; proposal: PublicProposalDto } | { kind: 'redirect'; to: string };

/** Where the API sends a signed-in customer of the project made from this proposal (302). */
export const CUSTOMER_DASHBOARD = '/c/dashboard';

/**
 * GET /api/v1/proposal/{slug} with the viewer's bearer. The customer of the resulting project gets a
 * 302 to /c/dashboard: the redirect is not followed (that would fetch the portal's HTML as JSON) but
 * reported, and the page navigates there.
 */
export async function getPublicProposal(slug: string, signal?: AbortSignal, options: { asGuest?: boolean } = {}): Promise<PublicProposalResult> {
  const response = await publicFetch(`/v1/proposal/${encodeURIComponent(slug)}`, {
    signal,
    redirect: 'manual',
    // As a guest: a page that only needs the workspace's look must not be sent to the portal.
    ...(options.asGuest ? { token: null } : {}),
  });
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return { kind: 'redirect', to: CUSTOMER_DASHBOARD };
  }
  if (response.redirected) return { kind: 'redirect', to: new URL(response.url).pathname };
  const payload = await readBody(response);
  if (!response.ok) throw parseApiError(response.status, payload);
  return { kind: 'proposal', proposal: (payload as { data: PublicProposalDto }).data };
}
