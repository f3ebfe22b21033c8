import { NavLink } from 'react-router';
import { portalNavigation, type PortalNavItem } from '@trato/domain/portal/navigation';
import { cn } from '../../lib/cn.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { NAV_ICONS } from './nav-icons.tsx';
import { usePortalView } from './portal-view.ts';

function Badge({ value, active }: { value: number | null; active: boolean }) {
  if (value === null) return null;
  return (
    <span
      className={cn(
        'ml-auto min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-semibold tabular-nums',
        active ? 'bg-primary-foreground/20 text-primary-foreground' : 'bg-surface-muted text-muted-foreground',
      )}
    >
      {value}
    </span>
  );
}

function useItems(): (PortalNavItem & { href: string })[] {
  const view = usePortalView();
  return portalNavigation(view.project).map((item) => ({ ...item, href: view.hrefFor(item.key) }));
}

/** SPEC §2.2's navigation as a sidebar list (desktop). */
export function PortalSidebarNav() {
  const items = useItems();
  return (
    <nav aria-label={M.navLabel}>
      <ul className="space-y-1">
        {items.map((item) => {
          const Icon = NAV_ICONS[item.key];
          return (
            <li key={item.key}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground/80 hover:bg-surface-muted hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className="size-4.5 shrink-0" />
                    <span>{item.label}</span>
                    <Badge value={item.badge} active={isActive} />
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The same items as a grid of cards on a phone: every card is on screen (issue 32 §5), none hidden
 * past the right edge of a sideways row.
 */
export function PortalCardNav() {
  const items = useItems();
  return (
    <nav aria-label={M.navLabel}>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {items.map((item) => {
          const Icon = NAV_ICONS[item.key];
          return (
            <li key={item.key} className="min-w-0">
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  cn(
                    'relative flex h-18 w-full flex-col items-center justify-center gap-1.5 rounded-2xl border text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-foreground/80',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className="size-5" />
                    <span className="max-w-full truncate px-1">{item.label}</span>
                    {item.badge !== null && (
                      <span
                        className={cn(
                          'absolute top-1.5 right-1.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 font-semibold tabular-nums',
                          isActive ? 'bg-primary-foreground/20' : 'bg-surface-muted text-muted-foreground',
                        )}
                      >
                        {item.badge}
                      </span>
                    )}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
