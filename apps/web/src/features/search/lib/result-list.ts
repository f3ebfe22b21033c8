import { SEARCH_TYPES, type SearchCounts, type SearchResult, type SearchType } from '@trato/domain/search/types';

/** The next highlighted option for ↑/↓: wraps around; -1 (none) when the list is empty. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (current < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count;
}

/**
 * The types with hits, in the order of SEARCH_TYPES, with how many each has: '100+' for a type the
 * API stopped counting at its cap (`meta.capped`, decision 0037), so the tag never claims exactly 100.
 */
export function countsShown(counts: SearchCounts | undefined, capped: readonly SearchType[] = []): { type: SearchType; count: string }[] {
  if (!counts) return [];
  return SEARCH_TYPES.filter((type) => counts[type] > 0).map((type) => ({ type, count: capped.includes(type) ? `${counts[type]}+` : String(counts[type]) }));
}

/** A DOM id for an option (aria-activedescendant), unique per listbox. */
export const optionId = (listId: string, r: Pick<SearchResult, 'type' | 'id'>) => `${listId}-${r.type}-${r.id}`;

/** True on Apple platforms, where the shortcut is ⌘K. */
export function isMac(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
