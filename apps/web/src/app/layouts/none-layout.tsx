import { Outlet } from 'react-router';

/** The "none" layout: the page alone (OAuth callback, full-screen states). */
export function NoneLayout() {
  return (
    <main id="contenido" className="min-h-dvh">
      <Outlet />
    </main>
  );
}
