/**
 * The proposals list state kept in the URL (SPEC §2.4 / §9): ?page=2&text=…&line={slug}&trashed=1,
 * next to the view mode (?mode=board) that the top tabs own, under the #cotizaciones hash.
 */
export type ProposalListParams = { page: number; text: string; line: string | null; trashed: boolean };

const KEYS = ['page', 'text', 'line', 'trashed'] as const;

export function readProposalListParams(search: URLSearchParams): ProposalListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    text: (search.get('text') ?? '').slice(0, 100),
    line: search.get('line')?.trim() || null,
    trashed: search.get('trashed') === '1',
  };
}

/** The query string for a list state, keeping other parameters (mode); defaults are left out. */
export function writeProposalListParams(current: URLSearchParams, p: ProposalListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of KEYS) out.delete(key);
  if (p.text.trim()) out.set('text', p.text.trim());
  if (p.line) out.set('line', p.line);
  if (p.trashed) out.set('trashed', '1');
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** Where a proposal opens: unfinished ones (init) go back to the builder at step 1. */
export function proposalPath(p: { id: string; status: string }): string {
  return p.status === 'init' ? `/proposals/${p.id}/edit#step-1` : `/proposals/${p.id}`;
}
