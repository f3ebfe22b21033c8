import { useState } from 'react';
import { formatDateTime } from '@trato/domain/date-format';
import type { PortalFileDto } from '@trato/domain/portal/dto';
import { DownloadIcon } from '../../public/components/icons.tsx';
import { FileTypeIcon } from '../components/file-type-icon.tsx';
import { toast } from '../components/toast.tsx';
import { downloadByLink } from '../lib/download.ts';
import { formatFileSize } from '../lib/file-size.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from './portal-view.ts';

/** A portal's files: type icon, name, who uploaded it and when, and a download button. */
export function FileList({ files }: { files: PortalFileDto[] }) {
  const timeZone = usePortalView().organization.time_zone;
  const [busy, setBusy] = useState<string | null>(null);

  async function download(file: PortalFileDto) {
    setBusy(file.id);
    try {
      await downloadByLink(file.download_link, file.name);
    } catch (error) {
      console.error(M.downloadFailed, error);
      toast.error(M.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="divide-y divide-border" aria-label={M.filesTitle}>
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 py-3" data-testid="portal-file">
          <FileTypeIcon extension={file.extension} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{file.name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {[file.origin === 'portal' ? M.uploadedBy.portal : M.uploadedBy.admin, formatFileSize(file.size), formatDateTime(file.created_at, timeZone)].filter(Boolean).join(' · ')}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void download(file)}
            disabled={busy === file.id}
            aria-label={M.download(file.name)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground/80 hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
          >
            <DownloadIcon className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
