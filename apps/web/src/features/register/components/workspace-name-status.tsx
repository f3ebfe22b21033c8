import { CheckCircle2, Loader2 } from 'lucide-react';
import type { WorkspaceCheck } from '../api/check-workspace.ts';
import { REGISTER_UI as M } from '../messages.ts';

/** Under the name field: checking…, or the server's "available" message with the domain. */
export function WorkspaceNameStatus({ checking, result }: { checking: boolean; result: WorkspaceCheck | undefined }) {
  if (checking) {
    return (
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
        {M.checkingName}
      </p>
    );
  }
  if (!result?.valid) return null;
  return (
    <div className="space-y-0.5">
      <p className="flex items-center gap-1.5 text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {result.message}
      </p>
      {result.domain && (
        <p className="text-xs text-muted-foreground">
          {M.domainLabel} <span className="font-mono text-foreground">{result.domain}</span>
        </p>
      )}
    </div>
  );
}
