import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from '../../features/shell/components/loading-bar.tsx';
import { OfflineIndicator } from '../../features/shell/components/offline-indicator.tsx';

/** Around every page: the loading bar, the offline indicator and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <OfflineIndicator />
      <ScrollRestoration />
    </>
  );
}
