import type { ReactNode } from 'react';

/** Title and subtitle at the top of an auth or registration screen. */
export function AuthHeading({ title, children, eyebrow }: { title: ReactNode; children?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <div className="mb-8 space-y-2">
      {eyebrow && <p className="text-sm font-medium text-primary-text">{eyebrow}</p>}
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-[1.75rem]">{title}</h1>
      {children && <p className="text-sm text-muted-foreground sm:text-base">{children}</p>}
    </div>
  );
}
