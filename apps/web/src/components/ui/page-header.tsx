import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's main actions (a 'Nuevo…' button, a dialog trigger), at the right; below on a phone. */
  children?: ReactNode;
};

/** An admin page's title and one-line description, the same on every list and settings page. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <header className={children ? 'flex flex-wrap items-end justify-between gap-3' : undefined}>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
