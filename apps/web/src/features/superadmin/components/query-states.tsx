import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';

/** While an operator page's data loads. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className="flex justify-center py-16">
      <Spinner label={label} />
    </Card>
  );
}

/** An operator page's data could not load: the server's Spanish message and a retry. */
export function LoadError({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
