import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { hasToken } from '../../lib/auth/token-storage.ts';
import { AppShell } from '../../features/shell/components/app-shell.tsx';

/**
 * /checkout and /checkout/plans: inside the admin frame when signed in; in a plain frame during the
 * SPEC §4 resubscribe flow, whose token lives only in the register session (no account, no sidebar).
 */
export function CheckoutLayout() {
  if (hasToken()) {
    return (
      <AppShell>
        <Outlet />
      </AppShell>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6 sm:px-10">
      <header>
        <Logo />
      </header>
      <main id="contenido" className="mx-auto w-full max-w-5xl flex-1 pt-8 pb-10">
        <Outlet />
      </main>
      <footer className="text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Trato</footer>
    </div>
  );
}
