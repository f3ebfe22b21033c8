import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { Button } from './button.tsx';
import { SearchIcon } from './icons.tsx';

/** A centred message for the whole page: not found, a failed load. */
export function PageMessage({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-text">
          <SearchIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        {text && <p className="mt-3 text-muted-foreground">{text}</p>}
        {children && <div className="mt-6 flex justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}

/** The whole page waiting for its reads: one line, announced, nothing to tap yet. */
export function PageLoading({ text }: { text: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
    </main>
  );
}

export function NotFound({ page = false }: { page?: boolean }) {
  return <PageMessage title={page ? M.pageNotFoundTitle : M.notFoundTitle} text={M.notFoundText} />;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageMessage title={M.loadFailedTitle} text={message}>
      <Button onClick={onRetry}>{M.retry}</Button>
    </PageMessage>
  );
}

/** The first paint while the proposal loads: the document's shape, so nothing jumps when it arrives. */
export function ProposalSkeleton() {
  return (
    <main className="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        {M.loading}
      </p>
      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <div className="h-44 animate-pulse bg-surface-muted sm:h-64" />
        <div className="space-y-4 px-5 pt-6 pb-10 sm:px-10 sm:pt-8">
          <div className="h-5 w-24 animate-pulse rounded-full bg-surface-muted" />
          <div className="h-9 w-3/4 animate-pulse rounded-lg bg-surface-muted" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
          <div className="h-32 animate-pulse rounded-xl bg-surface-muted" />
        </div>
      </div>
    </main>
  );
}
