import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true afterwards (and at once in
 * a page rendered only in the browser). What only the browser knows (its storage, its time zone)
 * waits for it, so hydration renders exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
