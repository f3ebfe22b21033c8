import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';

/** An empty list: an icon, what it means and what to do next. */
export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text: string; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-base font-semibold text-foreground">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}
