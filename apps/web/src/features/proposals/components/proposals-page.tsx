import { useSearchParams } from 'react-router';
import { GitBranch } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { TopTabs } from '../../shell/components/top-tabs.tsx';
import { readProposalListParams } from '../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../messages.ts';
import { ProposalsBrowser } from './list/proposals-browser.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { NewProposalButton } from './new-proposal-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /proposals (#cotizaciones): list or board (?mode=board), filters in the URL, 'Nueva cotización'. */
export function ProposalsPage() {
  useBreadcrumbs([{ name: M.title, path: '/proposals' }]);
  const lines = useLines();
  const [search] = useSearchParams();
  const lineFilter = readProposalListParams(search).line;

  if (lines.isPending) return <PageSpinner />;
  if (lines.isError) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <LoadError title={M.loadError} error={lines.error} onRetry={() => void lines.refetch()} />
      </div>
    );
  }

  // New proposals go to the filtered line, else the first one (SPEC: Cotizaciones needs a line).
  const line = lines.data.find((l) => l.slug === lineFilter) ?? lines.data[0];
  const newButton = line ? <NewProposalButton lineId={line.id} /> : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        {newButton}
      </PageHeader>
      {line ? (
        <TopTabs tabs={M.tabs} viewModeToggle label={M.tabsLabel}>
          {(_tab, mode) => <ProposalsBrowser mode={mode} lines={lines.data} newButton={newButton} />}
        </TopTabs>
      ) : (
        <EmptyState icon={GitBranch} title={M.needsLineTitle} text={M.needsLineText} />
      )}
    </div>
  );
}
