import { useSyncExternalStore } from 'react';

// The width is read when this module loads and on each resize, never during a render or an effect:
// there, window.innerWidth forces Chrome to lay out the page being built before it has finished
// (~25 ms, ~100 ms on a phone, inside the first screen's render; issue 33).
let width = typeof window === 'undefined' ? 1280 : window.innerWidth;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The viewport width as last read (at load or the last resize), for event handlers. */
export const currentWindowWidth = (): number => width;

/** The viewport width, re-read on every resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, currentWindowWidth, () => 1280);
}
