import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api, buildUrl } from '../../../../lib/api-client.ts';
import { getToken } from '../../../../lib/auth/token-storage.ts';

/** The fields the builder's own steps save (services and payments are saved by the pricing steps). */
export type ProposalPatch = {
  name?: string;
  request?: ContentData;
  content?: ContentData;
  cover?: string | null;
  valid_until_at?: string | null;
  company_id?: string | null;
  form_step?: number;
};

/** PUT /api/v1/proposals/{id} — a partial update; answers the whole proposal. */
export async function updateProposal(id: string, patch: ProposalPatch): Promise<ProposalDto> {
  return (await api.put<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}`, patch)).data;
}

/**
 * The same PUT for a page that is going away (reload, tab closed): a keepalive request the browser
 * finishes after the page is gone. Best effort, without an answer; bodies over 64 KB are refused
 * by browsers, so large content relies on the regular saves made while typing.
 */
export function updateProposalOnLeave(id: string, patch: object, base = '/v1/proposals'): void {
  const token = getToken();
  try {
    void fetch(buildUrl(`${base}/${encodeURIComponent(id)}`), {
      method: 'PUT',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(patch),
    }).catch(() => undefined);
  } catch {
    /* a body too large for keepalive: nothing more can be done while unloading */
  }
}
