/**
 * Prefetch on intent (decision 0085): a link hovered or focused tells the data router, which then
 * starts loading that page's chunks and first reads. Registered by app/router.tsx, as navigation.ts
 * is, so a component can signal the intent without importing (and creating) the router; before
 * that, or in a test without one, the intent is simply dropped.
 */
type Prefetch = (href: string) => void;

let prefetcher: Prefetch | null = null;

export function setIntentPrefetcher(fn: Prefetch): void {
  prefetcher = fn;
}

export function prefetchOnIntent(href: string): void {
  prefetcher?.(href);
}
