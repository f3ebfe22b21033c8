import { NavLink, Outlet } from 'react-router';
import { Building2, CreditCard, Landmark, Users } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { AppShell } from '../../features/shell/components/app-shell.tsx';

const SECTIONS = [
  { to: '/settings', label: 'Espacio de trabajo', icon: Building2 },
  { to: '/settings/collections', label: 'Cobros', icon: Landmark },
  { to: '/billing', label: 'Facturación', icon: CreditCard },
  { to: '/team', label: 'Equipo', icon: Users },
] as const;

/** Settings layout: the admin frame with a settings section list beside the page. */
export function SettingsLayout() {
  return (
    <AppShell>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 lg:flex-row lg:gap-10">
        <nav aria-label="Secciones de ajustes" className="lg:w-56 lg:shrink-0">
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:block">Ajustes</p>
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                      'focus-visible:outline-2 focus-visible:outline-ring',
                      isActive ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </AppShell>
  );
}
