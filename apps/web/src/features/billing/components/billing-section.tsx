import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A titled card of /billing. */
export function BillingSection({ title, aside, children, id }: { title: string; aside?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Card className="overflow-hidden" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {aside}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </Card>
  );
}
