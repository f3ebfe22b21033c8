import { cn } from '../../lib/cn.ts';

/** SPEC §3: pdf, png, docx and xlsx files have their own icons; everything else a plain sheet. */
const TYPES: Record<string, { label: string; className: string }> = {
  pdf: { label: 'PDF', className: 'bg-red-600' },
  png: { label: 'PNG', className: 'bg-violet-600' },
  docx: { label: 'DOCX', className: 'bg-blue-600' },
  xlsx: { label: 'XLSX', className: 'bg-green-700' },
};

export function FileTypeIcon({ extension, className }: { extension: string; className?: string }) {
  const type = TYPES[extension.toLowerCase()];
  return (
    <span className={cn('relative inline-flex size-10 shrink-0 items-center justify-center text-muted-foreground', className)} data-file-type={type ? extension.toLowerCase() : 'other'}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" className="size-10" aria-hidden="true">
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
        <path d="M14 2v6h6" />
      </svg>
      {type && (
        <span className={cn('absolute bottom-1 left-0 rounded px-1 text-[9px] leading-3.5 font-bold text-white', type.className)} aria-hidden="true">
          {type.label}
        </span>
      )}
    </span>
  );
}
