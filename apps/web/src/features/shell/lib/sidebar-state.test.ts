import { describe, expect, it } from 'vitest';
import {
  initialSidebarState,
  isDesktopWidth,
  normalizeSidebarState,
  parseStoredSidebar,
  resizeSidebarState,
  shouldPersistSidebar,
  toggleSidebarState,
} from './sidebar-state.ts';

describe('sidebar state', () => {
  it('treats widths above 768 px as desktop', () => {
    expect(isDesktopWidth(769)).toBe(true);
    expect(isDesktopWidth(768)).toBe(false);
    expect(isDesktopWidth(390)).toBe(false);
  });

  it('starts collapsed on a phone whatever was stored', () => {
    expect(initialSidebarState(390, null)).toBe('collapsed');
    expect(initialSidebarState(390, 'expanded')).toBe('collapsed');
    expect(initialSidebarState(768, 'reduced')).toBe('collapsed');
  });

  it('uses the stored choice on desktop, expanded by default, never collapsed', () => {
    expect(initialSidebarState(1440, null)).toBe('expanded');
    expect(initialSidebarState(1440, 'reduced')).toBe('reduced');
    expect(initialSidebarState(1440, 'collapsed')).toBe('expanded');
  });

  it('only reduces on desktop and only collapses on small screens', () => {
    expect(toggleSidebarState('expanded', 1440)).toBe('reduced');
    expect(toggleSidebarState('reduced', 1440)).toBe('expanded');
    expect(toggleSidebarState('collapsed', 1440)).toBe('reduced');
    expect(toggleSidebarState('collapsed', 390)).toBe('expanded');
    expect(toggleSidebarState('expanded', 390)).toBe('collapsed');
    expect(toggleSidebarState('reduced', 390)).toBe('expanded');
  });

  it('normalizes states the width does not allow', () => {
    expect(normalizeSidebarState('collapsed', 1024)).toBe('expanded');
    expect(normalizeSidebarState('reduced', 500)).toBe('collapsed');
    expect(normalizeSidebarState('expanded', 500)).toBe('expanded');
  });

  it('resets when a resize crosses the breakpoint and keeps the state otherwise', () => {
    expect(resizeSidebarState('reduced', 1440, 390, 'reduced')).toBe('collapsed');
    expect(resizeSidebarState('expanded', 390, 1440, 'reduced')).toBe('reduced');
    expect(resizeSidebarState('expanded', 390, 1440, null)).toBe('expanded');
    expect(resizeSidebarState('reduced', 1440, 1200, 'expanded')).toBe('reduced');
    expect(resizeSidebarState('expanded', 390, 600, null)).toBe('expanded');
  });

  it('persists only the desktop choice and parses stored values defensively', () => {
    expect(shouldPersistSidebar(1440)).toBe(true);
    expect(shouldPersistSidebar(390)).toBe(false);
    expect(parseStoredSidebar('reduced')).toBe('reduced');
    expect(parseStoredSidebar('wide')).toBeNull();
    expect(parseStoredSidebar(null)).toBeNull();
  });
});
