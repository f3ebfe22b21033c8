/** What global search finds (SPEC §3 'Search result'; docs/api/search.md). */
export const SEARCH_TYPES = ['project', 'proposal', 'client', 'file', 'activity', 'comment'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchResult = {
  id: string;
  title: string;
  subtitle: string;
  /** An image URL (an app path like /api/files/… or an absolute http(s) URL) or an emoji. */
  asset: string;
  type: SearchType;
  /** The app path that opens it (internal). */
  url: string;
  url_type: 'internal';
};

export type SearchCounts = Record<SearchType, number>;

/**
 * `counts` per type, exact up to SEARCH_COUNT_CAP; `capped` (only present when not empty) lists the
 * types that have more hits than that, whose count then reads as 'at least the cap' ('100+').
 */
export type SearchResponse = { data: SearchResult[]; meta: { total: number; counts: SearchCounts; capped?: SearchType[] } };

/** SPEC §9 result labels. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  project: 'Portal',
  proposal: 'Cotización',
  client: 'Cliente',
  file: 'Archivo',
  activity: 'Actividad',
  comment: 'Comentario',
};

/** The emoji a result shows when it has no image. */
export const SEARCH_EMOJIS = {
  project: '🗂️',
  proposal: '📝',
  client: '🏢',
  person: '👤',
  file: '📄',
  activity: '⚡',
  comment: '💬',
} as const;

export function emptyCounts(): SearchCounts {
  return { project: 0, proposal: 0, client: 0, file: 0, activity: 0, comment: 0 };
}

/**
 * SPEC §5: an asset is an image when it is a valid URL, else emoji text. Valid here means an app
 * path (`/…`, not `//host`) or an absolute http(s) URL: `new URL('🏢', base)` alone would accept an
 * emoji as a relative path.
 */
export function isImageAsset(asset: string | null | undefined): boolean {
  if (!asset) return false;
  if (asset.startsWith('/')) return !asset.startsWith('//') && !/\s/.test(asset);
  if (!/^https?:\/\//i.test(asset)) return false;
  try {
    const url = new URL(asset);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
