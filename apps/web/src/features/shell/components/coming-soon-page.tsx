import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { SHELL_MESSAGES as M } from '../messages.ts';
import { TopTabs } from './top-tabs.tsx';

type ComingSoonProps = { title: string; tabs?: readonly string[]; viewModeToggle?: boolean };

/** Placeholder for sections that later issues build, so no sidebar or menu link ever 404s. */
export function ComingSoonPage({ title, tabs, viewModeToggle }: ComingSoonProps) {
  useBreadcrumbs([{ name: title }]);
  const body = (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
        <Hammer className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-base font-semibold text-foreground">{M.comingSoonTitle}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{M.comingSoonText}</p>
      <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-6')}>
        {M.backHome}
      </Link>
    </Card>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      {tabs ? (
        <TopTabs tabs={tabs} viewModeToggle={viewModeToggle}>
          {() => body}
        </TopTabs>
      ) : (
        body
      )}
    </div>
  );
}
