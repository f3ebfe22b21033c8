import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import type { SaveState } from './lib/use-save-queue.ts';
import { PRICING_MESSAGES as M } from './messages.ts';

type SaveStatusProps = {
  state: SaveState;
  /** A change is blocked by a field error (nothing is sent until it is fixed). */
  invalid?: boolean;
  /** Why the last save failed (an API error gives the server's message). */
  error?: unknown;
  onRetry: () => void;
};

/** Where the last change stands: saving, saved, failed (with a retry) or blocked by a field error. */
export function SaveStatus({ state, invalid, error, onRetry }: SaveStatusProps) {
  return (
    <div className="flex min-h-8 items-center justify-end gap-2 text-sm" aria-live="polite" data-testid="pricing-save-status">
      {invalid ? (
        <span className="flex items-center gap-1.5 text-warning">
          <AlertCircle className="size-4" aria-hidden="true" />
          {M.fixToSave}
        </span>
      ) : state === 'saving' || state === 'pending' ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {M.saving}
        </span>
      ) : state === 'error' ? (
        <span role="alert" className="flex items-center gap-2 text-danger">
          <AlertCircle className="size-4" aria-hidden="true" />
          <span>
            {M.saveFailed}
            {error ? <span className="block text-xs text-muted-foreground">{errorMessage(error)}</span> : null}
          </span>
          <Button variant="link" size="sm" onClick={onRetry}>
            {M.retry}
          </Button>
        </span>
      ) : state === 'saved' ? (
        <span className="flex items-center gap-1.5 text-success">
          <Check className="size-4" aria-hidden="true" />
          {M.saved}
        </span>
      ) : null}
    </div>
  );
}
