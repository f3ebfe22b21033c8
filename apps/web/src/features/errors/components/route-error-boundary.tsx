import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { canReloadForChunk, isChunkLoadError, lastChunkReload, reloadForChunkError } from '../lib/chunk-reload.ts';
import { ERROR_MESSAGES as M } from '../messages.ts';
import { ErrorPage } from './error-page.tsx';
import { ErrorPageFallback } from './error-page-fallback.tsx';
import { useEffect, useState } from 'react';

/**
 * The router's errorElement. A failed code-chunk load (an old tab after a deploy) reloads the page,
 * at most once a minute; anything else shows the error page, itself guarded by a fallback.
 */
export function RouteErrorBoundary({ compact = false }: { compact?: boolean }) {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunk(Date.now(), lastChunkReload()));
  useEffect(() => {
    if (reloading) reloadForChunkError(error);
  }, [reloading, error]);

  if (reloading) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-3">
        <Spinner label={M.reloading} />
        <p className="text-sm text-muted-foreground">{M.reloading}</p>
      </div>
    );
  }
  if (!isChunkLoadError(error) && !(isRouteErrorResponse(error) && error.status === 404)) console.error('[route-error]', error);

  return (
    <ErrorPageFallback>
      <ErrorPage error={error} compact={compact} />
    </ErrorPageFallback>
  );
}

/** Errors inside the signed-in frame keep the sidebar and header. */
export function InShellErrorBoundary() {
  return <RouteErrorBoundary compact />;
}
