import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts what just arrived on a stream into a cached list (the bell's), and reads the list again when
 * the cache cannot be trusted to keep it: not loaded yet, or a read of it on its way. That read may
 * have left before the notification existed, and its answer, landing after the event, would replace
 * the list without it (a portal's bell showed the toast but no count, CI 2026-11-29). Invalidating
 * alone is not enough: on a first load React Query hands back the read already on its way, so that
 * read is cancelled (its answer is dropped) before the fresh one starts.
 */
export function putArrived<T>(qc: QueryClient, queryKey: QueryKey, add: (list: T | undefined) => T | undefined): void {
  const reading = qc.isFetching({ queryKey, exact: true }) > 0;
  qc.setQueryData<T>(queryKey, add);
  if (!reading && qc.getQueryData(queryKey) !== undefined) return;
  void qc.cancelQueries({ queryKey, exact: true }).then(() => qc.invalidateQueries({ queryKey, exact: true }));
}
