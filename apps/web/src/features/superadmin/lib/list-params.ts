import { SUPERADMIN_LISTS, type SuperadminList } from '@trato/domain/superadmin/superadmin';

/** ?list= of /superadmin: one of the eight lists, users when absent or unknown. */
export function listParam(raw: string | null): SuperadminList {
  return (SUPERADMIN_LISTS as readonly string[]).includes(raw ?? '') ? (raw as SuperadminList) : 'users';
}

/** ?page=: a whole number ≥ 1, else 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The query string of a list tab, page or search: empty values and page 1 are left out. */
export function listHref(list: SuperadminList, search: string, page: number): string {
  const params = new URLSearchParams({ list });
  if (search.trim()) params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}
