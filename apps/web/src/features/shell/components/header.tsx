import { Menu } from 'lucide-react';
import { NotificationBell } from '../../notifications/components/notification-bell.tsx';
import { GlobalSearch } from '../../search/components/global-search.tsx';
import { useSidebar } from '../hooks/use-sidebar.tsx';
import { SHELL_MESSAGES as M } from '../messages.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** Top bar: the menu button on small screens, breadcrumbs, global search, the notification bell, the avatar menu. */
export function Header() {
  const { isDesktop, state, toggle } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-border bg-surface/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-surface/70 sm:px-6">
      {!isDesktop && (
        <button
          type="button"
          onClick={toggle}
          aria-label={M.openMenu}
          aria-expanded={state === 'expanded'}
          className="-ml-1 flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
      )}
      <div className="min-w-0 flex-1">
        <Breadcrumbs />
      </div>
      <GlobalSearch />
      <NotificationBell />
      <AvatarMenu />
    </header>
  );
}
