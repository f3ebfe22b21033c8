import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One block of /settings: its title and hint on the left, its fields on the right. */
export function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card className="grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-10">
      <div>
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      </div>
      <div className="min-w-0 space-y-6">{children}</div>
    </Card>
  );
}
