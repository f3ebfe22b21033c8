import type { PaginationMeta } from '@trato/domain/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

// Its own words: a shared list control must not import a feature's messages (the clients' sat in a
// chunk with their zod schemas, which every paginated list then loaded; issue 33).
const M = {
  pagination: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, last: number) => `Página ${page} de ${last}`,
  showing: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
};

/** Previous / next with "Página n de m" from the API's pagination meta. */
export function PaginationBar({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  if (meta.last_page <= 1 && meta.current_page <= 1) return null;
  return (
    <nav aria-label={M.pagination} className="flex flex-wrap items-center justify-between gap-3 pt-2 text-sm text-muted-foreground">
      <span>{meta.from && meta.to ? M.showing(meta.from, meta.to, meta.total) : M.pageOf(meta.current_page, meta.last_page)}</span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={!meta.links.prev} onClick={() => onPage(Math.min(meta.current_page - 1, meta.last_page))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {M.previous}
        </Button>
        <span aria-current="page" className="px-1 tabular-nums">
          {M.pageOf(meta.current_page, meta.last_page)}
        </span>
        <Button variant="outline" size="sm" disabled={!meta.links.next} onClick={() => onPage(meta.current_page + 1)}>
          {M.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
