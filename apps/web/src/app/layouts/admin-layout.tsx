import { Outlet } from 'react-router';
import { AppShell } from '../../features/shell/components/app-shell.tsx';

/** Default admin layout: sidebar, header and the page. */
export function AdminLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
