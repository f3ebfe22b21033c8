import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (true from then on): heavy parts below
 * the first screen (a chart library) load when the person scrolls towards them rather than with the
 * page (issue 33). Attach `ref` to the element; it may mount later than the component (the chart's
 * box appears when a filter first gives it figures). Without IntersectionObserver `near` is true at once.
 */
export function useNearViewport(margin = '300px'): { ref: (element: Element | null) => void; near: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((next: Element | null) => setElement(next), []);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { ref, near };
}
