import { errorMessage } from '../../lib/api-error.ts';
import { Alert } from './alert.tsx';

/** A section that failed to load: what failed, the server's message and 'Reintentar'. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      {errorMessage(error)}{' '}
      <button type="button" className="font-medium text-primary-text underline" onClick={onRetry}>
        Reintentar
      </button>
    </Alert>
  );
}
