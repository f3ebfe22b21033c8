import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';
import {
  initialSidebarState,
  isDesktopWidth,
  parseStoredSidebar,
  resizeSidebarState,
  shouldPersistSidebar,
  toggleSidebarState,
  type SidebarState,
} from '../lib/sidebar-state.ts';
import { currentWindowWidth, useWindowWidth } from './use-window-width.ts';

type SidebarContextValue = {
  state: SidebarState;
  isDesktop: boolean;
  toggle: () => void;
  close: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

const stored = () => parseStoredSidebar(readString(STORAGE_KEYS.sidebar));

/** Sidebar state for the shell: the 768 px rule, persistence of the desktop choice, resize reset. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const width = useWindowWidth();
  const [state, setState] = useState<SidebarState>(() => initialSidebarState(width, stored()));
  const [lastWidth, setLastWidth] = useState(width);

  if (lastWidth !== width) {
    setLastWidth(width);
    setState(resizeSidebarState(state, lastWidth, width, stored()));
  }

  const toggle = useCallback(() => {
    setState((current) => {
      const next = toggleSidebarState(current, currentWindowWidth());
      if (shouldPersistSidebar(currentWindowWidth())) writeString(STORAGE_KEYS.sidebar, next);
      return next;
    });
  }, []);

  const close = useCallback(() => {
    if (!isDesktopWidth(currentWindowWidth())) setState('collapsed');
  }, []);

  const value = useMemo(() => ({ state, isDesktop: isDesktopWidth(width), toggle, close }), [state, width, toggle, close]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar fuera de SidebarProvider');
  return value;
}
