import { errorMessage } from '../../lib/api-error.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** A failed load: what failed, the server's message and 'Reintentar'. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}
