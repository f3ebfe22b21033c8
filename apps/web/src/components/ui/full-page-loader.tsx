import { Loader2 } from 'lucide-react';

/** SPEC §4: updating a payment's status shows a full-page loader until the server answers. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-overlay backdrop-blur-[1px]" role="status" aria-live="assertive" data-testid="full-page-loader">
      <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface px-5 py-4 text-sm font-medium text-foreground shadow-xl">
        <Loader2 className="size-5 animate-spin text-primary-text" aria-hidden="true" />
        {label}
      </div>
    </div>
  );
}
