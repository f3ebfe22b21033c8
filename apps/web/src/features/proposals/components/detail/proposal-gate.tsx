import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../../lib/breadcrumbs.ts';
import { useRefetchOnNotification } from '../../../notifications/lib/use-refetch-on-notification.ts';
import { proposalKey, useProposal } from '../../api/get-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { LoadError } from '../load-error.tsx';

/**
 * Loads /proposals/{id} for the detail, preview and share pages: spinner, the not-found state for a
 * 404 (unknown, trashed or another workspace's), an error with retry, then the page itself.
 */
export function ProposalGate({ id, crumb, children }: { id: string; crumb?: string; children: (proposal: ProposalDto) => ReactNode }) {
  const query = useProposal(id);
  // A client may sign while this page is open: Aceptado and the project link show without a reload.
  useRefetchOnNotification(proposalKey(id));
  const proposal = query.data;
  const name = proposal ? proposal.name.trim() || M.untitled : null;
  useBreadcrumbs([
    { name: M.title, path: '/proposals' },
    ...(name ? [{ name, path: crumb ? `/proposals/${id}` : undefined }] : []),
    ...(name && crumb ? [{ name: crumb }] : []),
  ]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !proposal) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <div className="mx-auto w-full max-w-4xl">
          <EmptyState
            icon={FileQuestion}
            title={M.notFoundTitle}
            text={M.notFoundText}
            action={
              <Link to="/proposals" className={buttonClasses('outline')}>
                {M.backToList}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto w-full max-w-4xl">
        <LoadError title={M.loadOneError} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <>{children(proposal)}</>;
}
