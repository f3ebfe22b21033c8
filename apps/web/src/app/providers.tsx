import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useDarkMode } from '../lib/theme/dark-mode.ts';
import { queryClient } from './query-client.ts';

function Toasts() {
  const [dark] = useDarkMode();
  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      position="top-right"
      richColors
      closeButton
      duration={3500}
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notificaciones"
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
