import { useSyncExternalStore } from 'react';
import { isPublicPagePath } from '@trato/domain/routing/public-pages';
import { useServerPage } from '../ssr/server-page.ts';

/**
 * History navigation for the public entry. Paths this entry serves change in place; anything else
 * (the customer portal, /register) is a full page load, since it belongs to the staff SPA.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentLocation = () => window.location.pathname + window.location.search;

/**
 * The current path + query, re-rendering on navigation and browser back/forward. On the server, and
 * while hydrating its markup, the URL the server rendered (the same page on both sides).
 */
export function useLocation(): string {
  const server = useServerPage();
  return useSyncExternalStore(subscribe, currentLocation, () => server?.url ?? currentLocation());
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = new URL(to, window.location.origin);
  if (target.origin !== window.location.origin || !isPublicPagePath(target.pathname)) {
    if (options.replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  const path = target.pathname + target.search + target.hash;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  listeners.forEach((l) => l());
}
