import { formatNumber } from '@trato/domain/money-format';
import type { FileDto } from '@trato/domain/projects/dto';

/** The icon family of a file (SPEC §3: pdf, png, docx, xlsx have their own), from the server's kind or the name. */
export function fileKind(file: Pick<FileDto, 'name' | 'mime_type'> & { kind?: FileDto['kind'] }): FileDto['kind'] {
  if (file.kind) return file.kind;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'pdf' || ext === 'png' || ext === 'docx' || ext === 'xlsx') return ext;
  return file.mime_type?.startsWith('image/') ? 'image' : 'other';
}

/** "1,2 MB" for a size in bytes. */
export function formatSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(String(value), 1)} ${units[unit]}`;
}
