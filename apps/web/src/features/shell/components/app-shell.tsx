import type { ReactNode } from 'react';
import { SidebarProvider } from '../hooks/use-sidebar.tsx';
import { SHELL_MESSAGES as M } from '../messages.ts';
import { Header } from './header.tsx';
import { LapsedBanner } from './lapsed-banner.tsx';
import { Sidebar } from './sidebar.tsx';

/** Sidebar + header + main content: the frame of every signed-in page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <a
        href="#contenido"
        className="sr-only z-[80] rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {M.skipToContent}
      </a>
      <div className="flex min-h-dvh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header />
          <LapsedBanner />
          <main id="contenido" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
