import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';

/** A titled card on the proposal page (comments, visits, signature): the same frame for each. */
export function ActivitySection({ id, icon: Icon, title, meta, hint, children }: { id: string; icon: LucideIcon; title: string; meta?: ReactNode; hint?: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-4 p-4 sm:p-6">
        <header className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
            <h2 id={id} className="text-base font-semibold text-foreground">
              {title}
            </h2>
            {meta ? <span className="text-sm text-muted-foreground">{meta}</span> : null}
          </div>
          {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        </header>
        {children}
      </section>
    </Card>
  );
}
