import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import { appRouter } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
