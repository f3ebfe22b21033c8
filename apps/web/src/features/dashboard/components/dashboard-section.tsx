import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

/** A titled card of the dashboard with an optional 'see all' link and an empty text. */
export function DashboardSection({ id, title, link, empty, children }: { id: string; title: string; link?: { to: string; label: string }; empty?: string | null; children?: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col p-5 sm:p-6" aria-labelledby={id} role="region">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-medium text-primary-text hover:underline">
            {link.label}
          </Link>
        )}
      </div>
      {empty ? <p className="py-4 text-sm text-muted-foreground">{empty}</p> : children}
    </Card>
  );
}
