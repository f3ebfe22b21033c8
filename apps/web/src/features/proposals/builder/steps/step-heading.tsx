import type { ReactNode } from 'react';

/** The title and one-line intro at the top of each step. */
export function StepHeading({ id, title, intro, children }: { id?: string; title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-foreground">{title}</h2>
        {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
