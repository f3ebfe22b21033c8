import { useEffect } from 'react';
import { recordVisit } from '../api/record-visit.ts';

// Slugs already counted in this page load (StrictMode mounts effects twice; a re-render is not a visit).
const counted = new Set<string>();

/** Counts one visit once the page has run and shown the proposal (bots without JavaScript never do). */
export function useVisitOnce(slug: string | null): void {
  useEffect(() => {
    if (!slug || counted.has(slug)) return;
    counted.add(slug);
    void recordVisit(slug);
  }, [slug]);
}
