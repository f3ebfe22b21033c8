/** The /clients list state kept in the URL: ?page=2&search=…&archived=1 (the hash stays #clientes). */
export type ClientListParams = { page: number; search: string; archived: boolean };

export function readListParams(search: URLSearchParams): ClientListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    search: (search.get('search') ?? '').slice(0, 100),
    archived: search.get('archived') === '1',
  };
}

/** The query string for a list state; defaults are left out so the URL stays short. */
export function writeListParams(p: ClientListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.search.trim()) out.set('search', p.search);
  if (p.archived) out.set('archived', '1');
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}
