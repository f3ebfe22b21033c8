import { AlertTriangle, Home, RotateCcw, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { describeError } from '../lib/describe-error.ts';
import { ERROR_MESSAGES as M } from '../messages.ts';

/** The generic error page: the message, and for a 404 'No encontramos esta página' with a link home. */
export function ErrorPage({ error, compact = false }: { error: unknown; compact?: boolean }) {
  const { status, message, details } = describeError(error);
  const notFound = status === 404;
  const Icon = notFound ? SearchX : AlertTriangle;

  return (
    <div className={compact ? 'flex min-h-[60vh] items-center justify-center px-4' : 'flex min-h-dvh items-center justify-center bg-background px-4'}>
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        {status && <p className="mt-6 text-sm font-semibold tracking-widest text-primary-text">{status}</p>}
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{message}</h1>
        {notFound && <p className="mt-3 text-sm text-muted-foreground">{M.notFoundHint}</p>}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {/* A plain link: the router itself may be what failed. */}
          <a href="/" className={buttonClasses('primary', 'md')}>
            <Home className="size-4" aria-hidden="true" />
            {M.backHome}
          </a>
          {!notFound && (
            <Button variant="outline" onClick={() => window.location.reload()}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {M.retry}
            </Button>
          )}
        </div>
        {details && import.meta.env.DEV && (
          <details className="mt-8 text-left">
            <summary className="cursor-pointer text-sm text-muted-foreground">{M.details}</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded-xl bg-surface-muted p-4 text-xs text-foreground">{details}</pre>
          </details>
        )}
      </div>
    </div>
  );
}
