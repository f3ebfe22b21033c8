/**
 * Sidebar states (SPEC §2.4, §4): expanded, reduced (icons only) or collapsed (hidden; on small
 * screens it opens as an overlay). Above 768 px only 'reduce' applies, at 768 px and below only
 * 'collapse'; crossing the breakpoint resets the state.
 */
export type SidebarState = 'expanded' | 'reduced' | 'collapsed';

export const SIDEBAR_BREAKPOINT = 768;

export function isDesktopWidth(width: number): boolean {
  return width > SIDEBAR_BREAKPOINT;
}

export function parseStoredSidebar(value: string | null): SidebarState | null {
  return value === 'expanded' || value === 'reduced' || value === 'collapsed' ? value : null;
}

/** Brings any state into what the width allows. */
export function normalizeSidebarState(state: SidebarState, width: number): SidebarState {
  if (isDesktopWidth(width)) return state === 'collapsed' ? 'expanded' : state;
  return state === 'reduced' ? 'collapsed' : state;
}

/** The state on load: small screens start collapsed; large ones use the stored choice or expanded. */
export function initialSidebarState(width: number, stored: SidebarState | null): SidebarState {
  if (!isDesktopWidth(width)) return 'collapsed';
  return normalizeSidebarState(stored ?? 'expanded', width);
}

/** The menu button: reduce ↔ expand on large screens, collapse ↔ open on small ones. */
export function toggleSidebarState(state: SidebarState, width: number): SidebarState {
  const current = normalizeSidebarState(state, width);
  if (isDesktopWidth(width)) return current === 'expanded' ? 'reduced' : 'expanded';
  return current === 'collapsed' ? 'expanded' : 'collapsed';
}

/** After a resize: crossing the breakpoint resets to the initial state for the new width. */
export function resizeSidebarState(
  state: SidebarState,
  previousWidth: number,
  width: number,
  stored: SidebarState | null,
): SidebarState {
  if (isDesktopWidth(previousWidth) !== isDesktopWidth(width)) return initialSidebarState(width, stored);
  return normalizeSidebarState(state, width);
}

/** Only the large-screen choice is remembered; the small-screen overlay always starts closed. */
export function shouldPersistSidebar(width: number): boolean {
  return isDesktopWidth(width);
}
