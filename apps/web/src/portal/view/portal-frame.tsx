import type { ReactNode } from 'react';
import { MorePortals } from './more-portals.tsx';
import { PortalExits } from './portal-exits.tsx';
import { PortalCardNav, PortalSidebarNav } from './portal-nav.tsx';
import { usePortalView } from './portal-view.ts';
import { WorkspaceLogo } from './workspace-logo.tsx';

type PortalFrameProps = {
  /** The bell and the account menu (the customer's portal), or nothing (the staff view). */
  actions?: ReactNode;
  /** Above everything: the staff view's 'Vista como cliente' banner. */
  banner?: ReactNode;
  children: ReactNode;
};

/**
 * The portal's layout (SPEC §1, §2.2): the provider's logo and colour, the navigation as a sidebar
 * on a wide screen and as a grid of cards on a phone, 'Más Portales', and the page. The greeting
 * ('Hola {name}') belongs to Inicio only (issue 32 §5): every other page opens with its own title.
 */
export function PortalFrame({ actions, banner, children }: PortalFrameProps) {
  const view = usePortalView();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      {banner}
      <div className="mx-auto flex max-w-7xl gap-8 px-4 lg:px-8">
        <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-8 overflow-y-auto py-6 lg:flex">
          <div className="px-3">
            <WorkspaceLogo organization={view.organization} />
          </div>
          <PortalSidebarNav />
          <MorePortals />
          <PortalExits className="mt-auto border-t border-border pt-4" />
        </aside>
        <div className="min-w-0 flex-1 pb-16">
          <header className="flex items-center justify-between gap-3 py-4 lg:py-6">
            <div className="lg:hidden">
              <WorkspaceLogo organization={view.organization} />
            </div>
            <p className="hidden truncate text-sm font-medium text-muted-foreground lg:block">{view.project.name}</p>
            <div className="flex items-center gap-1">{actions}</div>
          </header>
          <div className="mb-6 lg:hidden">
            <PortalCardNav />
          </div>
          <main>{children}</main>
          <div className="mt-10 space-y-4 border-t border-border pt-6 lg:hidden">
            <MorePortals />
            <PortalExits />
          </div>
        </div>
      </div>
    </div>
  );
}
