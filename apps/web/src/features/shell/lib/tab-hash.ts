/** A top tab's URL hash derives from its lower-cased name (SPEC §2.4): "Cotizaciones" → "#cotizaciones". */
export function tabHash(name: string): string {
  return `#${name.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

export type ViewMode = 'list' | 'board';

/** The page's view mode from the query; 'list' unless it says 'board'. */
export function viewModeFrom(search: URLSearchParams): ViewMode {
  return search.get('mode') === 'board' ? 'board' : 'list';
}
