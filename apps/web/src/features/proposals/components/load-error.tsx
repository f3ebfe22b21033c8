import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { PROPOSALS_MESSAGES as M } from '../messages.ts';

/** A failed load: what failed, the server's message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {M.retry}
      </Button>
    </Alert>
  );
}
