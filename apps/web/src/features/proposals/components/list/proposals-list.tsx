import { useEffect, type ReactNode } from 'react';
import { FileText, SearchX, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PaginationBar } from '../../../../components/ui/pagination-bar.tsx';
import { useProposals } from '../../api/get-proposals.ts';
import type { ProposalListParams } from '../../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { ProposalRow } from './proposal-row.tsx';

type ListProps = {
  params: ProposalListParams;
  setParams: (p: ProposalListParams) => void;
  /** The line the page is about (/line/{slug}), if any: its rows skip the line badge. */
  fixedLine: string | null;
  onClearSearch: () => void;
  newButton: ReactNode;
};

/** The paged list (10 a page, page in the URL) with its loading, error and empty states. */
export function ProposalsList({ params, setParams, fixedLine, onClearSearch, newButton }: ListProps) {
  const line = fixedLine ?? params.line;
  const query = useProposals({ page: params.page, text: params.text, line, trashed: params.trashed });
  const data = query.data;

  // A page past the end (the last row of the last page was deleted) moves back to the last page.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && params.page > data.meta.last_page) setParams({ ...params, page: data.meta.last_page });
  }, [data, params, setParams]);

  if (query.isPending) {
    return (
      <Card className="flex justify-center py-16">
        <Spinner label={M.loading} />
      </Card>
    );
  }
  if (query.isError || !data) {
    return (
      <LoadError title={M.loadError} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (data.meta.total === 0) {
    if (params.text.trim()) {
      return (
        <EmptyState
          icon={SearchX}
          title={M.noResultsTitle}
          text={M.noResultsText(params.text)}
          action={
            <Button variant="outline" onClick={onClearSearch}>
              {M.clearSearch}
            </Button>
          }
        />
      );
    }
    if (params.trashed) return <EmptyState icon={Trash2} title={M.emptyTrashTitle} text={M.emptyTrashText} />;
    return <EmptyState icon={FileText} title={M.emptyTitle} text={line ? M.emptyLineText : M.emptyText} action={newButton} />;
  }

  return (
    <div className="space-y-4">
      {params.trashed && <h2 className="text-sm font-medium text-muted-foreground">{M.trashHeading}</h2>}
      <Card className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <ul className="divide-y divide-border" aria-label={params.trashed ? M.trashHeading : M.listLabel}>
          {data.data.map((p) => (
            <ProposalRow key={p.id} proposal={p} showLine={!fixedLine} />
          ))}
        </ul>
      </Card>
      <PaginationBar meta={data.meta} onPage={(page) => setParams({ ...params, page })} />
    </div>
  );
}
