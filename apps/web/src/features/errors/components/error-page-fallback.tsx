import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_MESSAGES as M } from '../messages.ts';

type State = { error: Error | null };

/**
 * Guards the error page itself: if showing it throws, this plain fallback (no router, no theme
 * logic) says so with the error details and a link home (SPEC §2.1).
 */
export class ErrorPageFallback extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[error-page] falló al mostrar la página de error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="flex min-h-dvh items-center justify-center bg-background px-4">
        <div className="w-full max-w-xl">
          <h1 className="text-2xl font-semibold text-foreground">{M.fallbackTitle}</h1>
          <p className="mt-3 text-muted-foreground">{M.fallbackText}</p>
          <pre className="mt-6 max-h-72 overflow-auto rounded-xl border border-border bg-surface-muted p-4 text-xs whitespace-pre-wrap text-foreground">
            {error.message}
            {error.stack ? `\n\n${error.stack}` : ''}
          </pre>
          <a href="/" className="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
            {M.fallbackHome}
          </a>
        </div>
      </div>
    );
  }
}
