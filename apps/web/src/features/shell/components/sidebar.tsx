import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { CalendarDays, FileText, Home, LayoutGrid, Package, PanelLeftClose, PanelLeftOpen, Users, Wallet, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useDarkMode } from '../../../lib/theme/dark-mode.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { SidebarLines } from '../../lines/components/sidebar-lines.tsx';
import { useSidebar } from '../hooks/use-sidebar.tsx';
import { SHELL_MESSAGES as M } from '../messages.ts';
import { Logo } from '../../../components/ui/logo.tsx';
import { prefetchOnIntent } from '../../../lib/route-intent.ts';

type NavItem = { to: string; label: string; icon: LucideIcon; needsLine?: boolean };

/** Sidebar links (SPEC §2.4). Cotizaciones and Portales need at least one business line. */
const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: M.nav.home, icon: Home },
  { to: '/proposals#cotizaciones', label: M.nav.proposals, icon: FileText, needsLine: true },
  { to: '/projects#activos', label: M.nav.projects, icon: LayoutGrid, needsLine: true },
  { to: '/clients#clientes', label: M.nav.clients, icon: Users },
  { to: '/services', label: M.nav.services, icon: Package },
  { to: '/calendar', label: M.nav.calendar, icon: CalendarDays },
  { to: '/payments', label: M.nav.payments, icon: Wallet },
];

export function visibleNavItems(lineCount: number): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.needsLine || lineCount > 0);
}

function WorkspaceBrand({ reduced }: { reduced: boolean }) {
  const { data: account } = useAccount();
  const [dark] = useDarkMode();
  const workspace = account?.workspace;
  const logo = (dark && workspace?.logo_dark) || workspace?.logo;
  const name = workspace?.name ?? M.noWorkspace;

  return (
    <div className={cn('flex h-16 items-center gap-3 px-4', reduced && 'justify-center px-0')}>
      {logo ? (
        <img src={logo} alt={`Logo de ${name}`} className={cn('h-9 w-auto max-w-[7rem] shrink-0 object-contain', reduced && 'max-w-9')} />
      ) : (
        <Logo compact />
      )}
      <span className={cn('truncate text-sm font-semibold text-foreground', reduced && 'sr-only')} title={name}>
        {name}
      </span>
    </div>
  );
}

function NavLinks({ reduced, onNavigate }: { reduced: boolean; onNavigate?: () => void }) {
  const { data: lines } = useLines();
  const items = visibleNavItems(lines?.length ?? 0);

  return (
    <ul className="space-y-1 px-3">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            // Hovering or tabbing to a link usually precedes the click: its page starts loading now.
            onPointerEnter={() => prefetchOnIntent(to)}
            onFocus={() => prefetchOnIntent(to)}
            title={reduced ? label : undefined}
            className={({ isActive }) =>
              cn(
                'group flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                reduced && 'justify-center px-0',
                isActive
                  ? 'bg-primary-soft text-primary-text'
                  : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className={cn(reduced && 'sr-only')}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a fixed column, expanded (icons and names) or reduced (icons only). */
function DesktopSidebar() {
  const { state, toggle } = useSidebar();
  const reduced = state === 'reduced';
  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200',
        reduced ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <WorkspaceBrand reduced={reduced} />
      <nav aria-label={M.mainNav} className="mt-2 flex-1 overflow-y-auto">
        <NavLinks reduced={reduced} />
        <SidebarLines reduced={reduced} />
      </nav>
      <div className={cn('border-t border-border p-3', reduced && 'flex justify-center')}>
        <button
          type="button"
          onClick={toggle}
          aria-label={reduced ? M.expandMenu : M.reduceMenu}
          aria-expanded={!reduced}
          title={reduced ? M.expandMenu : M.reduceMenu}
          className={cn(
            'flex h-9 items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground hover:bg-surface-muted hover:text-foreground',
            'focus-visible:outline-2 focus-visible:outline-ring',
            reduced ? 'w-9 justify-center px-0' : 'w-full',
          )}
        >
          {reduced ? <PanelLeftOpen className="size-5" aria-hidden="true" /> : <PanelLeftClose className="size-5" aria-hidden="true" />}
          {!reduced && <span aria-hidden="true">{M.reduceMenu}</span>}
        </button>
      </div>
    </aside>
  );
}

/** Small screens: collapsed by default; the header's menu button opens it as an overlay. */
function MobileSidebar() {
  const { state, toggle, close } = useSidebar();
  const location = useLocation();
  const open = state === 'expanded';

  // Any navigation closes the overlay.
  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => next !== open && toggle()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          className="animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-surface shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{M.menuTitle}</Dialog.Title>
          <div className="flex items-center justify-between pr-3">
            <WorkspaceBrand reduced={false} />
            <Dialog.Close
              aria-label={M.closeMenu}
              className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={M.mainNav} className="mt-2 flex-1 overflow-y-auto">
            <NavLinks reduced={false} onNavigate={close} />
            <SidebarLines reduced={false} onNavigate={close} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Sidebar() {
  const { isDesktop } = useSidebar();
  return isDesktop ? <DesktopSidebar /> : <MobileSidebar />;
}
