import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useProposalForm } from './api/get-proposal-form.ts';
import { ProposalBuilder } from './components/proposal-builder.tsx';
import { BUILDER_MESSAGES as M } from './messages.ts';

/** /proposals/{id}/edit#step-N (and /create): loads the proposal, then the builder. */
export function ProposalBuilderPage() {
  const { id = '' } = useParams();
  const form = useProposalForm(id);

  if (form.isPending) return <PageSpinner />;
  if (form.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 p-4 sm:p-8">
        <Alert tone="danger" title={M.loadError}>
          {errorMessage(form.error)}
        </Alert>
        <Button variant="outline" onClick={() => void form.refetch()}>
          {M.retry}
        </Button>
      </div>
    );
  }
  return <ProposalBuilder key={id} proposal={form.data} />;
}
