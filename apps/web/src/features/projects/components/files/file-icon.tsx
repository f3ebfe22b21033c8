import { File, FileImage, FileSpreadsheet, FileText, FileType2, type LucideIcon } from 'lucide-react';
import type { FileDto } from '../../api/types.ts';
import { cn } from '../../../../lib/cn.ts';

const ICONS: Record<FileDto['kind'], { icon: LucideIcon; tone: string; label: string }> = {
  pdf: { icon: FileText, tone: 'bg-danger-soft text-danger', label: 'PDF' },
  png: { icon: FileImage, tone: 'bg-primary-soft text-primary-text', label: 'PNG' },
  image: { icon: FileImage, tone: 'bg-primary-soft text-primary-text', label: 'Imagen' },
  docx: { icon: FileType2, tone: 'bg-primary-soft text-primary-text', label: 'Word' },
  xlsx: { icon: FileSpreadsheet, tone: 'bg-success-soft text-success', label: 'Excel' },
  other: { icon: File, tone: 'bg-surface-muted text-muted-foreground', label: 'Archivo' },
};

/** The file's type as an icon (SPEC §3: pdf, png, docx and xlsx have their own). */
export function FileIcon({ kind, className }: { kind: FileDto['kind']; className?: string }) {
  const { icon: Icon, tone, label } = ICONS[kind] ?? ICONS.other;
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone, className)} data-kind={kind} title={label}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
