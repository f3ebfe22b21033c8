import { useEffect, useSyncExternalStore } from 'react';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

/** A header breadcrumb (SPEC §3): name, path, type, subtitle, badge. Kept in sessionStorage. */
export type Breadcrumb = {
  name: string;
  path?: string;
  type?: string;
  subtitle?: string;
  badge?: string;
};

const MAX_ITEMS = 8;

/** Keeps only well-formed items from whatever was stored (old versions, hand edits). */
export function sanitizeBreadcrumbs(value: unknown): Breadcrumb[] {
  if (!Array.isArray(value)) return [];
  const out: Breadcrumb[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { name, path, type, subtitle, badge } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) continue;
    const crumb: Breadcrumb = { name: name.trim() };
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) crumb.path = path;
    if (typeof type === 'string') crumb.type = type;
    if (typeof subtitle === 'string') crumb.subtitle = subtitle;
    if (typeof badge === 'string') crumb.badge = badge;
    out.push(crumb);
    if (out.length === MAX_ITEMS) break;
  }
  return out;
}

export function sameBreadcrumbs(a: readonly Breadcrumb[], b: readonly Breadcrumb[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const listeners = new Set<() => void>();
let current: Breadcrumb[] = sanitizeBreadcrumbs(readJson(STORAGE_KEYS.breadcrumbs, 'session'));

export function getBreadcrumbs(): Breadcrumb[] {
  return current;
}

export function setBreadcrumbs(items: readonly Breadcrumb[]): void {
  const next = sanitizeBreadcrumbs(items);
  if (sameBreadcrumbs(next, current)) return;
  current = next;
  writeJson(STORAGE_KEYS.breadcrumbs, next, 'session');
  listeners.forEach((l) => l());
}

export function clearBreadcrumbs(): void {
  current = [];
  removeKey(STORAGE_KEYS.breadcrumbs, 'session');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header's breadcrumbs. */
export function useBreadcrumbItems(): Breadcrumb[] {
  return useSyncExternalStore(subscribe, getBreadcrumbs, getBreadcrumbs);
}

/** Declares the current page's breadcrumbs. */
export function useBreadcrumbs(items: readonly Breadcrumb[]): void {
  const key = JSON.stringify(items);
  useEffect(() => {
    setBreadcrumbs(JSON.parse(key) as Breadcrumb[]);
  }, [key]);
}
