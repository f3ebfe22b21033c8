import { projectStatusLabel } from '@trato/domain/projects/statuses';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { SEARCH_COUNT_CAP, SEARCH_MESSAGES } from '@trato/domain/search/schemas';
import { emptyCounts, SEARCH_EMOJIS, SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchResponse, type SearchResult } from '@trato/domain/search/types';
import type { SearchRow } from './search.queries.ts';

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');
const named = (name: string | null) => (name && name.trim() ? name : SEARCH_MESSAGES.untitled);

function urlOf(r: SearchRow): string {
  if (r.target_type === 'client') return `/clients/${r.target_id}`;
  return r.target_type === 'project' ? `/projects/${r.target_id}` : `/proposals/${r.target_id}`;
}

/** Where a file, activity or comment lives: 'Portal · Web nueva'. */
const parent = (r: SearchRow) => `${SEARCH_TYPE_LABELS[r.target_type === 'project' ? 'project' : 'proposal']} · ${named(r.target_name)}`;

function subtitleOf(r: SearchRow): string {
  switch (r.type) {
    case 'project':
      return join(r.company, projectStatusLabel(r.status ?? ''));
    case 'proposal':
      return join(r.company, statusLabel(r.status ?? ''));
    case 'client':
      return join(r.person, r.status === 'archived' ? SEARCH_MESSAGES.archived : null);
    case 'file':
      return parent(r);
    default:
      return join(r.person, parent(r));
  }
}

function assetOf(r: SearchRow): string {
  if (r.image) return r.image;
  if (r.type === 'client') return r.is_person ? SEARCH_EMOJIS.person : SEARCH_EMOJIS.client;
  return SEARCH_EMOJIS[r.type];
}

export function serializeSearchRow(r: SearchRow): SearchResult {
  return { id: r.id, title: named(r.title), subtitle: subtitleOf(r), asset: assetOf(r), type: r.type, url: urlOf(r), url_type: 'internal' };
}

/** Results grouped in the order of SEARCH_TYPES, each group ranked; counts exact up to the cap. */
export function serializeSearch(rows: readonly SearchRow[]): SearchResponse {
  const counts = emptyCounts();
  for (const r of rows) counts[r.type] = Math.min(r.type_total, SEARCH_COUNT_CAP);
  const capped = SEARCH_TYPES.filter((type) => rows.some((r) => r.type === type && r.type_total > SEARCH_COUNT_CAP));
  const order = (r: SearchRow) => SEARCH_TYPES.indexOf(r.type);
  const data = [...rows].sort((a, b) => order(a) - order(b)).map(serializeSearchRow);
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  // Only when something was capped, so a search with fewer hits answers exactly as before.
  return { data, meta: capped.length ? { total, counts, capped } : { total, counts } };
}
