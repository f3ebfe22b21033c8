import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { hasToken } from '../lib/auth/token-storage.ts';
import { queryClient } from './query-client.ts';

/** Starts one read in the app's query cache (queryClient.prefetchQuery: it never throws). */
type StartRead = QueryClient['prefetchQuery'];

/**
 * A route loader that starts the page's first reads (issue 33, decision 0085). React Router runs the
 * matched routes' loaders together, so these leave at the same time as the guard's account read and
 * the page's chunk, instead of after both. It waits for none of them: the page renders when the guard
 * lets it, showing its skeleton until the data is there, through the same query options, so the page
 * finds the read in the cache (or still on its way) and does not ask twice. A read that fails is left
 * to the page, which asks again and shows its own error; a signed-out visitor starts nothing.
 */
export function prefetchLoader(reads: (args: LoaderFunctionArgs, start: StartRead) => void) {
  const start: StartRead = (options) => queryClient.prefetchQuery(options);
  const loader = (args: LoaderFunctionArgs): null => {
    if (!hasToken()) return null;
    try {
      reads(args, start);
    } catch (error) {
      // Working out what to read must never stop the navigation: the page reads for itself.
      console.warn('[prefetch] lectura anticipada omitida', error);
    }
    return null;
  };
  PREFETCH_LOADERS.add(loader);
  return loader;
}

/** The loaders made by prefetchLoader: safe to run on a mere intent to navigate (they guard nothing). */
const PREFETCH_LOADERS = new WeakSet<object>();

export function isPrefetchLoader(loader: unknown): boolean {
  return typeof loader === 'function' && PREFETCH_LOADERS.has(loader);
}
