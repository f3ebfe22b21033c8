import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { Download, Paperclip, Trash2, Upload } from 'lucide-react';
import { formatDateTime } from '@trato/domain/date-format';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { ActivitySection } from '../../../proposals/components/activity/activity-section.tsx';
import { uploadProjectFile, useDeleteFile } from '../../api/files.ts';
import { activitiesKey, projectKey } from '../../api/keys.ts';
import type { FileDto } from '../../api/types.ts';
import { downloadByLink } from '../../lib/download-file.ts';
import { fileKind, formatSize } from '../../lib/file-kind.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProgressBar } from '../progress-bar.tsx';
import { FileIcon } from './file-icon.tsx';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

type Upload = { key: string; name: string; pct: number };

/** The project's files: upload several at once (a bar per file), download by link, delete (asks first). */
export function ProjectFiles({ projectId, files }: { projectId: string; files: FileDto[] }) {
  const qc = useQueryClient();
  const timeZone = useWorkspaceTimeZone();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removing, setRemoving] = useState<FileDto | null>(null);
  const remove = useDeleteFile(projectId);

  async function upload(list: File[]) {
    const batch = list.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, pct: 0, file }));
    setUploads((u) => [...u, ...batch.map(({ key, name, pct }) => ({ key, name, pct }))]);
    const results = await Promise.allSettled(
      batch.map((b) =>
        uploadProjectFile(projectId, b.file, (pct) => setUploads((u) => u.map((x) => (x.key === b.key ? { ...x, pct } : x)))).catch((error: unknown) => {
          toast.error(M.uploadFailed(b.name), { description: errorMessage(error) });
          throw error;
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    await Promise.all([qc.invalidateQueries({ queryKey: projectKey(projectId) }), qc.invalidateQueries({ queryKey: activitiesKey(projectId) })]);
    setUploads((u) => u.filter((x) => !batch.some((b) => b.key === x.key)));
    if (ok > 0) toast.success(M.uploaded(ok));
  }

  async function download(file: FileDto) {
    const outcome = await downloadByLink(file.download_link || file.url, file.original_name || file.name);
    if (outcome === 'failed') toast.error(M.downloadFailed);
  }

  return (
    <ActivitySection id="project-files" icon={Paperclip} title={M.filesTitle} meta={String(files.length)} hint={M.filesHint}>
      {files.length === 0 && uploads.length === 0 ? <p className="text-sm text-muted-foreground">{M.filesEmpty}</p> : null}
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label={M.uploadFiles}>
          {uploads.map((u) => (
            <li key={u.key} className="rounded-xl border border-dashed border-border p-3" data-testid="file-upload">
              <p className="truncate text-sm text-foreground">{u.name}</p>
              <ProgressBar value={u.pct} label={M.uploading(u.name)} className="mt-1.5" />
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="divide-y divide-border" aria-label={M.filesTitle}>
          {files.map((file) => {
            const name = file.original_name || file.name;
            return (
              <li key={file.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="project-file">
                <FileIcon kind={fileKind(file)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground" title={name}>
                    {name}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[formatSize(file.size), formatDateTime(file.created_at, timeZone), file.origin && file.origin !== 'admin' ? M.fromClient : file.uploaded_by?.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button variant="ghost" size="icon" className="size-9" aria-label={M.download(name)} onClick={() => void download(file)}>
                  <Download className="size-4" aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" className="size-9 text-danger" aria-label={M.deleteFile(name)} onClick={() => setRemoving(file)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <input
          ref={inputRef}
          id="project-files-input"
          type="file"
          multiple
          className="sr-only"
          aria-label={M.uploadFiles}
          onChange={(e) => {
            const list = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (list.length > 0) void upload(list);
          }}
        />
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          <Upload className="size-4" aria-hidden="true" />
          {M.uploadFiles}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.deleteFileTitle}
        description={M.deleteFileText(removing ? removing.original_name || removing.name : '')}
        confirmLabel={M.delete}
        loading={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toast.success(M.fileDeleted),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </ActivitySection>
  );
}
