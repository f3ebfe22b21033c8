import { FileText } from 'lucide-react';
import { REGISTER_UI as M } from '../messages.ts';

/** A mock proposal corner in the chosen colour and logo, so the change is visible at once. */
export function BrandPreview({ name, logo }: { name: string; logo: string | null }) {
  return (
    <section aria-label={M.preview} className="overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="h-2 bg-primary" />
      <div className="space-y-4 p-5">
        <div className="flex items-center gap-3">
          {logo ? (
            <img src={logo} alt="" className="h-9 w-auto max-w-24 object-contain" />
          ) : (
            <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
              <FileText className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-foreground">{name}</p>
            <p className="text-xs text-muted-foreground">{M.previewText}</p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3" aria-hidden="true">
          <span className="text-sm font-medium text-primary-text underline underline-offset-4">Ver detalle</span>
          <span className="inline-flex h-9 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground">{M.previewButton}</span>
        </div>
      </div>
    </section>
  );
}
