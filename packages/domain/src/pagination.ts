import { z } from 'zod';

// PAGE_SIZE lives in ./page-size.ts (no zod), which the web app's bell imports (issue 33).
import { PAGE_SIZE } from './page-size.ts';

export { PAGE_SIZE };

/** The pagination meta of every paginated list (SPEC §3). */
export type PaginationMeta = {
  current_page: number;
  /** Position (1-based) of the first item on this page; null when the page is empty. */
  from: number | null;
  last_page: number;
  links: { first: string; last: string; prev: string | null; next: string | null };
  path: string;
  per_page: number;
  /** Position of the last item on this page; null when the page is empty. */
  to: number | null;
  total: number;
};

/** A page of items with its meta: the body of every paginated list endpoint. */
export type Paginated<T> = { data: T[]; meta: PaginationMeta };

export const PAGINATION_MESSAGES = {
  pageInvalid: 'La página debe ser un número entero mayor o igual a 1.',
} as const;

/** `?page=` of a list: a whole number ≥ 1, 1 when absent. */
export const pageSchema = z.coerce
  .number({ error: PAGINATION_MESSAGES.pageInvalid })
  .int({ error: PAGINATION_MESSAGES.pageInvalid })
  .min(1, { error: PAGINATION_MESSAGES.pageInvalid })
  .max(1_000_000, { error: PAGINATION_MESSAGES.pageInvalid })
  .default(1);

export type PageRequest = {
  page: number;
  /** Items per page; PAGE_SIZE unless given. */
  perPage?: number;
  total: number;
  /** The list's absolute or app-relative URL without query, e.g. `/api/v1/companies`. */
  path: string;
  /** Other query parameters the page links keep (filters); empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** How many rows to skip for a page. */
export function pageOffset(page: number, perPage: number = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * perPage;
}

/** The last page number for a total (1 for an empty list). */
export function lastPage(total: number, perPage: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The meta for one page of a list (SPEC §3). A page past the end keeps its number and has
 * from/to null, so a client can tell it is empty and link back to `last`.
 */
export function paginationMeta({ page, perPage = PAGE_SIZE, total, path, query = {} }: PageRequest): PaginationMeta {
  const current = Math.max(1, Math.floor(page));
  const last = lastPage(total, perPage);
  const start = (current - 1) * perPage;
  const onPage = Math.max(0, Math.min(perPage, total - start));
  const link = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page' || value === undefined || value === null || value === '') continue;
      params.set(key, String(value));
    }
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  return {
    current_page: current,
    from: onPage > 0 ? start + 1 : null,
    last_page: last,
    links: {
      first: link(1),
      last: link(last),
      prev: current > 1 ? link(Math.min(current - 1, last)) : null,
      next: current < last ? link(current + 1) : null,
    },
    path,
    per_page: perPage,
    to: onPage > 0 ? start + onPage : null,
    total,
  };
}

/** Wraps a page of items with its meta. */
export function paginated<T>(data: T[], request: PageRequest): Paginated<T> {
  return { data, meta: paginationMeta(request) };
}

/** An empty list's first page (for lists whose entities do not exist yet). */
export function emptyPage<T = never>(path: string, page = 1, perPage: number = PAGE_SIZE): Paginated<T> {
  return paginated<T>([], { page, perPage, total: 0, path });
}
