import type { ReactNode } from 'react';
import { Button } from '../../public/components/button.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/** A whole-page message (no portal frame yet): not found, a failed load, no portals. */
export function PageMessage({ title, text, children, icon }: { title: string; text?: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-16">
      <div className="max-w-md text-center">
        {icon && <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-text">{icon}</span>}
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        {text && <p className="mt-3 text-muted-foreground">{text}</p>}
        {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageMessage title={M.loadFailedTitle} text={message}>
      <Button onClick={onRetry}>{M.retry}</Button>
    </PageMessage>
  );
}

/** The portal's shape while it loads, so nothing jumps when it arrives. */
export function PortalSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 lg:px-8" aria-busy="true">
      <p className="sr-only" role="status">
        {M.loading}
      </p>
      <div className="hidden w-60 shrink-0 space-y-3 lg:block">
        <div className="h-9 w-32 animate-pulse rounded-lg bg-surface-muted" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-10 animate-pulse rounded-xl bg-surface-muted" />
        ))}
      </div>
      <div className="flex-1 space-y-4">
        <div className="h-9 w-2/3 animate-pulse rounded-lg bg-surface-muted" />
        <div className="h-4 w-full max-w-md animate-pulse rounded bg-surface-muted" />
        <div className="h-40 animate-pulse rounded-2xl bg-surface-muted" />
        <div className="h-40 animate-pulse rounded-2xl bg-surface-muted" />
      </div>
    </div>
  );
}

/** A section's card with a heading. */
export function Card({ title, action, children, className = '' }: { title?: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-border bg-surface p-4 sm:p-6 ${className}`}>
      {(title || action) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="text-lg font-semibold">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

/** A page's heading inside the portal: its h1 (the greeting is Inicio's only, issue 32 §5). */
export function PageHeading({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {text && <p className="text-sm text-muted-foreground">{text}</p>}
      </div>
      {action}
    </div>
  );
}
