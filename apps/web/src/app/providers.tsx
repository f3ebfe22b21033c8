import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useDarkMode } from '../lib/theme/dark-mode.ts';
import { loadedSonner, sonnerLoaded } from '../lib/toast.ts';
import { queryClient } from './query-client.ts';

/** The header is 4 rem (64 px) tall on every width; toasts start 12 px below it. */
export const TOAST_OFFSET = { top: 76, right: 16 } as const;
const TOAST_MOBILE_OFFSET = { top: 76, right: 12, left: 12 } as const;

/**
 * sonner's Toaster, mounted once sonner is loaded (lib/toast.ts), which the first toast asks for:
 * a page that shows none never loads it (sonner replays the toasts made before it subscribed).
 */
function Toasts() {
  const [dark] = useDarkMode();
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => {
    let live = true;
    void sonnerLoaded.then((module) => live && setSonner(() => module));
    return () => {
      live = false;
    };
  }, []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      position="top-right"
      // Below the 64 px header: a toast must not cover the bell and the avatar it may be about.
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
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
