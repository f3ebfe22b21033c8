import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

type InfoCardProps = { icon: LucideIcon; title: string; text: string; status: string; children?: ReactNode; testId?: string };

/** One of SPEC §2.9's info cards: what it is, where the workspace stands, and what to do next. */
export function InfoCard({ icon: Icon, title, text, status, children, testId }: InfoCardProps) {
  return (
    <Card className="flex flex-col p-5 sm:p-6" data-testid={testId}>
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-foreground">{title}</h3>
      <p className="mt-1.5 flex-1 text-sm text-muted-foreground">{text}</p>
      <p className="mt-4 rounded-lg bg-surface-muted px-3 py-2 text-sm font-medium text-foreground">{status}</p>
      {children && <div className="mt-4 flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
